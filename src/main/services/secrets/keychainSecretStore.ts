import { randomUUID } from 'node:crypto';
import type * as KeytarModule from 'keytar';
import { MemorySecretStore, type SecretStore } from './secretStore';

type Keytar = typeof KeytarModule;

/** The OS keychain (Keychain on macOS, Credential Vault on Windows, Secret Service on Linux) via keytar. */
export class KeychainSecretStore implements SecretStore {
  readonly kind = 'keychain' as const;

  constructor(
    private readonly keytar: Keytar,
    private readonly service: string,
  ) {}

  get(account: string): Promise<string | null> {
    return this.keytar.getPassword(this.service, account);
  }

  set(account: string, secret: string): Promise<void> {
    return this.keytar.setPassword(this.service, account, secret);
  }

  async delete(account: string): Promise<void> {
    await this.keytar.deletePassword(this.service, account);
  }
}

/**
 * Opens the keychain, proving it works with a write, read and delete of a throwaway value; where
 * keytar cannot load or no keychain answers (a Linux box without Secret Service), falls back to memory.
 */
export async function openSecretStore(service: string, log: (line: string) => void = () => {}): Promise<SecretStore> {
  try {
    const mod = (await import('keytar')) as Keytar & { default?: Keytar };
    const keytar = mod.default ?? mod;
    const store = new KeychainSecretStore(keytar, service);
    const probe = `probe-${randomUUID()}`;
    await store.set(probe, probe);
    const back = await store.get(probe);
    await store.delete(probe);
    if (back !== probe) throw new Error('keychain did not return what was stored');
    return store;
  } catch (error) {
    log(`keychain unavailable, the session is kept in memory only: ${(error as Error).message}`);
    return new MemorySecretStore();
  }
}
