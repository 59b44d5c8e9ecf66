/**
 * How browser mode carries the bridge over HTTP between the renderer and the host process.
 * The host prints `open <origin>/?launch=<secret>`; opening it sets an HttpOnly cookie and
 * redirects to `/#cem-key=<page key>`, so the secret leaves the address bar and stays out of the
 * page's reach.
 *
 * Cookies ignore ports: every server on 127.0.0.1 the browser visits is sent the cookie. So the
 * cookie alone opens only the app's files; every bridge call, upload and event stream must also
 * carry the page key, which travels in the address's fragment (never sent to any server) and is
 * kept in the page's localStorage, which belongs to this very origin (scheme, host and port): a
 * page or process on another port that got the cookie does not have it.
 */
export const HOST_LAUNCH_PARAM = 'launch';
/** The cookie's name carries the host's port, so two launches on two ports do not overwrite each other's. */
export function hostCookieName(port: number | string): string {
  return `cem_launch_${port}`;
}
/** The fragment parameter handing the page its key, and where the page keeps it. */
export const HOST_KEY_PARAM = 'cem-key';
export const HOST_KEY_STORAGE = 'cem-host-key';
/** The page key, as a custom header (which a cross-site form cannot send either), checked with the Origin on every call. */
export const HOST_BRIDGE_HEADER = 'x-cem-bridge';
/** The event stream's query parameter for the page key (EventSource cannot send headers). */
export const HOST_EVENTS_KEY_PARAM = 'key';
export const HOST_CALL_PATH = '/bridge/call';
export const HOST_EVENTS_PATH = '/bridge/events';

export interface HostCallRequest {
  method: string;
  args: unknown[];
}

export type HostCallResponse = { result: unknown } | { error: string };
