import type { OwnerContract } from '@shared/domain/contractOwner';
import type { DetailTab } from '../../crud/detail/types';

/** The owner contract detail page's tabs of this part (H2:its owner invoices and their summary); empty until filled. */
export const invoiceOwnerTabs: DetailTab<OwnerContract>[] = [];
