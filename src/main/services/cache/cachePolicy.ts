/**
 * What the cache keeps of each GET, and for how long it is trusted without asking the server again.
 * Reference data (dictionaries, regions, menus, the organisation list, the profile) is answered from
 * the cache at once and revalidated in the background when stale; lists and details go to the
 * server first and are answered from the cache only when it cannot be reached.
 */
import { dictBizEndpoints } from '@shared/api/dictEndpoints';
import { endpoints, type Endpoint } from '@shared/api/endpoints';
import type { ModuleName } from '@shared/api/modules';
import { personalEndpoints } from '@shared/api/personalEndpoints';

export type ReferenceGroup = 'dictionary' | 'region' | 'menu' | 'orgs' | 'profile';

export type CachePolicy = { kind: 'reference'; group: ReferenceGroup; freshMs: number } | { kind: 'page' } | { kind: 'none' };

const HOUR = 3_600_000;

/** How long reference data is answered without revalidation (docs/decisions.md, "cache policy"). */
export const FRESH_MS: Record<ReferenceGroup, number> = {
  dictionary: 12 * HOUR,
  region: 7 * 24 * HOUR,
  menu: HOUR,
  orgs: 5 * 60_000,
  profile: 5 * 60_000,
};

/** Groups revalidated on the first read after sign-in, a switch of organisation or a restart. */
export const REFRESH_ON_OPEN: readonly ReferenceGroup[] = ['menu', 'orgs', 'profile'];

const REFERENCE: [Endpoint<unknown, unknown>, ReferenceGroup][] = [
  [endpoints.dictionary, 'dictionary'],
  [endpoints.dictChildList, 'dictionary'],
  [endpoints.dictListParentId, 'dictionary'],
  // Business dictionaries are read by forms the same way (a `biz:` code), and refreshed with the rest.
  [dictBizEndpoints.dictionary, 'dictionary'],
  [dictBizEndpoints.childList, 'dictionary'],
  [endpoints.regionLazyTree, 'region'],
  [endpoints.regionSelect, 'region'],
  [endpoints.regionDetail, 'region'],
  [endpoints.menuRoutes, 'menu'],
  [endpoints.menuButtons, 'menu'],
  [endpoints.userOrgs, 'orgs'],
  [endpoints.userInfo, 'profile'],
];

const referenceByCall = new Map(REFERENCE.map(([e, group]) => [`${e.module} ${e.path}`, group]));

/**
 * Never cached: the auth module (tokens, captchas, sign-out) but the profile; SMS codes; and the
 * resource module, whose answers carry storage credentials. The cache holds no secret.
 */
function neverCached(module: ModuleName, path: string): boolean {
  if (module === 'resource') return true;
  if (module === 'auth') return !referenceByCall.has(`${module} ${path}`);
  return familyOf(path) === 'sms';
}

export function policyFor(module: ModuleName, path: string): CachePolicy {
  const group = referenceByCall.get(`${module} ${path}`);
  if (group) return { kind: 'reference', group, freshMs: FRESH_MS[group] };
  return neverCached(module, path) ? { kind: 'none' } : { kind: 'page' };
}

/**
 * Writes that change reference data of another family: the personal centre's profile, phone and
 * joining an organisation. Their groups are revalidated on the next read instead of waiting out freshMs.
 */
const STALES = new Map<string, readonly ReferenceGroup[]>(
  (
    [
      [personalEndpoints.profileUpdate, ['profile']],
      [personalEndpoints.phoneReset, ['profile']],
      [personalEndpoints.inviteJoin, ['orgs']],
    ] as [Endpoint<unknown, unknown>, ReferenceGroup[]][]
  ).map(([e, groups]) => [`${e.module} ${e.path}`, groups]),
);

export function groupsStaledBy(module: ModuleName, path: string): readonly ReferenceGroup[] {
  return STALES.get(`${module} ${path}`) ?? [];
}

/** `feedback/list`, `feedback/detail` and `feedback/save` are one family: a write to it invalidates the others. */
export function familyOf(path: string): string {
  return path.split('/')[0];
}
