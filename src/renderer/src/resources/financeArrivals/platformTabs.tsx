import type { PlatformContract } from '@shared/domain/contractPlatform';
import type { DetailTab } from '../../crud/detail/types';
import { ArrivalsTab } from './ArrivalsTab';

function PlatformArrivals({ record }: { record: PlatformContract }) {
  return <ArrivalsTab kind="platform" record={record} />;
}

/** The platform contract detail page's 到账 tab (H3): its arrived totals and its platform arrivals. */
export const arrivalPlatformTabs: DetailTab<PlatformContract>[] = [{ name: 'arrivals', label: 'resources.platformArrivals.tab', Component: PlatformArrivals }];
