/**
 * Where session secrets live. The keychain keeps them across restarts; memory keeps them until the
 * app closes, for systems without a keychain (the UI tells the person which one is in use).
 */
export interface SecretStore {
  readonly kind: 'keychain' | 'memory';
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<void>;
}

export class MemorySecretStore implements SecretStore {
  readonly kind = 'memory' as const;
  private readonly values = new Map<string, string>();

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
