/**
 * The sign-in page's address, and the way back from it: /login?redirect=<path> brings a person who
 * signs in to the page that sent them there (the invitation they were reading) instead of the workbench.
 */
export const LOGIN_PATH = '/login';
export const LOCK_PATH = '/lock';
export const RETURN_PARAM = 'redirect';

/** The sign-in page that comes back to `path` (a path of this app, with its query) afterwards. */
export function loginReturningTo(path: string): string {
  return `${LOGIN_PATH}?${RETURN_PARAM}=${encodeURIComponent(path)}`;
}

/**
 * Where to go after sign-in, from the sign-in page's query: a path of this app only (never another
 * origin, a protocol-relative //host or a backslash trick), and never the sign-in or lock page itself.
 */
export function returnPathFrom(search: string): string | null {
  const raw = new URLSearchParams(search).get(RETURN_PARAM);
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  const base = 'http://app.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname === LOGIN_PATH || url.pathname === LOCK_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
