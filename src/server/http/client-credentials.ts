import { timingSafeEqual } from 'node:crypto';
import { sha256 } from '../auth/digests';

/** Reads `Basic base64(id:secret)` and compares it in constant time with the configured pair. */
export function clientCredentialsMatch(header: string | undefined, clientId: string, clientSecret: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1], 'base64').toString('utf8');
  const a = Buffer.from(sha256(given), 'hex');
  const b = Buffer.from(sha256(`${clientId}:${clientSecret}`), 'hex');
  return timingSafeEqual(a, b);
}
