import { contractResourceEndpoints as e } from '@shared/api/contractResourceEndpoints';
import { contractStatusMachine } from '@shared/domain/contract';
import { RESOURCE_CONTRACT_BUTTONS as B } from '@shared/domain/contractButtons';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { RESOURCE_CHANGEABLE, resourceContractModifySchema, resourceContractSchema, type ResourceContract } from '@shared/domain/contractResource';
import { createElement } from 'react';
import type { FieldValues } from 'react-hook-form';
import { looseT } from '../../crud/looseT';
import type { Column, FieldsProps, ResourceDescriptor, RowAction, SearchField } from '../../crud/types';
import { toFieldFiles } from '../projectArchives/attachments';
import { OWNER_FIGURES, ownerValues, ResourceContractFields } from './Fields';
import { CONTRACT_STALE_KEYS } from '../contractDetails/staleKeys';
import { dateColumn, moneyColumn } from '../../crud/columns';
import { contractStatusColumn } from '../contractDetails/statusColumn';

const statusLabel = (status: number) => looseT(`resources.contracts.statuses.${status}`);
const unsigned = (r: ResourceContract) => r.statusContract === 0 || r.statusContract === 1;
const signed = (r: ResourceContract) => r.statusContract === 2 || r.statusContract === 3;

const EMPTY: FieldValues = {
  contractOwnerId: '',
  yzName: '',
  yzCode: '',
  ownerParties: [],
  name: '',
  code: '',
  scale: '',
  partyJia: null,
  partyYi: null,
  signDate: '',
  commissionPercent: '',
  commissionAmount: '',
  commissionAmountAfter: '',
  preCommissionPercent: '',
  preCommissionAmount: '',
  changeAmount: '',
  requestTotalAmount: '0.00',
  scanAttach: [],
  remark: '',
  ...Object.fromEntries(OWNER_FIGURES.map((k) => [k, ''])),
};

const toValues = (r: ResourceContract): FieldValues => {
  const record = r as unknown as Record<string, unknown>;
  return {
    ...Object.fromEntries(Object.keys(EMPTY).map((k) => [k, record[k] ?? EMPTY[k]])),
    ownerParties: [],
    partyJia: r.partyJia ?? null,
    partyYi: r.partyYi ?? null,
    scanAttach: toFieldFiles(r.scanAttach),
  };
};

const columns: Column<ResourceContract>[] = [
  { key: 'name', width: 200 },
  { key: 'code', width: 140 },
  { key: 'yzName', width: 200 },
  { key: 'partyYi', width: 180, exportAs: { part: 'deptName' }, render: (r) => r.partyYi?.deptName ?? '' },
  { key: 'commissionPercent', width: 110 },
  moneyColumn('commissionAmount', { width: 150 }),
  contractStatusColumn('statusContract', 90),
  dateColumn('signDate', { width: 110 }),
  { key: 'createUserName', width: 100 },
  dateColumn('createTime', { width: 170 }),
];

const search: SearchField[] = [
  { name: 'name', kind: 'text' },
  { name: 'code', kind: 'text' },
  {
    name: 'statusContract',
    kind: 'select',
    get options() {
      return [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: statusLabel(n) }));
    },
  },
  { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
];

const details: RowAction<ResourceContract> = { kind: 'navigate', key: 'details', label: 'resources.contractResources.actions.details', to: (r) => `/contract/zq_details/${r.id}?kind=resource`, testId: 'resource-details' };

/** The drawer's titles name one contract (the list's English name is plural). */
const T = { add: 'resources.contractResources.titles.add', edit: 'resources.contractResources.titles.edit', view: 'resources.contractResources.titles.view', modify: 'resources.contractResources.titles.modify' };

/**
 * Resource-provider service contracts (spec 2 §2, §5): add, edit while unsigned, view, modify (变更)
 * while signed or paused, the status dialog of the contract machine, remove while unsigned, details.
 * `owner`: the owner contract's tab, where the add form opens on that owner contract.
 */
export function resourceContractsOf(owner?: OwnerContract): ResourceDescriptor<ResourceContract, FieldValues> {
  return {
    name: 'contractResources',
    // A resource contract changes its owner contract's totals and remaining cost (its lists, pickers and detail).
    invalidates: CONTRACT_STALE_KEYS,
    endpoints: { page: e.page, detail: e.detail },
    modes: {
      add: { endpoint: e.submit, schema: resourceContractSchema, permission: B.add, title: T.add },
      edit: { endpoint: e.submit, schema: resourceContractSchema, permission: B.edit, visible: unsigned, title: T.edit },
      view: { title: T.view },
      modify: {
        title: T.modify,
        endpoint: e.modify,
        schema: resourceContractModifySchema,
        changeable: [...RESOURCE_CHANGEABLE],
        permission: B.modify,
        visible: signed,
        format: (field, r) => (field === 'scanAttach' ? r.scanAttach.map((a) => a.name).join(', ') : String((r as unknown as Record<string, unknown>)[field] ?? '')),
      },
    },
    remove: { endpoint: e.remove, permission: B.remove, visible: unsigned },
    rowActions: [
      {
        kind: 'status',
        key: 'status',
        label: 'resources.contractResources.actions.status',
        permission: B.status,
        machine: contractStatusMachine,
        endpoint: e.changeStatus,
        params: (c) => ({ id: c.id, statusContract: c.status, code: c.code }),
        testId: 'resource-status',
      },
      details,
    ],
    rowButtonsInline: 5,
    columns,
    search,
    empty: owner ? { ...EMPTY, ...ownerValues(owner) } : EMPTY,
    toValues,
    Fields: owner ? (p: FieldsProps) => createElement(ResourceContractFields, { ...p, ownerFixed: true }) : ResourceContractFields,
  };
}

export const contractResources = resourceContractsOf();

/** Party B's view (a resource provider): the contracts naming it, read-only, with their details. */
export const partyResourceContracts: ResourceDescriptor<ResourceContract, FieldValues> = {
  name: 'contractResources',
  endpoints: { page: e.partyPage, detail: e.partyDetail },
  modes: { view: { title: T.view } },
  rowActions: [details],
  columns: [{ key: 'tenantName', width: 200 }, ...columns.filter((c) => c.key !== 'partyYi' && c.key !== 'createUserName')],
  search,
  empty: EMPTY,
  toValues,
  Fields: ResourceContractFields,
};
