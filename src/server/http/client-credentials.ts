import { timingSafeEqual } from 'node:crypto';
import { sha256 } from '../auth/digests';

/** The id and secret of an `Authorization: Basic base64(id:secret)` header, or null when it is not one. */
export function parseClientHeader(header: string | undefined): { clientId: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const given = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = given.indexOf(':');
  if (colon <= 0) return null;
  return { clientId: given.slice(0, colon), secret: given.slice(colon + 1) };
}

/** What a client's secret is kept as: its SHA-256 (the secret is random and long, so no slow hash is needed). */
export const clientSecretHash = (secret: string): string => sha256(secret);

// Compared against when no client has the id, so an unknown id takes as long as a wrong secret.
const NO_CLIENT_HASH = sha256('no client has this id');

/** Compares the given secret's hash with the stored one in constant time. */
export function clientSecretMatches(secret: string, storedHash: string | undefined): boolean {
  const a = Buffer.from(clientSecretHash(secret), 'hex');
  const b = Buffer.from(storedHash ?? NO_CLIENT_HASH, 'hex');
  return a.length === b.length && timingSafeEqual(a, b) && storedHash !== undefined;
}
