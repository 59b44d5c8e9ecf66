/**
 * How browser mode carries the bridge over HTTP between the renderer and the host process.
 * The host prints `open <origin>/?launch=<secret>`; opening it sets an HttpOnly cookie and
 * redirects to `/`, so the secret leaves the address bar and stays out of the page's reach.
 */
export const HOST_LAUNCH_PARAM = 'launch';
export const HOST_COOKIE = 'cem_launch';
/** A custom header a cross-site form cannot send, checked with the Origin on every call. */
export const HOST_BRIDGE_HEADER = 'x-cem-bridge';
export const HOST_CALL_PATH = '/bridge/call';
export const HOST_EVENTS_PATH = '/bridge/events';

export interface HostCallRequest {
  method: string;
  args: unknown[];
}

export type HostCallResponse = { result: unknown } | { error: string };
