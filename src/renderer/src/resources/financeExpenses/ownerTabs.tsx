import type { OwnerContract } from '@shared/domain/contractOwner';
import type { DetailTab } from '../../crud/detail/types';
import { otherFeesOf } from './index';

/** The owner contract detail page's tabs of this part (H4): its other expenses, listed and added in place. */
export const expenseOwnerTabs: DetailTab<OwnerContract>[] = [
  { name: 'otherFees', label: 'resources.otherFees.tab', list: (o) => ({ resource: otherFeesOf(o), fixedFilters: { contractOwnerId: o.id } }) },
];
