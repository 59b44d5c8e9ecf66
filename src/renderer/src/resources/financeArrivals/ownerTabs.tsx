import type { OwnerContract } from '@shared/domain/contractOwner';
import type { DetailTab } from '../../crud/detail/types';
import { ArrivalsTab } from './ArrivalsTab';

function OwnerArrivals({ record }: { record: OwnerContract }) {
  return <ArrivalsTab kind="owner" record={record} />;
}

/** The owner contract detail page's 到账 tab (H3): its arrived totals and its owner arrivals, added in place. */
export const arrivalOwnerTabs: DetailTab<OwnerContract>[] = [{ name: 'arrivals', label: 'resources.ownerArrivals.tab', Component: OwnerArrivals }];
