import type { OwnerContract } from '@shared/domain/contractOwner';
import type { DetailTab } from '../../crud/detail/types';

/** The owner contract detail page's tabs of this part (H3:its owner arrivals); empty until filled. */
export const arrivalOwnerTabs: DetailTab<OwnerContract>[] = [];
