/** The renderer's Content-Security-Policy, the same whether Electron or the host serves it. */
export const RENDERER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Fluent UI's styling engine (Griffel) inserts style elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Menu entries whose target is a web page are embedded in a sandboxed frame (spec 1 §2): https only.
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': RENDERER_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};
