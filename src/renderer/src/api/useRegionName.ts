import { regionAncestry, REGION_ROOT } from '@shared/domain/region';
import { useQueries } from '@tanstack/react-query';
import { regionChildrenQuery } from './referenceQueries';

/**
 * A region code as a person reads it ('上海市 / 市辖区 / 黄浦区'), from the same cached lazy-tree
 * levels the region field loads; the code itself while a level is loading or unknown.
 */
export function useRegionName(code: string): string {
  const codes = regionAncestry(code);
  const parents = [REGION_ROOT, ...codes.slice(0, -1)];
  const levels = useQueries({ queries: parents.map((parent) => regionChildrenQuery(parent)) });
  const names = codes.map((c, i) => levels[i]?.data?.find((node) => node.value === c)?.title);
  return names.length && names.every(Boolean) ? names.join(' / ') : code;
}
