import type { OwnerContract } from '@shared/domain/contractOwner';
import type { DetailTab } from '../../crud/detail/types';

/**
 * The owner contract detail page's finance tabs (invoices, arrivals, expenses, payments): the finance
 * issue fills this slot; until then the page has none (no placeholder tab).
 */
export const financeOwnerTabs: DetailTab<OwnerContract>[] = [];
