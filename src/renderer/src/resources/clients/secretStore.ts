import { useSyncExternalStore } from 'react';

/**
 * The secret of the client just created, held only until the person closes the dialog showing it:
 * the server answers it once and never again, so it lives nowhere else (not in a query cache, not
 * in a draft).
 */
let secret: { clientId: string; clientSecret: string } | null = null;
const listeners = new Set<() => void>();

export function showSecret(value: { clientId: string; clientSecret: string } | null): void {
  secret = value;
  for (const l of listeners) l();
}

export function useShownSecret() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => secret,
  );
}
