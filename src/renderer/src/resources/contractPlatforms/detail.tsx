import type { PlatformContract } from '@shared/domain/contractPlatform';
import { formatYuan } from '@shared/domain/money';
import type { DetailDescriptor, DetailField } from '../../crud/detail/types';
import { looseT } from '../../crud/looseT';
import { printActions } from '../../pages/print/printActions';
import { arrivalPlatformTabs } from '../financeArrivals/platformTabs';
import { invoicePlatformTabs } from '../financeInvoices/platformTabs';
import { PlatformHistory, PlatformScans, PlatformStatusLog } from './DetailParts';
import { platformContracts } from './index';

const yuan = (key: 'currContractAmount' | 'currContractAmountBefore' | 'changeAmount') => ({ key, render: (r: PlatformContract) => formatYuan(r[key]) });
const party = (key: 'partyJia' | 'partyYi') => ({ key, render: (r: PlatformContract) => r[key]?.deptName ?? '' });

const infoFields: DetailField<PlatformContract>[] = [
  { key: 'kind', render: (r) => looseT(`resources.platformContracts.kinds.${r.kind}`) },
  'yzName',
  'yzCode',
  'code',
  'name',
  party('partyJia'),
  party('partyYi'),
  yuan('currContractAmount'),
  yuan('currContractAmountBefore'),
  yuan('changeAmount'),
  { key: 'statusContract', render: (r) => looseT(`resources.contracts.statuses.${r.statusContract}`) },
  'signDate',
  'version',
  'createUserName',
  'createTime',
  { key: 'scale', wide: true },
  { key: 'remark', wide: true },
  { key: 'changeReason', wide: true },
];

/**
 * /contract/fzq_details/{id}: a platform, project-management or owner-allocated contract — its
 * fields and parties, its scans, its change history and its status log.
 */
export const platformContractDetail: DetailDescriptor<PlatformContract> = {
  resource: platformContracts,
  title: ['name', 'code', { key: 'statusContract', render: (r) => looseT(`resources.contracts.statuses.${r.statusContract}`) }],
  tabs: [
    { name: 'info', label: 'crud.detail.info', fields: infoFields },
    { name: 'scans', label: 'resources.platformContracts.tabs.scans', Component: PlatformScans },
    { name: 'history', label: 'resources.platformContracts.tabs.history', Component: PlatformHistory },
    { name: 'statusLog', label: 'resources.platformContracts.tabs.statusLog', Component: PlatformStatusLog },
    ...invoicePlatformTabs,
    ...arrivalPlatformTabs,
  ],
  actions: printActions<PlatformContract>('/print/contract-platform', (c) => c.name),
};
