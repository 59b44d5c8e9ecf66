import { useSyncExternalStore } from 'react';
import { onTracesCleared, readJson, STORAGE_KEYS, writeJson } from '../localTraces';

/**
 * The screen lock (spec 1 §4): held in session storage, so it survives a reload of the window and
 * ends with the browser session; cleared at login and logout. The password itself is never stored,
 * only a salted SHA-256 digest of it.
 */
interface StoredLock {
  salt: string;
  digest: string;
}

let lock: StoredLock | null = readJson<StoredLock>(window.sessionStorage, STORAGE_KEYS.lock);
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

onTracesCleared(() => {
  lock = null;
  emit();
});

async function digestOf(salt: string, password: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${salt}:${password}`);
  const hash = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const lockStore = {
  isLocked: () => lock !== null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  async lock(password: string): Promise<void> {
    const salt = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
    lock = { salt, digest: await digestOf(salt, password) };
    writeJson(window.sessionStorage, STORAGE_KEYS.lock, lock);
    emit();
  },
  /** True when the password matches; the lock is then lifted. */
  async unlock(password: string): Promise<boolean> {
    if (!lock) return true;
    if ((await digestOf(lock.salt, password)) !== lock.digest) return false;
    lockStore.clear();
    return true;
  },
  clear(): void {
    lock = null;
    try {
      window.sessionStorage.removeItem(STORAGE_KEYS.lock);
    } catch {
      // nothing stored, nothing to remove
    }
    emit();
  },
};

export function useLocked(): boolean {
  return useSyncExternalStore(lockStore.subscribe, lockStore.isLocked);
}
