import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './ApiError';

/**
 * Retrying cannot fix a refused session or invalid input; it can ride out a brief server hiccup.
 * Offline, the core has already answered from its cache or said it has nothing: retrying would only
 * spin, and the core's connectivity event refetches everything once the server is back.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.kind === 'auth' || error.kind === 'invalid' || error.kind === 'offline')) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // A desktop window gains focus constantly; refetching on each would flood the server.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
