import type { OwnerContract } from '@shared/domain/contractOwner';
import type { DetailTab } from '../../crud/detail/types';
import { financePayments } from './index';

/** The owner contract detail page's tabs (H5): every payment request on its production and resource contracts. */
export const paymentOwnerTabs: DetailTab<OwnerContract>[] = [
  { name: 'payments', label: 'resources.financePayments.ownerTabTitle', list: (o) => ({ resource: financePayments, fixedFilters: { contractOwnerId: o.id } }) },
];
