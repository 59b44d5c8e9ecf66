import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { answerTimeOf } from './cachedAt';

/**
 * The time of the oldest server data on screen: over every query a mounted component watches, when
 * its answer was fetched (see cachedAt.ts). Times are `yyyy-MM-dd HH:mm:ss`, so the smallest text is the oldest.
 */
export function useShownDataTime(): string | undefined {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const oldest = useCallback(() => {
    let min: string | undefined;
    for (const query of cache.getAll()) {
      if (query.getObserversCount() === 0) continue;
      const at = answerTimeOf(query.state.data);
      if (at !== undefined && (min === undefined || at < min)) min = at;
    }
    return min;
  }, [cache]);
  return useSyncExternalStore(subscribe, oldest);
}
