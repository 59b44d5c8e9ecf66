/** Header names of the server contract. */
export const HEADER_CLIENT = 'authorization';
export const HEADER_TOKEN = 'blade-auth';
export const HEADER_TENANT = 'tenant-id';
export const HEADER_IDEMPOTENCY = 'idempotency-key';
/** The per-launch secret the app's core sends to the reference server it embeds (never to another server). */
export const HEADER_LAUNCH = 'x-cem-launch';

/** The client credentials the reference server and the core agree on unless configured. */
export const DEFAULT_CLIENT_ID = 'cem-desktop';
export const DEFAULT_CLIENT_SECRET = 'cem-desktop-secret';

/** `Basic base64(id:secret)`, written without Node's Buffer so the renderer could use it too. */
export function basicAuth(clientId: string, clientSecret: string): string {
  const bytes = new TextEncoder().encode(`${clientId}:${clientSecret}`);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return `Basic ${btoa(bin)}`;
}
