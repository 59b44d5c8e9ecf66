import type { OwnerContract } from '@shared/domain/contractOwner';
import type { DetailTab } from '../../crud/detail/types';
import { resourceContractsOf } from './index';

/** The owner contract detail page's tabs of this kind (H4): its resource contracts, listed and added in place. */
export const resourceOwnerTabs: DetailTab<OwnerContract>[] = [
  { name: 'resource', label: 'resources.contractResources.ownerTab', list: (o) => ({ resource: resourceContractsOf(o), fixedFilters: { contractOwnerId: o.id } }) },
];
