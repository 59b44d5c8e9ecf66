import type { BridgeEvent } from '@shared/bridge';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isStaledBy, type DataChange } from '../api/dataChanges';
import { onBridgeEvent } from '../bridge/client';

/** Writes heard within this long cost one invalidation: an import or a burst of saves refetches once. */
export const DATA_CHANGE_COALESCE_MS = 500;

/**
 * Keeps every window's figures in step with the writes this client makes, in whichever window:
 * the core announces each successful write (data-changed, module and path family), and queries that
 * declare themselves read from it (meta changedBy: the board's figures, a resource's list and detail)
 * are invalidated, so the shown ones refetch at once and the others on their next showing. A query
 * answered after the last change was heard is left alone: the screen that saved has usually
 * refetched its own list already, and asking again would double the call. Mounted once per window.
 */
export function useDataChangeSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let heardAt = 0;
    let pending: DataChange[] = [];
    const invalidate = () => {
      timer = null;
      const changes = pending;
      const since = heardAt;
      pending = [];
      void queryClient.invalidateQueries({ predicate: (q) => q.state.dataUpdatedAt < since && isStaledBy(q, changes) });
    };
    const stop = onBridgeEvent((event: BridgeEvent) => {
      if (event.type !== 'data-changed') return;
      pending.push({ module: event.module, family: event.family });
      // The last change's time: a query answered between two changes of a burst still misses the second.
      heardAt = Date.now();
      timer ??= setTimeout(invalidate, DATA_CHANGE_COALESCE_MS);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}
