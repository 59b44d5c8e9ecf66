import type { ProductionContract } from '@shared/domain/contractProduction';
import type { ResourceContract } from '@shared/domain/contractResource';
import type { DetailTab } from '../../crud/detail/types';
import { financePayments } from './index';

/** The payment-type contract detail pages' tabs (H5): the contract's payment requests with their paid amounts and status; pay and refuse in place. */
export const paymentProductionTabs: DetailTab<ProductionContract>[] = [
  { name: 'payments', label: 'resources.financePayments.tabTitle', list: (c) => ({ resource: financePayments, fixedFilters: { contractId: c.id } }) },
];
export const paymentResourceTabs: DetailTab<ResourceContract>[] = [
  { name: 'payments', label: 'resources.financePayments.tabTitle', list: (c) => ({ resource: financePayments, fixedFilters: { contractId: c.id } }) },
];
