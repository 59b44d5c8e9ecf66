import { inviteCodeSchema } from '@shared/domain/invite';
import { validate } from '@shared/domain/validation';

/** The OS protocol the installers register: cem://invite?code=… opens the app on the invitation. */
export const APP_PROTOCOL = 'cem';

/**
 * The app route for an invitation link, or null for anything else: another protocol, another host
 * or path (cem://settings, cem://invite/../x), extra credentials, or a code that is not an invitation
 * code. Only the code is carried over, so a crafted link cannot steer the window anywhere else.
 */
export function invitationRoute(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_PROTOCOL}:` || url.hostname.toLowerCase() !== 'invite' || url.username || url.password || url.port) return null;
  if (url.pathname !== '' && url.pathname !== '/') return null;
  const checked = validate(inviteCodeSchema, { code: url.searchParams.get('code') ?? '' });
  return checked.success ? `/invite?code=${encodeURIComponent(checked.data.code)}` : null;
}

/**
 * Windows and Linux start the app (or a second instance) with the link among its arguments; the
 * last cem: argument wins (Chromium's own switches come first). Null when none is a valid invitation.
 */
export function invitationFromArgv(argv: readonly string[]): string | null {
  const links = argv.filter((a) => a.toLowerCase().startsWith(`${APP_PROTOCOL}:`));
  return links.length ? invitationRoute(links[links.length - 1]) : null;
}

/**
 * How to register the protocol: packaged, the app's executable is enough; from a source checkout
 * (process.defaultApp) Electron must be told which app to run, or the OS would start bare Electron.
 */
export function protocolClientArgs(defaultApp: boolean, execPath: string, appPath: string | undefined): { protocol: string; path?: string; args?: string[] } {
  return defaultApp && appPath ? { protocol: APP_PROTOCOL, path: execPath, args: [appPath] } : { protocol: APP_PROTOCOL };
}
