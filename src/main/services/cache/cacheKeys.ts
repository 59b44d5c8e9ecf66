import type { SecretStore } from '../secrets/secretStore';
import { CacheCipher } from './cacheCipher';
import { personPrefix } from './cacheScope';

/** The keychain entry of one person's cache key on one server; the name reveals no one. */
export const cacheKeyAccount = (origin: string, userId: string) => `cache-key@${personPrefix(origin, userId)}`;

/**
 * One random 32-byte key per person and server, kept in the OS keychain beside the session: every
 * organisation's file of that person uses it, and signing out deletes it with the files. Without a
 * keychain (`persistent` false) the key lives in memory and the cache files are kept in memory too:
 * a key that cannot outlive the app must not leave sealed files behind that nothing can open.
 */
export class CacheKeys {
  /** Keys being made: the cache and the upload queue ask at the same sign-in, and must get the same key. */
  private readonly making = new Map<string, Promise<CacheCipher>>();

  constructor(private readonly secrets: SecretStore) {}

  get persistent(): boolean {
    return this.secrets.kind === 'keychain';
  }

  /** The person's key, made on first use; a stored value that is not a key is replaced (the files then rebuild). */
  cipherFor(origin: string, userId: string): Promise<CacheCipher> {
    const account = cacheKeyAccount(origin, userId);
    const pending = this.making.get(account);
    if (pending) return pending;
    const made = this.readOrMake(account).finally(() => this.making.delete(account));
    this.making.set(account, made);
    return made;
  }

  private async readOrMake(account: string): Promise<CacheCipher> {
    const stored = await this.secrets.get(account);
    const key = stored ? Buffer.from(stored, 'base64') : null;
    if (key?.length === 32) return new CacheCipher(key);
    const fresh = CacheCipher.randomKey();
    await this.secrets.set(account, fresh.toString('base64'));
    return new CacheCipher(fresh);
  }

  forget(origin: string, userId: string): Promise<void> {
    return this.secrets.delete(cacheKeyAccount(origin, userId));
  }
}
