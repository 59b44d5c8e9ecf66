import { myContractEndpoints as e } from '@shared/api/myContractEndpoints';
import { CONTRACT_KINDS, type ContractParty } from '@shared/domain/contract';
import { MY_CONTRACT_BUTTONS } from '@shared/domain/contractButtons';
import { formatYuan } from '@shared/domain/money';
import { supplementSchema, supplementScansSchema, type MyContract } from '@shared/domain/myContract';
import { MESSAGES } from '@shared/messages';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { toFieldFiles } from '../projectArchives/attachments';
import { MyContractFields, ScanFields, SupplementFields } from './Fields';
import { dateColumn, labelColumn, moneyColumn } from '../../crud/columns';
import { contractStatusColumn } from '../contractDetails/statusColumn';

export type MyContractValues = Record<string, string>;

const kindLabel = (kind: string) => looseT(`resources.myContracts.kinds.${kind}`);
const statusLabel = (status: number) => looseT(`resources.contracts.statuses.${status}`);
const names = (p: ContractParty | ContractParty[] | undefined) => (Array.isArray(p) ? p.map((x) => x.deptName).join(looseT('crud.listSeparator')) : (p?.deptName ?? ''));

/**
 * The kind's detail page (the families decided in issue 16): the owner contract, the platform family,
 * the payment-type contracts (a resource contract with ?kind=resource).
 */
export function detailAddress(c: Pick<MyContract, 'id' | 'kind'>): string {
  if (c.kind === 'owner') return `/contract/yz_details/${c.id}`;
  if (c.kind === 'production') return `/contract/zq_details/${c.id}`;
  if (c.kind === 'resource') return `/contract/zq_details/${c.id}?kind=resource`;
  return `/contract/fzq_details/${c.id}`;
}

/**
 * 我的合同 (/contract/mine; spec 2 §7 my-contract): the contracts of any organisation naming the
 * caller's organisation as a party, read-only, with the party's own supplement as row actions. The
 * detail pages read their own organisation's contracts only, so 详情 shows for those it recorded.
 */
export const myContracts: ResourceDescriptor<MyContract, MyContractValues> = {
  name: 'myContracts',
  endpoints: { page: e.page, detail: e.detail },
  modes: { view: { title: 'resources.myContracts.viewTitle' } },
  rowButtonsInline: 4,
  rowActions: [
    {
      kind: 'form',
      key: 'supplement',
      label: 'resources.myContracts.actions.supplement',
      permission: MY_CONTRACT_BUTTONS.supplement,
      testId: 'my-contract-supplement',
      schema: supplementSchema,
      Fields: SupplementFields,
      initial: ([c]) => ({
        id: c.supplement?.id ?? '',
        contractId: c.id,
        kind: c.kind,
        internalCode: c.supplement?.internalCode ?? '',
        contactName: c.supplement?.contactName ?? '',
        contactPhone: c.supplement?.contactPhone ?? '',
        scanAttach: toFieldFiles(c.supplement?.scanAttach ?? []),
        remark: c.supplement?.remark ?? '',
      }),
      endpoint: e.submit,
      params: (values) => values,
      success: MESSAGES.updated,
    },
    {
      kind: 'form',
      key: 'scans',
      label: 'resources.myContracts.actions.scans',
      permission: MY_CONTRACT_BUTTONS.supplement,
      visible: (c) => !!c.supplement,
      schema: supplementScansSchema,
      Fields: ScanFields,
      initial: ([c]) => ({ id: c.supplement?.id ?? '', scanAttach: [] }),
      endpoint: e.supplement,
      params: (values) => values,
    },
    {
      kind: 'confirm',
      key: 'removeSupplement',
      label: 'resources.myContracts.actions.removeSupplement',
      permission: MY_CONTRACT_BUTTONS.remove,
      visible: (c) => !!c.supplement,
      endpoint: e.remove,
      params: ([c]) => ({ ids: c.supplement?.id ?? '' }),
      success: MESSAGES.deleted,
    },
    { kind: 'navigate', key: 'details', label: 'resources.myContracts.actions.details', visible: (c) => c.own, to: detailAddress, testId: 'my-contract-details' },
  ],
  columns: [
    { key: 'name', width: 220 },
    labelColumn('kind', 'resources.myContracts.kinds', CONTRACT_KINDS, { width: 110 }),
    moneyColumn('amount', { width: 130 }),
    contractStatusColumn('statusContract', 90),
    { key: 'tenantName', width: 190 },
    { key: 'partyJia', width: 190, exportAs: { part: 'deptName' }, render: (c) => names(c.partyJia) },
    { key: 'partyYi', width: 190, exportAs: { part: 'deptName' }, render: (c) => names(c.partyYi) },
    // The supplement's internal code; one without a code shows ✓, which the export leaves blank.
    { key: 'supplement', width: 130, exportAs: { part: 'internalCode' }, render: (c) => c.supplement?.internalCode || (c.supplement ? '✓' : '—') },
    dateColumn('createTime', { width: 170 }),
  ],
  search: [
    { name: 'name', kind: 'text' },
    {
      name: 'kind',
      kind: 'select',
      get options() {
        return CONTRACT_KINDS.map((value) => ({ value, label: kindLabel(value) }));
      },
    },
    {
      name: 'statusContract',
      kind: 'select',
      get options() {
        return [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: statusLabel(n) }));
      },
    },
    { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
  ],
  empty: {},
  toValues: (c) => ({
    name: c.name,
    code: c.code,
    kind: kindLabel(c.kind),
    statusContract: statusLabel(c.statusContract),
    tenantName: c.tenantName,
    ownerName: c.ownerName,
    partyJia: names(c.partyJia),
    partyYi: names(c.partyYi),
    amount: formatYuan(c.amount),
    signDate: c.signDate,
    remark: c.remark,
    supplementText: c.supplement ? [c.supplement.internalCode, c.supplement.contactName, c.supplement.contactPhone, c.supplement.remark].filter(Boolean).join(' / ') : '',
  }),
  Fields: MyContractFields,
};

/** The enterprise detail's contracts: the same list, between the caller's organisation and the one shown (counterpart), without the supplement's actions. */
export const contractsWithOrganisation: ResourceDescriptor<MyContract, MyContractValues> = {
  ...myContracts,
  rowActions: myContracts.rowActions?.filter((a) => a.key === 'details'),
};
