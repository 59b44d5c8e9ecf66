import { contractProductionEndpoints as e } from '@shared/api/contractProductionEndpoints';
import { contractStatusMachine } from '@shared/domain/contract';
import { PRODUCTION_CONTRACT_BUTTONS } from '@shared/domain/contractButtons';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { isProductionEditable, isProductionModifiable, productionContractSchema, productionModifySchema, type ProductionContract } from '@shared/domain/contractProduction';
import { createElement } from 'react';
import { dictColumn } from '../../crud/dictionary';
import type { Column, ResourceDescriptor, SearchField } from '../../crud/types';
import { DictLabels, PartyNames } from '../projects/cells';
import { ProductionContractFields } from './Fields';
import { CONTRACT_STALE_KEYS } from '../contractDetails/staleKeys';
import { toFieldFiles } from '../projectArchives/attachments';
import type { FieldFile } from '../../features/uploads/fields';
import { dateColumn, moneyColumn, percentColumn } from '../../crud/columns';

export interface ProductionValues {
  contractOwnerId: string;
  yzName: string;
  yzCode: string;
  yz_currContractAmount: string;
  bizFee: string;
  projectCostFee: string;
  productContractAmount: string;
  resourceContractAmount: string;
  otherAmount: string;
  costSurplus: string;
  name: string;
  code: string;
  type: string;
  partyJia: string;
  partyJiaName: string;
  partyYi: string;
  partyYiName: string;
  signDate: string;
  currContractAmount: string;
  /** The amount the contract has now: what a modify's change is measured against. */
  amountNow: string;
  produceDivideOwner: string;
  changeAmount: string;
  productContractAmountAfter: string;
  produceDivideOwnerAfter: string;
  subcontractingDesc: string;
  scanAttach: FieldFile[];
  remark: string;
}

const EMPTY: ProductionValues = {
  contractOwnerId: '',
  yzName: '',
  yzCode: '',
  yz_currContractAmount: '',
  bizFee: '',
  projectCostFee: '',
  productContractAmount: '',
  resourceContractAmount: '',
  otherAmount: '',
  costSurplus: '',
  name: '',
  code: '',
  type: '',
  partyJia: '',
  partyJiaName: '',
  partyYi: '',
  partyYiName: '',
  signDate: '',
  currContractAmount: '',
  amountNow: '',
  produceDivideOwner: '',
  changeAmount: '',
  productContractAmountAfter: '',
  produceDivideOwnerAfter: '',
  subcontractingDesc: '',
  scanAttach: [],
  remark: '',
};

const toValues = (c: ProductionContract): ProductionValues => ({
  contractOwnerId: c.contractOwnerId,
  yzName: c.yzName,
  yzCode: c.yzCode,
  yz_currContractAmount: c.yz_currContractAmount,
  bizFee: c.bizFee,
  projectCostFee: c.projectCostFee,
  productContractAmount: c.productContractAmount,
  resourceContractAmount: c.resourceContractAmount,
  otherAmount: c.otherAmount,
  costSurplus: c.costSurplus,
  name: c.name,
  code: c.code,
  type: c.type,
  partyJia: c.partyJia?.bizId ?? '',
  partyJiaName: c.partyJia?.deptName ?? '',
  partyYi: c.partyYi?.bizId ?? '',
  partyYiName: c.partyYi?.deptName ?? '',
  signDate: c.signDate,
  currContractAmount: c.currContractAmount,
  amountNow: c.currContractAmount,
  produceDivideOwner: c.produceDivideOwner,
  changeAmount: c.changeAmount,
  productContractAmountAfter: c.productContractAmountAfter,
  produceDivideOwnerAfter: c.produceDivideOwnerAfter,
  subcontractingDesc: c.subcontractingDesc,
  scanAttach: toFieldFiles(c.scanAttach),
  remark: c.remark,
});


/** The list's columns (and the detail's formats of the same keys). */
export const productionColumns: Column<ProductionContract>[] = [
  { key: 'name', width: 200 },
  { key: 'code', width: 130 },
  { key: 'yzName', width: 200 },
  { key: 'type', width: 150, dict: 'fbhtlx', render: (c) => createElement(DictLabels, { code: 'fbhtlx', keys: c.type }) },
  { key: 'partyJia', width: 170, exportAs: { part: 'deptName' }, render: (c) => createElement(PartyNames, { parties: [c.partyJia ?? null] }) },
  { key: 'partyYi', width: 170, exportAs: { part: 'deptName' }, render: (c) => createElement(PartyNames, { parties: [c.partyYi ?? null] }) },
  moneyColumn('currContractAmount', { width: 140 }),
  percentColumn('produceDivideOwner', { width: 110 }),
  dictColumn('statusContract', 'htzt', { width: 90 }),
  dateColumn('signDate', { width: 160 }),
  { key: 'createUserName', width: 90 },
  dateColumn('createTime', { width: 160 }),
];

const search: SearchField[] = [
  { name: 'name', kind: 'text' },
  { name: 'statusContract', kind: 'dict', code: 'htzt' },
  { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
];

const details = { kind: 'navigate', key: 'details', label: 'resources.productionContracts.actions.details', to: (c: ProductionContract) => `/contract/zq_details/${c.id}`, testId: 'production-details' } as const;

/**
 * 生产服务合同 (/contract/production, spec 2 §2–§5): the organisation's production contracts under its
 * owner contracts — add, edit while unsigned, modify (变更) while signed or paused, the common status
 * dialog, remove while unsigned, and the details page.
 */
export const productionContracts: ResourceDescriptor<ProductionContract, ProductionValues> = {
  name: 'productionContracts',
  invalidates: CONTRACT_STALE_KEYS,
  endpoints: { page: e.page, detail: e.detail },
  modes: {
    add: { endpoint: e.submit, schema: productionContractSchema, permission: PRODUCTION_CONTRACT_BUTTONS.add },
    edit: { endpoint: e.submit, schema: productionContractSchema, permission: PRODUCTION_CONTRACT_BUTTONS.edit, visible: isProductionEditable },
    view: {},
    modify: {
      endpoint: e.modify,
      schema: productionModifySchema.omit({ id: true }),
      changeable: ['name', 'code', 'type', 'signDate', 'currContractAmount', 'subcontractingDesc', 'remark'],
      permission: PRODUCTION_CONTRACT_BUTTONS.modify,
      visible: isProductionModifiable,
    },
  },
  remove: { endpoint: e.remove, permission: PRODUCTION_CONTRACT_BUTTONS.remove, visible: isProductionEditable, params: (ids) => ({ ids: ids.join(',') }) },
  rowButtonsInline: 5,
  rowActions: [
    details,
    {
      kind: 'status',
      key: 'status',
      label: 'resources.productionContracts.actions.status',
      permission: PRODUCTION_CONTRACT_BUTTONS.status,
      machine: contractStatusMachine,
      endpoint: e.changeStatus,
      params: (c, record) => ({ id: c.id, statusContract: c.status, code: c.code ?? record.code, name: record.name, currentStatusContract: record.statusContract }),
      visible: (c) => c.statusContract >= 1 && c.statusContract <= 3,
    },
  ],
  columns: productionColumns,
  search,
  empty: EMPTY,
  toValues,
  Fields: ProductionContractFields,
};

/** An owner contract's production contracts (its detail page's tab): adding there starts from that owner contract. */
export function productionsOf(owner: OwnerContract): ResourceDescriptor<ProductionContract, ProductionValues> {
  return {
    ...productionContracts,
    empty: {
      ...EMPTY,
      contractOwnerId: owner.id,
      yzName: owner.name,
      yzCode: owner.code,
      yz_currContractAmount: owner.currContractAmount,
      bizFee: owner.bizFee,
      projectCostFee: owner.projectCostFee,
      productContractAmount: owner.productContractAmount,
      resourceContractAmount: owner.resourceContractAmount,
      otherAmount: owner.otherAmount,
      costSurplus: owner.costSurplus,
    },
  };
}

/** Party B's view (sc, st, cb): other organisations' production contracts naming the caller's as party B; read only. */
export const partyProductionContracts: ResourceDescriptor<ProductionContract, ProductionValues> = {
  ...productionContracts,
  name: 'partyProductionContracts',
  endpoints: { page: e.partyPage, detail: e.partyDetail },
  modes: { view: {} },
  remove: undefined,
  rowActions: [details],
  columns: [{ key: 'tenantName', width: 180 }, ...productionColumns],
};
