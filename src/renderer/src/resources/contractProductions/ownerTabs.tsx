import type { OwnerContract } from '@shared/domain/contractOwner';
import type { DetailTab } from '../../crud/detail/types';
import { productionsOf } from './index';

/** The owner contract detail page's tabs of this kind (H3): its production contracts, listed and added in place. */
export const productionOwnerTabs: DetailTab<OwnerContract>[] = [
  { name: 'production', label: 'resources.productionContracts.name', list: (o) => ({ resource: productionsOf(o), fixedFilters: { contractOwnerId: o.id } }) },
];
