import type { OwnerContract } from '@shared/domain/contractOwner';
import type { DetailTab } from '../../crud/detail/types';

/** The owner contract detail page's tabs of this part (H4:its other expenses); empty until filled. */
export const expenseOwnerTabs: DetailTab<OwnerContract>[] = [];
