import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@shared/api/envelope';
import { callEndpoint } from '../api/callEndpoint';
import { changedBy } from '../api/dataChanges';
import type { ReadOnlyResourceDescriptor, ResourceDescriptor } from './types';
import { dropEmpty } from './listMath';

export type ListFilters = Record<string, string | number | undefined> & { current: number; size: number };

/**
 * Query keys from general to specific (`[name, 'list', filters]`, `[name, 'detail', id]`), built
 * only here; mutations invalidate `[name]`. Any write of the list's module, made in any window, also
 * refetches them (meta changedBy, useDataChangeSync): an arrival saved elsewhere changes a contract's arrived column.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function resourceQueries<Rec extends { id: string }>(r: ResourceDescriptor<Rec, any> | ReadOnlyResourceDescriptor<Rec>) {
  const keys = {
    all: [r.name] as const,
    lists: () => [r.name, 'list'] as const,
    list: (filters: ListFilters) => [r.name, 'list', filters] as const,
    detail: (id: string) => [r.name, 'detail', id] as const,
  };
  const meta = changedBy({ module: r.endpoints.page.module });
  return {
    keys,
    list: (filters: ListFilters) =>
      queryOptions({
        queryKey: keys.list(filters),
        queryFn: (): Promise<Page<Rec>> => callEndpoint(r.endpoints.page, dropEmpty(filters)),
        placeholderData: (previous) => previous,
        meta,
      }),
    detail: (id: string) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: (): Promise<Rec> => {
          if ('readOnly' in r || !r.endpoints.detail) throw new Error(`${r.name} has no detail call`);
          return callEndpoint(r.endpoints.detail, { id });
        },
        meta,
      }),
  };
}
