import type { Draft } from '@shared/domain/offline';
import { newIdempotencyKey } from '@shared/domain/offline';
import { useCallback, useEffect, useRef, useState } from 'react';
import { bridge } from '../bridge/client';

/** Typing pauses this long before the draft is written. */
export const DRAFT_DEBOUNCE_MS = 400;

export interface DraftState<T> {
  /** False until the core said whether a draft exists. */
  ready: boolean;
  /** The draft found when the form was opened, offered back to the person. */
  restored: (Omit<Draft, 'data'> & { data: T }) | null;
  /** The form's idempotency key: the restored draft's, or a new one made at opening. */
  idempotencyKey: string;
  /** Saves the input (debounced) as the person types. */
  save(data: T): void;
  /** Writes a pending save now (before the form closes). */
  flush(): Promise<void>;
  /** Drops a pending save: a submit is on its way and the core removes the draft once it succeeds. */
  hold(): void;
  /** Forgets the draft and starts the form afresh, with a new key. */
  discard(): Promise<void>;
  /** Keeps the input under a new key: the server holds the old one for another request (422). */
  renew(): void;
}

/**
 * The draft of one form while it is open (mount the form with the drawer's content, so each opening
 * starts here): read once at opening, so a crash, a restart or a failed submit gives the input
 * back, then saved locally in the core as the person types.
 */
export function useDraft<T extends Record<string, unknown>>(formKey: string): DraftState<T> {
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState<DraftState<T>['restored']>(null);
  const [idempotencyKey, setKey] = useState(newIdempotencyKey);
  const pending = useRef<{ data: T; timer: ReturnType<typeof setTimeout> } | null>(null);
  const keyRef = useRef(idempotencyKey);

  const write = useCallback(
    async (data: T) => {
      // A draft that cannot be saved (no cache) must not stop the person typing.
      await bridge.drafts.save(formKey, data, keyRef.current).catch(() => undefined);
    },
    [formKey],
  );

  const flush = useCallback(async () => {
    const next = pending.current;
    if (!next) return;
    clearTimeout(next.timer);
    pending.current = null;
    await write(next.data);
  }, [write]);

  useEffect(() => {
    let cancelled = false;
    void bridge.drafts
      .get(formKey)
      .catch(() => null)
      .then((result) => {
        if (cancelled) return;
        const draft = result?.ok ? result.data : null;
        const key = draft?.idempotencyKey ?? newIdempotencyKey();
        keyRef.current = key;
        setKey(key);
        setRestored(draft ? { ...draft, data: draft.data as T } : null);
        setReady(true);
      });
    return () => {
      cancelled = true;
      void flush();
    };
  }, [formKey, flush]);

  const save = useCallback(
    (data: T) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { data, timer: setTimeout(() => void flush(), DRAFT_DEBOUNCE_MS) };
    },
    [flush],
  );

  const hold = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  const discard = useCallback(async () => {
    hold();
    await bridge.drafts.remove(formKey).catch(() => undefined);
    const key = newIdempotencyKey();
    keyRef.current = key;
    setKey(key);
    setRestored(null);
  }, [formKey, hold]);

  const renew = useCallback(() => {
    hold();
    const key = newIdempotencyKey();
    keyRef.current = key;
    setKey(key);
  }, [hold]);

  return { ready, restored, idempotencyKey, save, flush, hold, discard, renew };
}
