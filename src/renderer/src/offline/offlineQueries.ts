import { queryOptions } from '@tanstack/react-query';
import { toApiError, unwrap } from '../api/ApiError';
import { bridge } from '../bridge/client';

export const offlineKeys = {
  all: ['offline'] as const,
  connectivity: () => [...offlineKeys.all, 'connectivity'] as const,
  outbox: () => [...offlineKeys.all, 'outbox'] as const,
};

/** The core pushes every change (connectivity events), so what is cached here never goes stale by itself. */
export const connectivityQuery = () =>
  queryOptions({
    queryKey: offlineKeys.connectivity(),
    queryFn: () =>
      bridge.connectivity.state().catch((cause: unknown) => {
        throw toApiError(cause);
      }),
    staleTime: Infinity,
  });

/** Submits waiting for the network and answers not yet read; refreshed on the core's outbox events. */
export const outboxQuery = () =>
  queryOptions({
    queryKey: offlineKeys.outbox(),
    queryFn: async () =>
      unwrap(
        await bridge.outbox.list().catch((cause: unknown) => {
          throw toApiError(cause);
        }),
      ),
    staleTime: Infinity,
    retry: false,
  });
