import { useQuery } from '@tanstack/react-query';
import type { ProductionContract } from '@shared/domain/contractProduction';
import { PRODUCTION_PARTY_YI } from '@shared/domain/contractProduction';
import { formatYuan } from '@shared/domain/money';
import { createElement } from 'react';
import { userInfoQuery } from '../../api/sessionQueries';
import { DetailPage } from '../../crud/detail/DetailPage';
import type { DetailDescriptor, DetailField, DetailTab } from '../../crud/detail/types';
import { ListPage } from '../../crud/ListPage';
import { printActions } from '../../pages/print/printActions';
import { AttachmentNames } from '../projectArchives/attachments';
import { PartyNames } from '../projects/cells';
import { productionHistory, productionStatusLog } from './history';
import { paymentProductionTabs } from '../financePayments/payableTabs';
import { partyProductionContracts, productionContracts } from './index';

const yuan = (key: keyof ProductionContract & string): DetailField<ProductionContract> => ({ key, render: (c) => formatYuan(String(c[key])) });
const percent = (key: keyof ProductionContract & string): DetailField<ProductionContract> => ({ key, render: (c) => `${String(c[key])} %` });

const info: DetailTab<ProductionContract> = {
  name: 'info',
  label: 'resources.productionContracts.tabs.info',
  fields: [
    'name',
    'code',
    'type',
    'statusContract',
    'signDate',
    'tenantName',
    'yzName',
    'yzCode',
    yuan('yz_currContractAmount'),
    yuan('projectCostFee'),
    yuan('productContractAmount'),
    yuan('costSurplus'),
    yuan('currContractAmount'),
    percent('produceDivideOwner'),
    yuan('currContractAmountBefore'),
    yuan('changeAmount'),
    yuan('requestTotalAmount'),
    'version',
    'createUserName',
    'createTime',
    { key: 'subcontractingDesc', wide: true },
    { key: 'changeReason', wide: true },
    { key: 'remark', wide: true },
  ],
};

const parties: DetailTab<ProductionContract> = {
  name: 'parties',
  label: 'resources.productionContracts.tabs.parties',
  fields: [
    'partyJia',
    'partyYi',
    { key: 'partyJiaOld', render: (c) => createElement(PartyNames, { parties: [c.partyJiaOld ?? null] }) },
    { key: 'partyYiOld', render: (c) => createElement(PartyNames, { parties: [c.partyYiOld ?? null] }) },
  ],
};

const tabs: DetailTab<ProductionContract>[] = [
  info,
  parties,
  { name: 'history', label: 'resources.productionContracts.tabs.history', Component: ({ record }) => <ListPage resource={productionHistory} fixedFilters={{ recordId: record.id }} height={320} scope={record.id} /> },
  { name: 'statusLog', label: 'resources.productionContracts.tabs.statusLog', Component: ({ record }) => <ListPage resource={productionStatusLog} fixedFilters={{ id: record.id }} height={320} scope={record.id} /> },
  { name: 'attachments', label: 'resources.productionContracts.tabs.attachments', Component: ({ record }) => <AttachmentNames items={record.scanAttach} /> },
  ...paymentProductionTabs,
];

const title: DetailField<ProductionContract>[] = ['name', 'code', 'statusContract'];
const actions = printActions<ProductionContract>('/print/contract-production', (c) => c.name);
const ownDetail: DetailDescriptor<ProductionContract> = { resource: productionContracts, title, tabs, actions };
/** Party B reads the contract and its status log; the change history is the recording organisation's. */
const partyDetail: DetailDescriptor<ProductionContract> = { resource: partyProductionContracts, title, tabs: tabs.filter((t) => t.name !== 'history'), actions };

/**
 * /contract/zq_details/{id} for a production contract: the contract, its parties (and those before
 * its last change), its change history, its status log and its attachments. A production team, review
 * body or publisher reads it as party B.
 */
export default function ProductionContractDetailPage() {
  const me = useQuery(userInfoQuery()).data;
  if (!me) return null;
  const partyB = (PRODUCTION_PARTY_YI as readonly string[]).includes(me.orgCategory);
  return <DetailPage key={partyB ? 'party' : 'own'} detail={partyB ? partyDetail : ownDetail} />;
}
