/**
 * Which addresses leave the app for the system browser, and which may load in a frame. A link only
 * opens after the person has seen the whole address and confirmed it (the desktop app asks in a
 * native dialog), and only over https — or http to this very machine, where a local tool may serve
 * a page. Frames (menu entries whose target is a web page, spec 1 §2) load https pages only, so no
 * page is shown, or run, from an address anyone on the network path can rewrite.
 */

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Whether `url` may be offered to the system browser (after the person confirms it). */
export function externalLinkAllowed(url: string): boolean {
  const u = parse(url);
  // user:password@ in front of a host makes an address read as another one (https://bank.example@evil.example).
  if (!u || u.username || u.password) return false;
  if (u.protocol === 'https:') return u.hostname !== '';
  return u.protocol === 'http:' && LOOPBACK_NAMES.has(u.hostname);
}

/** Whether a frame may load `url`; the app's own pages are allowed by their origin, checked elsewhere. */
export function frameAllowed(url: string): boolean {
  if (url === 'about:blank' || url === 'about:srcdoc') return true;
  const u = parse(url);
  return !!u && u.protocol === 'https:' && !u.username && !u.password;
}

/** The confirmation dialog's words, i18n `externalLink.*` (English twins in i18n/security.en.ts). */
export const EXTERNAL_LINK_TEXTS = {
  title: '打开外部链接',
  question: '是否在浏览器中打开以下地址？',
  open: '打开',
  cancel: '取消',
} as const;
