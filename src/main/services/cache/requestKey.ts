import type { ApiCall } from '@shared/bridge';
import { cleanQuery } from '../gateway/query';

/**
 * The cache key of a GET: module, path and its parameters as they go on the wire (trimmed, empty
 * ones dropped), sorted, so `{a, b}` and `{b, a}` share an entry.
 */
export function requestKey(call: Pick<ApiCall, 'module' | 'path' | 'method' | 'query'>): string {
  const params = [...cleanQuery(call.query).entries()].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return `${call.module} ${call.method ?? 'GET'} ${call.path}${query ? `?${query}` : ''}`;
}
