import type { InvalidatedKey } from '../../crud/invalidation';

/**
 * What a save of any contract kind makes stale besides its own list: the owner contracts' lists and
 * pickers (their totals and remaining cost), the open detail pages with their history and status log,
 * and my contracts. One list, so a kind added later cannot leave a page showing old money.
 */
export const CONTRACT_STALE_KEYS: readonly InvalidatedKey[] = [
  ['contractOwners'],
  ['contractOwnerSummary'],
  ['ownerContractDetails'],
  ['contractHistory'],
  ['contractStatusLog'],
  ['myContracts'],
  ['picker'],
];
