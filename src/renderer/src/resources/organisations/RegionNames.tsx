import { NATIONWIDE } from '@shared/domain/orgProfile';
import { useQuery } from '@tanstack/react-query';
import { regionChildrenQuery } from '../../api/referenceQueries';
import { useLooseT } from '../../crud/looseT';

/** Service regions by name (全国, or the provinces), from the cached region list. */
export function RegionNames({ codes }: { codes: string }) {
  const lt = useLooseT();
  const provinces = useQuery(regionChildrenQuery('00')).data ?? [];
  const names = codes
    .split(',')
    .filter(Boolean)
    .map((c) => (c === NATIONWIDE ? lt('resources.organisations.nationwide') : (provinces.find((p) => p.value === c)?.title ?? c)));
  return <>{names.join(lt('crud.listSeparator'))}</>;
}
