import type { BridgeEvent } from '@shared/bridge';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onBridgeEvent } from '../bridge/client';
import { reopenForm } from '../forms/formOpeners';
import { offlineKeys } from './offlineQueries';

/** Refetches are gathered for this long, so a burst of background revalidations costs one refetch. */
const REFETCH_DEBOUNCE_MS = 150;

/**
 * Keeps TanStack Query in step with the core: back online, everything on screen is fetched live
 * again (no reload); a background revalidation that changed data refreshes what is on screen; a
 * submit that waited in the outbox refreshes lists when it succeeds and reopens its form when refused.
 */
export function useOfflineSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refetchShown = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== offlineKeys.all[0] });
      }, REFETCH_DEBOUNCE_MS);
    };
    const onEvent = (event: BridgeEvent) => {
      switch (event.type) {
        case 'connectivity':
          queryClient.setQueryData(offlineKeys.connectivity(), { online: event.online, since: event.since });
          if (event.online) refetchShown();
          break;
        case 'cache-updated':
          refetchShown();
          break;
        case 'outbox-changed':
          void queryClient.invalidateQueries({ queryKey: offlineKeys.outbox() });
          break;
        case 'outbox-settled':
          void queryClient.invalidateQueries({ queryKey: offlineKeys.outbox() });
          if (event.item.status === 'succeeded') refetchShown();
          else reopenForm(event.item.formKey);
          break;
      }
    };
    const stop = onBridgeEvent(onEvent);
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}
