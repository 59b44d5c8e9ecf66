import { contractProductionEndpoints } from '@shared/api/contractProductionEndpoints';
import { PRODUCTION_PARTY_YI, type ProductionContract } from '@shared/domain/contractProduction';
import { useQuery } from '@tanstack/react-query';
import { createElement } from 'react';
import { sessionStateQuery } from '../../api/sessionQueries';
import { DictLabels } from '../../resources/projects/cells';
import { contractFields } from './fields';
import { PrintPage } from './PrintPage';
import type { PrintDescriptor } from './types';

type C = ProductionContract;
const f = contractFields<C>();

/** A production service contract as its detail page's 合同信息 and 签约各方 read it. */
const production: Omit<PrintDescriptor<C>, 'detail'> = {
  kind: 'contract-production',
  title: 'resources.print.titles.productionContract',
  labels: 'resources.productionContracts.fields',
  name: (c) => c.name,
  fields: (c) => [
    { key: 'code' },
    f.status(),
    f.wide('name'),
    { key: 'type', show: (x) => createElement(DictLabels, { code: 'fbhtlx', keys: x.type }) },
    f.date('signDate'),
    { key: 'tenantName' },
    f.parties('partyJia'),
    f.parties('partyYi'),
    ...(c.partyJiaOld || c.partyYiOld ? [f.parties('partyJiaOld'), f.parties('partyYiOld')] : []),
    { key: 'yzName' },
    { key: 'yzCode' },
    f.money('yz_currContractAmount'),
    f.money('projectCostFee'),
    f.money('productContractAmount'),
    f.money('costSurplus'),
    f.money('currContractAmount'),
    f.percent('produceDivideOwner'),
    ...(c.version > 0 ? [f.money('currContractAmountBefore'), f.money('changeAmount')] : []),
    f.money('requestTotalAmount'),
    { key: 'version' },
    ...f.recorded(),
    f.wide('subcontractingDesc'),
    ...(c.changeReason ? [f.wide('changeReason')] : []),
    f.wide('remark'),
  ],
};
export const productionContractPrint: PrintDescriptor<C> = { ...production, detail: contractProductionEndpoints.detail };
/** Party B (a production team, review body or publisher) reads it through its own detail call, as on its detail page. */
export const partyProductionContractPrint: PrintDescriptor<C> = { ...production, detail: contractProductionEndpoints.partyDetail };

/** /print/contract-production/{id}. */
export default function ProductionContractPrintPage() {
  const user = useQuery(sessionStateQuery()).data?.user;
  if (!user) return null;
  const partyB = (PRODUCTION_PARTY_YI as readonly string[]).includes(user.orgCategory);
  return <PrintPage key={partyB ? 'party' : 'own'} descriptor={partyB ? partyProductionContractPrint : productionContractPrint} />;
}
