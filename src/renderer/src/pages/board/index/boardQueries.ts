import { queryOptions } from '@tanstack/react-query';
import { boardEndpoints } from '@shared/api/boardEndpoints';
import type { Endpoint } from '@shared/api/endpoints';
import { callEndpoint } from '../../../api/callEndpoint';
import { changedBy } from '../../../api/dataChanges';

/**
 * The board refreshes itself every minute (a wall screen nobody clicks), when its window regains
 * focus, and as soon as this client saves anything it counts (useDataChangeSync).
 */
export const BOARD_REFRESH_MS = 60_000;

/** What the head figures are read from: contracts and their money, projects, and partners (biz-attention). */
export const BOARD_SOURCES = changedBy({ module: 'contract' }, { module: 'project' }, { module: 'system', families: ['biz-attention'] });

const board = <R>(key: keyof typeof boardEndpoints, endpoint: Endpoint<void, R>) =>
  queryOptions({
    queryKey: ['board', 'head-stat', key] as const,
    queryFn: () => callEndpoint(endpoint),
    refetchInterval: BOARD_REFRESH_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    meta: BOARD_SOURCES,
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
