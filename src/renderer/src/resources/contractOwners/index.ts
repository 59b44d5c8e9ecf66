import { contractOwnerEndpoints as E } from '@shared/api/contractOwnerEndpoints';
import { CONTRACT_STATUS, contractStatusMachine, type ContractStatusRecord } from '@shared/domain/contract';
import { OWNER_CONTRACT_BUTTONS as B } from '@shared/domain/contractButtons';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { ownerContractSchema, ownerDraftSchema, ownerModifySchema } from '@shared/domain/contractOwnerSchema';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { OwnerContractFields } from './Fields';
import { EMPTY, partyNames, toValues, type OwnerContractValues } from './values';
import { CONTRACT_STALE_KEYS } from '../contractDetails/staleKeys';
import { dateColumn, moneyColumn } from '../../crud/columns';
import { contractStatusColumn } from '../contractDetails/statusColumn';

const statusLabel = (s: number) => looseT(`resources.contracts.statuses.${s}`);
const editable = (c: OwnerContract) => c.statusContract === CONTRACT_STATUS.draft || c.statusContract === CONTRACT_STATUS.unsigned;
const modifiable = (c: OwnerContract) => c.statusContract === CONTRACT_STATUS.signed || c.statusContract === CONTRACT_STATUS.paused;
const consortium = (v: Record<string, unknown>) => String(v.isConsortium) === '1';
/** A draft is saved with the name alone (status 0); only a new contract or a draft may be. */
const draftSubmit = { key: 'draft', label: 'resources.contractOwners.actions.draft', schema: ownerDraftSchema, body: { statusContract: 0 } };

/**
 * 业主项目合同 (/contract/owner, spec 2 §2, §4, §5): add (or save a draft), edit while unsigned, view,
 * modify (变更) once signed, the one contract status dialog, remove while unsigned, and the details page.
 */
export const contractOwners: ResourceDescriptor<OwnerContract, OwnerContractValues> = {
  name: 'contractOwners',
  // The project page's contracts tab and the sub-kinds' owner-contract pickers read these.
  invalidates: [['projects'], ...CONTRACT_STALE_KEYS],
  endpoints: { page: E.page, detail: E.detail },
  modes: {
    add: { endpoint: E.submit, endpointFor: (v) => (consortium(v) ? E.submitConsortium : E.submit), schema: ownerContractSchema, permission: B.add, extraSubmits: [draftSubmit] },
    edit: {
      endpoint: E.submit,
      endpointFor: (v) => (consortium(v) ? E.submitConsortium : E.submit),
      schema: ownerContractSchema,
      permission: B.edit,
      visible: editable,
      extraSubmits: [{ ...draftSubmit, visible: (c) => c?.statusContract === CONTRACT_STATUS.draft }],
    },
    view: {},
    modify: {
      endpoint: E.modify,
      schema: ownerModifySchema,
      permission: B.modify,
      visible: modifiable,
      changeable: ['currContractAmount', 'platformFeeRatio', 'sysFeeRatio', 'bizFeeRatio', 'projectCostFee', 'signDate', 'partyJia', 'partyYi'],
      format: (field, c) => (field === 'partyJia' || field === 'partyYi' ? partyNames(c[field]) : String((c as unknown as Record<string, unknown>)[field] ?? '')),
    },
  },
  remove: { endpoint: E.remove, permission: B.remove, visible: editable },
  rowButtonsInline: 5,
  rowActions: [
    { kind: 'navigate', key: 'details', label: 'resources.contractOwners.actions.details', to: (c) => `/contract/yz_details/${c.id}`, testId: 'owner-details' },
    {
      kind: 'status',
      key: 'status',
      label: 'resources.contractOwners.actions.status',
      permission: B.status,
      // The one machine of every kind reads {kind, statusContract}; an owner record carries both.
      machine: contractStatusMachine as never,
      endpoint: E.changeStatus,
      params: (change) => ({ id: change.id, statusContract: change.status, code: change.code }),
      summary: ['name'],
      visible: (c: ContractStatusRecord) => c.statusContract >= CONTRACT_STATUS.unsigned && c.statusContract <= CONTRACT_STATUS.paused,
    },
  ],
  columns: [
    { key: 'code', width: 140 },
    { key: 'name', width: 220 },
    { key: 'partyJia', width: 170, exportAs: { part: 'deptName' }, render: (c) => partyNames(c.partyJia) },
    { key: 'partyYi', width: 170, exportAs: { part: 'deptName' }, render: (c) => partyNames(c.partyYi) },
    moneyColumn('currContractAmount', { width: 140 }),
    moneyColumn('projectCostFee', { width: 140 }),
    contractStatusColumn('statusContract', 90),
    dateColumn('signDate', { width: 170 }),
    { key: 'createUserName', width: 100 },
    dateColumn('createTime', { width: 170 }),
  ],
  search: [
    { name: 'name', kind: 'text' },
    {
      name: 'statusContract',
      kind: 'select',
      get options() {
        return [0, 1, 2, 3, 4, 5].map((s) => ({ value: String(s), label: statusLabel(s) }));
      },
    },
    { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
  ],
  empty: EMPTY,
  toValues,
  Fields: OwnerContractFields,
};
