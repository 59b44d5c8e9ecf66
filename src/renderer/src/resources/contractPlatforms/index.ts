import { contractPlatformEndpoints as e } from '@shared/api/contractPlatformEndpoints';
import { contractStatusMachine } from '@shared/domain/contract';
import { platformContractSchema, platformKindFlag, platformModifySchema, PLATFORM_KIND_BUTTONS, type PlatformContract, type PlatformKind } from '@shared/domain/contractPlatform';
import { MESSAGES } from '@shared/messages';
import { looseT } from '../../crud/looseT';
import type { ConfirmAction, ResourceDescriptor } from '../../crud/types';
import type { FieldFile } from '../../features/uploads/fields';
import { toFieldFiles } from '../projectArchives/attachments';
import { PlatformContractFields } from './Fields';
import { CONTRACT_STALE_KEYS } from '../contractDetails/staleKeys';
import { dateColumn, moneyColumn } from '../../crud/columns';
import { contractStatusColumn } from '../contractDetails/statusColumn';

export type PlatformValues = {
  kind: PlatformKind;
  contractOwnerId: string;
  contractOwnerName: string;
  name: string;
  code: string;
  scale: string;
  partyYiId: string;
  currContractAmount: string;
  signDate: string;
  scanAttach: FieldFile[];
  remark: string;
  /** Shown only: the owner contract's figures for the kind (contract-platform/owner) and the live totals. */
  cap: string;
  previousTotal: string;
  availableAmount: string;
  currTotalAmount: string;
  currContractAmountBefore: string;
  changeAmount: string;
  currContractAmountAfter: string;
};

/** The list and the detail page's resource name of each kind (resources.<name>.* labels). */
export const PLATFORM_RESOURCE_NAMES: Record<PlatformKind, string> = { platform: 'platformContracts', project: 'projectContracts', basic: 'basicContracts' };

const statusLabel = (status: number) => looseT(`resources.contracts.statuses.${status}`);
const removable = (r: PlatformContract) => r.statusContract === 0 || r.statusContract === 1;

const EMPTY: PlatformValues = {
  kind: 'platform',
  contractOwnerId: '',
  contractOwnerName: '',
  name: '',
  code: '',
  scale: '',
  partyYiId: '',
  currContractAmount: '',
  signDate: '',
  scanAttach: [],
  remark: '',
  cap: '',
  previousTotal: '',
  availableAmount: '',
  currTotalAmount: '',
  currContractAmountBefore: '',
  changeAmount: '',
  currContractAmountAfter: '',
};

const toValues = (r: PlatformContract): PlatformValues => ({
  kind: r.kind,
  contractOwnerId: r.contractOwnerId,
  contractOwnerName: r.yzName,
  name: r.name,
  code: r.code,
  scale: r.scale,
  partyYiId: r.partyYi?.bizId ?? '',
  currContractAmount: r.currContractAmount,
  signDate: r.signDate,
  scanAttach: toFieldFiles(r.scanAttach),
  remark: r.remark,
  cap: '',
  previousTotal: '',
  availableAmount: '',
  currTotalAmount: '',
  currContractAmountBefore: r.currContractAmount,
  changeAmount: '',
  currContractAmountAfter: '',
});

/**
 * One kind's list and forms (spec 2 §2: /contract/platform, /contract/project, /contract/basic), or
 * the list of one owner contract's contracts of that kind (`owner`: its detail page's tab, whose add
 * form opens with the owner contract chosen). Add, edit while unsigned, view, modify once signed,
 * the contract status dialog, remove while unsigned, and 详情 (/contract/fzq_details/{id}).
 */
export function platformContractsOf(kind: PlatformKind, owner?: { id: string; name: string }): ResourceDescriptor<PlatformContract, PlatformValues> {
  const buttons = PLATFORM_KIND_BUTTONS[kind];
  // The drawer's titles name one contract (the list's English name is plural).
  const titleOf = (mode: 'add' | 'edit' | 'view' | 'modify') => `resources.${PLATFORM_RESOURCE_NAMES[kind]}.titles.${mode}`;
  const remove: ConfirmAction<PlatformContract> = {
    kind: 'confirm',
    key: 'remove',
    label: 'resources.platformContracts.actions.remove',
    permission: buttons.remove,
    visible: removable,
    endpoint: e.remove,
    params: (rs) => ({ ids: rs.map((r) => r.id).join(','), tenantId: rs[0].tenantId }),
    success: MESSAGES.deleted,
    testId: 'platform-remove',
  };
  return {
    name: PLATFORM_RESOURCE_NAMES[kind],
    invalidates: CONTRACT_STALE_KEYS,
    endpoints: { page: e.page, detail: e.detail },
    modes: {
      add: { title: titleOf('add'), endpoint: e.submit, schema: platformContractSchema, permission: buttons.add, draftKey: (o) => `${o}:${kind}:${owner?.id ?? 'all'}:add` },
      edit: { title: titleOf('edit'), endpoint: e.submit, schema: platformContractSchema, permission: buttons.edit, visible: removable },
      view: { title: titleOf('view') },
      modify: {
        title: titleOf('modify'),
        endpoint: e.modify,
        schema: platformModifySchema.omit({ id: true }),
        permission: buttons.modify,
        visible: (r) => r.statusContract === 2 || r.statusContract === 3,
        changeable: ['currContractAmount', 'scale', 'signDate', 'scanAttach', 'remark'],
        format: (field, r) => (field === 'scanAttach' ? r.scanAttach.map((s) => s.name).join(', ') : String((r as unknown as Record<string, unknown>)[field] ?? '')),
      },
    },
    rowButtonsInline: 5,
    rowActions: [
      { kind: 'navigate', key: 'details', label: 'resources.platformContracts.actions.details', to: (r) => `/contract/fzq_details/${r.id}`, testId: 'platform-details' },
      {
        kind: 'status',
        key: 'status',
        label: 'resources.platformContracts.actions.status',
        permission: buttons.status,
        machine: contractStatusMachine as never,
        endpoint: e.changeStatus,
        params: (c, r) => ({ id: c.id, statusContract: c.status, flag: platformKindFlag(r.kind), tenantId: r.tenantId, ...(c.code ? { code: c.code } : {}) }),
        summary: ['name'],
        visible: (r) => [1, 2, 3].includes(r.statusContract),
        testId: 'platform-status',
      },
      remove,
    ],
    bulkActions: [{ ...remove, testId: 'platform-remove-checked' }],
    columns: [
      { key: 'code', width: 130 },
      { key: 'name', width: 200 },
      ...(owner ? [] : [{ key: 'yzName', width: 200 }]),
      { key: 'partyJia', width: 180, exportAs: { part: 'deptName' }, render: (r: PlatformContract) => r.partyJia?.deptName ?? '' },
      { key: 'partyYi', width: 180, exportAs: { part: 'deptName' }, render: (r: PlatformContract) => r.partyYi?.deptName ?? '' },
      moneyColumn<PlatformContract>('currContractAmount', { width: 140 }),
      contractStatusColumn<PlatformContract>('statusContract', 90),
      dateColumn('signDate', { width: 165 }),
      { key: 'createUserName', width: 100 },
      dateColumn('createTime', { width: 165 }),
    ],
    search: [
      { name: 'name', kind: 'text' },
      {
        name: 'statusContract',
        kind: 'select',
        get options() {
          return ['1', '2', '3', '4', '5'].map((value) => ({ value, label: statusLabel(Number(value)) }));
        },
      },
      { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
    ],
    empty: { ...EMPTY, kind, contractOwnerId: owner?.id ?? '', contractOwnerName: owner?.name ?? '' },
    toValues,
    Fields: PlatformContractFields,
  };
}

export const platformContracts = platformContractsOf('platform');
export const projectContracts = platformContractsOf('project');
export const basicContracts = platformContractsOf('basic');
