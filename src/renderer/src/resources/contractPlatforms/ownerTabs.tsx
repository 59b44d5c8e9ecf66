import type { OwnerContract } from '@shared/domain/contractOwner';
import type { DetailTab } from '../../crud/detail/types';

/** The owner contract detail page's tabs of this kind (H2): its platform contracts, listed and added in place. */
export const platformOwnerTabs: DetailTab<OwnerContract>[] = [];
