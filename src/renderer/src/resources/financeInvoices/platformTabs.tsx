import type { PlatformContract } from '@shared/domain/contractPlatform';
import type { DetailTab } from '../../crud/detail/types';

/** The platform contract detail page's invoice tab (H2: its platform invoices and their summary); empty until filled. */
export const invoicePlatformTabs: DetailTab<PlatformContract>[] = [];
