import type { QueryClient } from '@tanstack/react-query';

/** A query key, as the queries' own factories build it (shellKeys.notices(), ['customers']). */
export type InvalidatedKey = readonly unknown[];

/**
 * What a save, a removal or an action of a resource makes stale: the resource's own queries ([name]),
 * every key it declares in `invalidates` (a notice's save: the top bar's unread badge, the marquee),
 * and any key the action itself adds. Active queries among them are fetched again at once.
 */
export function invalidateAfterSave(
  queryClient: QueryClient,
  resource: { name: string; invalidates?: readonly InvalidatedKey[] },
  extra: readonly InvalidatedKey[] = [],
): Promise<unknown> {
  const keys = [[resource.name], ...(resource.invalidates ?? []), ...extra];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
