import type { Project } from '@shared/domain/project';
import type { DetailTab } from '../../crud/detail/types';
import { ownerContractDetails } from './index';

/**
 * The project detail page's contracts tab (合同): the owner contracts associating the project
 * (contract-owner/list with projectId), read-only, each row opening its /contract/yz_details page.
 */
export const projectContractTabs: DetailTab<Project>[] = [
  { name: 'contracts', label: 'resources.ownerContractDetails.tabs.contracts', list: (p) => ({ resource: ownerContractDetails, fixedFilters: { projectId: p.id } }) },
];
