import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A known text sealed into every file at creation: opening it with another key fails at once. */
const KEY_CHECK = 'cem-cache-key-check';

/**
 * AES-256-GCM over the cached bodies (answers, drafts, outbox calls): a value is
 * `iv (12) | tag (16) | ciphertext`, with a random IV per value, so a copied data folder reveals
 * nothing and a changed byte is refused rather than misread.
 */
export class CacheCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('a cache key is 32 bytes');
  }

  seal(plain: Buffer): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  /** Throws on a wrong key or a damaged value (GCM's tag does not match). */
  open(sealed: Buffer): Buffer {
    const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(0, IV_BYTES));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  }

  /** Text columns (drafts, outbox) keep base64 of the sealed UTF-8. */
  sealText(text: string): string {
    return this.seal(Buffer.from(text, 'utf8')).toString('base64');
  }

  openText(sealed: string): string {
    return this.open(Buffer.from(sealed, 'base64')).toString('utf8');
  }

  sealNullable(text: string | null): string | null {
    return text === null ? null : this.sealText(text);
  }

  openNullable(sealed: string | null): string | null {
    return sealed === null ? null : this.openText(sealed);
  }

  keyCheck(): string {
    return this.sealText(KEY_CHECK);
  }

  /** False when `sealed` was made with another key (the file then rebuilds). */
  matches(sealed: string): boolean {
    try {
      return this.openText(sealed) === KEY_CHECK;
    } catch {
      return false;
    }
  }

  static randomKey(): Buffer {
    return randomBytes(32);
  }
}
