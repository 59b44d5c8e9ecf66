import { HOST_KEY_STORAGE } from '@shared/hostProtocol';

/**
 * What the renderer keeps in the browser's storage: open tabs and the screen lock (session storage),
 * nothing secret. Signing out removes every trace, as spec 1 §4 asks ("all local and session storage").
 */
export const STORAGE_KEYS = {
  tabs: 'cem.tabs',
  lock: 'cem.lock',
  sidebar: 'cem.sidebar',
} as const;

const listeners = new Set<() => void>();

/** Stores reset their in-memory state when the traces go (logout, forced logout, login). */
export function onTracesCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearLocalTraces(): void {
  try {
    // Browser mode's page key belongs to the launch, not to the person: without it the page could not
    // reach the host again until the launch address is reopened.
    const pageKey = window.localStorage.getItem(HOST_KEY_STORAGE);
    window.sessionStorage.clear();
    window.localStorage.clear();
    if (pageKey) window.localStorage.setItem(HOST_KEY_STORAGE, pageKey);
  } catch {
    // Storage can be unavailable (a locked-down profile); there is then nothing to clear.
  }
  for (const listener of listeners) listener();
}

export function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage loses the convenience (tabs after reload), not the work.
  }
}
