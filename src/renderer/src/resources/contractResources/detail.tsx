import type { ContractParty } from '@shared/domain/contract';
import type { ResourceContract } from '@shared/domain/contractResource';
import { formatYuan } from '@shared/domain/money';
import type { FieldValues } from 'react-hook-form';
import type { DetailDescriptor, DetailField, DetailTab } from '../../crud/detail/types';
import { looseT } from '../../crud/looseT';
import { printActions } from '../../pages/print/printActions';
import type { ResourceDescriptor } from '../../crud/types';
import { paymentResourceTabs } from '../financePayments/payableTabs';
import { OWNER_FIGURES } from './Fields';
import { AttachmentsTab, HistoryTab, StatusLogTab } from './tabs';

const yuan = (key: keyof ResourceContract & string): DetailField<ResourceContract> => ({ key, render: (r) => formatYuan(String(r[key] ?? '0')) });
const party = (key: 'partyJia' | 'partyYi' | 'partyJiaOld' | 'partyYiOld'): DetailField<ResourceContract> => ({ key, render: (r) => (r[key] as ContractParty | undefined)?.deptName ?? '' });
const status: DetailField<ResourceContract> = { key: 'statusContract', render: (r) => looseT(`resources.contracts.statuses.${r.statusContract}`) };
const tab = (name: string) => `resources.contractResources.tabs.${name}`;

/**
 * /contract/zq_details/{id}?kind=resource: the contract, its parties, its owner contract's figures,
 * its change history, its status log and its scans. Party B (a resource provider) reads it through
 * its own detail call; the change history is the recording organisation's.
 */
export function resourceContractDetail(resource: ResourceDescriptor<ResourceContract, FieldValues>, asParty: boolean): DetailDescriptor<ResourceContract> {
  const tabs: DetailTab<ResourceContract>[] = [
    {
      name: 'info',
      label: tab('info'),
      fields: [
        'name',
        'code',
        status,
        'signDate',
        'commissionPercent',
        yuan('commissionAmount'),
        'preCommissionPercent',
        yuan('preCommissionAmount'),
        yuan('changeAmount'),
        yuan('commissionAmountAfter'),
        yuan('requestTotalAmount'),
        'version',
        'createUserName',
        'createTime',
        { key: 'scale', wide: true },
        { key: 'changeReason', wide: true },
        { key: 'remark', wide: true },
      ],
    },
    { name: 'parties', label: tab('parties'), fields: ['tenantName', party('partyJia'), party('partyYi'), party('partyJiaOld'), party('partyYiOld')] },
    { name: 'owner', label: tab('owner'), fields: ['yzName', 'yzCode', ...OWNER_FIGURES.map((k) => (k === 'invoiceRate' ? k : yuan(k)))] },
    ...(asParty ? [] : [{ name: 'history', label: tab('history'), Component: HistoryTab }]),
    { name: 'statusLog', label: tab('statusLog'), Component: StatusLogTab },
    { name: 'attachments', label: tab('attachments'), Component: AttachmentsTab },
    ...paymentResourceTabs,
  ];
  return { resource, title: ['name', status, 'code'], tabs, actions: printActions<ResourceContract>('/print/contract-resource', (c) => c.name) };
}
