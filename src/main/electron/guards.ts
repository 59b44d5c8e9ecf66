import { externalLinkAllowed, frameAllowed } from '@shared/domain/externalLinks';
import { isAppUrl } from './rendererOrigin';

/** The parts of Electron's WebContents the guards touch. */
export interface GuardedContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: { preventDefault(): void }, url: string) => void): void;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): void;
  on(event: 'will-frame-navigate', listener: (event: { preventDefault(): void; url: string; isMainFrame: boolean }) => void): void;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' } | { action: 'allow' }): void;
}

export interface GuardedSession {
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
}

/**
 * Electron's security checklist for every web contents: no navigation away from our renderer, no
 * new windows (a web link is offered to the system browser instead, which asks the person first:
 * see externalLinks.ts), no webviews, and frames at any depth on https pages (or our own) only —
 * the CSP's frame-src binds our page's own frames, this binds the frames those pages embed too.
 */
export function guardContents(contents: GuardedContents, openExternal: (url: string) => unknown): void {
  const stayHome = (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url)) event.preventDefault();
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-redirect', stayHome);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame && !isAppUrl(event.url) && !frameAllowed(event.url)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (externalLinkAllowed(url)) void openExternal(url);
    return { action: 'deny' };
  });
}

/**
 * Permissions the renderer is granted: writing text to the clipboard on a click (the copy buttons,
 * such as the invitation link's). Reading the clipboard is not among them.
 */
const GRANTED = new Set(['clipboard-sanitized-write']);

/** Every other permission (camera, notifications, geolocation, reading the clipboard…) is refused. */
export function denyPermissions(session: GuardedSession): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => callback(GRANTED.has(permission)));
  session.setPermissionCheckHandler((_contents, permission) => GRANTED.has(permission));
}
