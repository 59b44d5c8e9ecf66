import type { PlatformContract } from '@shared/domain/contractPlatform';
import type { DetailTab } from '../../crud/detail/types';

/** The platform contract detail page's arrival tab (H3: its platform arrivals); empty until filled. */
export const arrivalPlatformTabs: DetailTab<PlatformContract>[] = [];
