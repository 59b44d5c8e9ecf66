import type { SecretStore } from '../../src/main/services/secrets/secretStore';

/**
 * A keychain for tests that share one object across core restarts: it keeps values in this process
 * but answers as a keychain does, so the cache is kept in files (sealed) as on a person's machine.
 * The real OS keychain is exercised by tests/integration/core/keychain.test.ts and deviceData tests.
 */
export class InProcessKeychain implements SecretStore {
  readonly kind = 'keychain' as const;
  readonly values = new Map<string, string>();

  async get(account: string): Promise<string | null> {
    return this.values.get(account) ?? null;
  }

  async set(account: string, secret: string): Promise<void> {
    this.values.set(account, secret);
  }

  async delete(account: string): Promise<void> {
    this.values.delete(account);
  }
}
