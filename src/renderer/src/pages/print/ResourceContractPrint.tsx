import { contractResourceEndpoints } from '@shared/api/contractResourceEndpoints';
import type { ResourceContract } from '@shared/domain/contractResource';
import { useQuery } from '@tanstack/react-query';
import { sessionStateQuery } from '../../api/sessionQueries';
import { contractFields } from './fields';
import { PrintPage } from './PrintPage';
import type { PrintDescriptor } from './types';

type C = ResourceContract;
const f = contractFields<C>();

/** A resource-provider service contract as its detail page's 合同信息, 签约各方 and owner figures read it. */
const resource: Omit<PrintDescriptor<C>, 'detail'> = {
  kind: 'contract-resource',
  title: 'resources.print.titles.resourceContract',
  labels: 'resources.contractResources.fields',
  name: (c) => c.name,
  fields: (c) => [
    { key: 'code' },
    f.status(),
    f.wide('name'),
    f.date('signDate'),
    { key: 'tenantName' },
    f.parties('partyJia'),
    f.parties('partyYi'),
    ...(c.partyJiaOld || c.partyYiOld ? [f.parties('partyJiaOld'), f.parties('partyYiOld')] : []),
    f.percent('commissionPercent'),
    f.money('commissionAmount'),
    ...(c.version > 0 ? [f.percent('preCommissionPercent'), f.money('preCommissionAmount'), f.money('changeAmount')] : []),
    f.money('commissionAmountAfter'),
    f.money('requestTotalAmount'),
    { key: 'yzName' },
    { key: 'yzCode' },
    f.money('yz_currContractAmount'),
    f.money('bizFee'),
    f.money('projectCostFee'),
    f.money('productContractAmount'),
    f.money('resourceContractAmount'),
    f.money('otherAmount'),
    f.money('costSurplus'),
    { key: 'version' },
    ...f.recorded(),
    f.wide('scale'),
    ...(c.changeReason ? [f.wide('changeReason')] : []),
    f.wide('remark'),
  ],
};
export const resourceContractPrint: PrintDescriptor<C> = { ...resource, detail: contractResourceEndpoints.detail };
/** A resource provider (zy) named as party B reads it through its own detail call, as on its detail page. */
export const partyResourceContractPrint: PrintDescriptor<C> = { ...resource, detail: contractResourceEndpoints.partyDetail };

/** /print/contract-resource/{id}. */
export default function ResourceContractPrintPage() {
  const user = useQuery(sessionStateQuery()).data?.user;
  if (!user) return null;
  const partyB = user.orgCategory === 'zy';
  return <PrintPage key={partyB ? 'party' : 'own'} descriptor={partyB ? partyResourceContractPrint : resourceContractPrint} />;
}
