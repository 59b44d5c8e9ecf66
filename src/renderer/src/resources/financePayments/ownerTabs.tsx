import type { OwnerContract } from '@shared/domain/contractOwner';
import type { DetailTab } from '../../crud/detail/types';

/** The owner contract detail page's tabs of this part (H5:the payment requests and payments of its production and resource contracts); empty until filled. */
export const paymentOwnerTabs: DetailTab<OwnerContract>[] = [];
