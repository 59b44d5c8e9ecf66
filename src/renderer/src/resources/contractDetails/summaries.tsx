/**
 * The read-only summary tables of spec 2 §2 (issue 16): project info, platform info, resource
 * provider, production and other expense — each takes an owner contract or its id, so any screen
 * can show one. The assignment table is assignment.tsx, the change history ChangeHistoryTable.tsx.
 */
import type { OwnerContract } from '@shared/domain/contractOwner';
import { formatYuan } from '@shared/domain/money';
import { useLooseT, type LooseT } from '../../crud/looseT';
import { partyNames, statusLabel } from './cells';
import { SummaryTable, useOwnerContract, type OwnerContractSource, type SummaryRow } from './summaryTable';

const T = 'resources.ownerContractDetails.summaries';
const money = (c: OwnerContract, key: keyof OwnerContract & string): SummaryRow => ({ key, value: formatYuan(c[key] as string), money: true });

function Summary({ source, name, rows }: { source: OwnerContractSource; name: string; rows: (c: OwnerContract, t: LooseT) => SummaryRow[] }) {
  const contract = useOwnerContract(source);
  const lt = useLooseT();
  return contract ? <SummaryTable name={name} title={`${T}.${name}`} rows={rows(contract, lt)} /> : null;
}

/** 项目信息: the owner contract's code, name, parties, amount, sign date and status. */
export function ProjectInfoTable(source: OwnerContractSource) {
  return (
    <Summary
      source={source}
      name="projectInfo"
      rows={(c, t) => [
        { key: 'code', value: c.code || '—' },
        { key: 'name', value: c.name },
        { key: 'partyJia', value: partyNames(c.partyJia, t) || '—' },
        { key: 'partyYi', value: partyNames(c.partyYi, t) || '—' },
        { key: 'currContractAmount', value: formatYuan(c.currContractAmount) },
        { key: 'signDate', value: c.signDate || '—' },
        { key: 'statusContract', value: statusLabel(c.statusContract, t) },
      ]}
    />
  );
}

/** 平台信息: the platform's and the system's fees, what is left after them, and the platform family's signed totals. */
export function PlatformInfoTable(source: OwnerContractSource) {
  return (
    <Summary
      source={source}
      name="platformInfo"
      rows={(c) => [
        money(c, 'platformFee'),
        money(c, 'sysFee'),
        money(c, 'exPlatformFee'),
        money(c, 'exProjectFee'),
        money(c, 'platformContractAmount'),
        money(c, 'projectContractAmount'),
        money(c, 'basicContractAmount'),
      ]}
    />
  );
}

/** 资源方: the resource-provider contracts' signed total. */
export function ResourceProviderTable(source: OwnerContractSource) {
  return <Summary source={source} name="resourceProvider" rows={(c) => [money(c, 'resourceContractAmount')]} />;
}

/** 生产: the production service contracts' signed total. */
export function ProductionTable(source: OwnerContractSource) {
  return <Summary source={source} name="production" rows={(c) => [money(c, 'productContractAmount')]} />;
}

/** 其他支出: other expenses (the finance issue fills them; '0.00' until then). */
export function OtherExpenseTable(source: OwnerContractSource) {
  return <Summary source={source} name="otherExpense" rows={(c) => [money(c, 'otherAmount'), money(c, 'payTotalAmount'), money(c, 'costSurplus')]} />;
}
