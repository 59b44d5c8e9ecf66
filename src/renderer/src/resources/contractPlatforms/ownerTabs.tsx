import type { OwnerContract } from '@shared/domain/contractOwner';
import type { PlatformKind } from '@shared/domain/contractPlatform';
import type { DetailTab } from '../../crud/detail/types';
import { platformContractsOf } from './index';

const tab = (kind: PlatformKind, name: string): DetailTab<OwnerContract> => ({
  name,
  label: `resources.platformContracts.tabs.${name}`,
  list: (o) => ({ resource: platformContractsOf(kind, { id: o.id, name: o.name }), fixedFilters: { type: kind, contractOwnerId: o.id } }),
});

/** The owner contract detail page's tabs of this family (H2): its platform, project-management and owner-allocated contracts, listed and added in place. */
export const platformOwnerTabs: DetailTab<OwnerContract>[] = [tab('platform', 'platformOfOwner'), tab('project', 'projectOfOwner'), tab('basic', 'basicOfOwner')];
