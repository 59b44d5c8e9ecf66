import { queryOptions } from '@tanstack/react-query';
import { boardEndpoints } from '@shared/api/boardEndpoints';
import type { Endpoint } from '@shared/api/endpoints';
import { callEndpoint } from '../../../api/callEndpoint';

/** The board refreshes itself every minute (a wall screen nobody clicks), and when its window regains focus. */
export const BOARD_REFRESH_MS = 60_000;

const board = <R>(key: keyof typeof boardEndpoints, endpoint: Endpoint<void, R>) =>
  queryOptions({
    queryKey: ['board', 'head-stat', key] as const,
    queryFn: () => callEndpoint(endpoint),
    refetchInterval: BOARD_REFRESH_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    // Each answer is the object callEndpoint noted its time on (offline/cachedAt.ts); structural sharing would rebuild it.
    structuralSharing: false,
  });

export const boardQueries = {
  nums: () => board('nums', boardEndpoints.nums),
  projects: () => board('projects', boardEndpoints.projects),
  ptList: () => board('ptList', boardEndpoints.ptList),
  ptNums: () => board('ptNums', boardEndpoints.ptNums),
  trends: () => board('trends', boardEndpoints.trends),
};
