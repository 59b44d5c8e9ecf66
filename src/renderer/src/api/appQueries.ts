import { queryOptions } from '@tanstack/react-query';
import { bridge } from '../bridge/client';

export const appKeys = {
  all: ['app'] as const,
  info: () => [...appKeys.all, 'info'] as const,
};

/** Version, mode and where secrets live: fixed for the life of the process. */
export const appInfoQuery = () =>
  queryOptions({
    queryKey: appKeys.info(),
    queryFn: () => bridge.app.info(),
    staleTime: Infinity,
  });
