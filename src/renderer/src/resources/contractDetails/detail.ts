import type { OwnerContract } from '@shared/domain/contractOwner';
import type { DetailDescriptor } from '../../crud/detail/types';
import { platformOwnerTabs } from '../contractPlatforms/ownerTabs';
import { productionOwnerTabs } from '../contractProductions/ownerTabs';
import { resourceOwnerTabs } from '../contractResources/ownerTabs';
import { financeOwnerTabs } from './financeTabs';
import { OwnerContractInfo } from './InfoTab';
import { OwnerContractAttachments, OwnerContractHistory, OwnerContractProjects, OwnerContractStatusLog } from './OwnerContractTabs';
import { ownerContractDetails } from './index';
import { printActions } from '../../pages/print/printActions';

const T = 'resources.ownerContractDetails.tabs';

/**
 * /contract/yz_details/{id}: the owner contract — its fields and summary tables, its projects, the
 * contracts that divide its money (each kind's own slot: platform family H2, production H3, resource
 * H4), the finance slot, its change history, status log and attachments.
 */
export const ownerContractDetail: DetailDescriptor<OwnerContract> = {
  resource: ownerContractDetails,
  title: ['name', 'code', 'statusContract'],
  tabs: [
    { name: 'info', label: `${T}.info`, Component: OwnerContractInfo },
    { name: 'projects', label: `${T}.projects`, Component: OwnerContractProjects },
    ...platformOwnerTabs,
    ...productionOwnerTabs,
    ...resourceOwnerTabs,
    ...financeOwnerTabs,
    { name: 'history', label: `${T}.history`, Component: OwnerContractHistory },
    { name: 'statusLog', label: `${T}.statusLog`, Component: OwnerContractStatusLog },
    { name: 'attachments', label: `${T}.attachments`, Component: OwnerContractAttachments },
  ],
  actions: printActions<OwnerContract>('/print/contract-owner', (c) => c.name),
};
