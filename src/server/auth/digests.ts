import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Refresh tokens are random 32-byte values; only their SHA-256 is kept. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Short secrets (SMS codes, captcha answers) are keyed with the server secret: a plain hash of six
 * digits would fall to a lookup table if the database leaked.
 */
export function keyedDigest(secret: Uint8Array, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
