import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Storage secret keys at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's token
 * secret, which lives in the data folder with mode 0600 (or comes from CEM_TOKEN_SECRET). A database
 * copied without the data folder's secret file holds no usable storage secret.
 */
const PREFIX = 'v1:';

export function storageKey(tokenSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', tokenSecret, Buffer.from('cem-storage-secrets'), Buffer.from('oss_credential.access_key_secret'), 32));
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The secret, or null when the value was sealed under another key or altered. */
export function openSecret(key: Buffer, sealed: string): string | null {
  if (!isSealed(sealed)) return null;
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  if (raw.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The key sealing the secrets of storage and SMS configurations (oss_config, sms_config): its own derivation, apart from credentials'. */
export function configSecretKey(tokenSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', tokenSecret, Buffer.from('cem-storage-secrets'), Buffer.from('platform-config.secret_key'), 32));
}
