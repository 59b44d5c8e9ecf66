/**
 * Dictionaries and regions: long-lived reference data the core answers from its local cache at once
 * (and revalidates in the background), so here they may stay fresh for a long time too.
 */
import { endpoints } from '@shared/api/endpoints';
import { REGION_ROOT } from '@shared/domain/region';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './callEndpoint';

export const referenceKeys = {
  all: ['reference'] as const,
  dictionary: (code: string) => [...referenceKeys.all, 'dictionary', code] as const,
  regionChildren: (parentCode: string) => [...referenceKeys.all, 'region-children', parentCode] as const,
};

const LONG = 30 * 60_000;

export const dictionaryQuery = (code: string) =>
  queryOptions({
    queryKey: referenceKeys.dictionary(code),
    queryFn: () => callEndpoint(endpoints.dictionary, { code }),
    staleTime: LONG,
  });

/** One level of the region tree, fetched when a node is opened (lazy, as the tree is browsed). */
export const regionChildrenQuery = (parentCode: string = REGION_ROOT) =>
  queryOptions({
    queryKey: referenceKeys.regionChildren(parentCode),
    queryFn: () => callEndpoint(endpoints.regionLazyTree, { parentCode }),
    staleTime: LONG,
  });
