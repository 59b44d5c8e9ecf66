import { contractPlatformEndpoints } from '@shared/api/contractPlatformEndpoints';
import type { PlatformContract, PlatformKind } from '@shared/domain/contractPlatform';
import { contractFields } from './fields';
import { PrintPage } from './PrintPage';
import type { PrintDescriptor } from './types';

type C = PlatformContract;
const f = contractFields<C>();
const TITLES: Record<PlatformKind, string> = {
  platform: 'resources.print.titles.platformContract',
  project: 'resources.print.titles.projectContract',
  basic: 'resources.print.titles.basicContract',
};

/**
 * A platform, project-management or owner-allocated contract as its detail page (/contract/fzq_details)
 * reads it: one detail call serves the three kinds, so one print does, titled by the record's kind.
 */
export const platformContractPrint: PrintDescriptor<C> = {
  kind: 'contract-platform',
  detail: contractPlatformEndpoints.detail,
  title: (c) => TITLES[c.kind],
  labels: 'resources.platformContracts.fields',
  name: (c) => c.name,
  fields: (c) => [
    { key: 'code' },
    f.status(),
    f.wide('name'),
    { key: 'yzName' },
    { key: 'yzCode' },
    f.parties('partyJia'),
    f.parties('partyYi'),
    f.money('currContractAmount'),
    f.date('signDate'),
    ...(c.version > 0 ? [f.money('currContractAmountBefore'), f.money('changeAmount')] : []),
    { key: 'version' },
    ...f.recorded(),
    f.wide('scale'),
    ...(c.changeReason ? [f.wide('changeReason')] : []),
    f.wide('remark'),
  ],
};

/** /print/contract-platform/{id}. */
export default function PlatformContractPrintPage() {
  return <PrintPage descriptor={platformContractPrint} />;
}
