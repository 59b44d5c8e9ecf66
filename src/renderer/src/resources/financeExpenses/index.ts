import { financeExpenseEndpoints as e } from '@shared/api/financeExpenseEndpoints';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { OTHER_FEE_BUTTONS } from '@shared/domain/financeButtons';
import { otherFeeFormSchema, type OtherFee } from '@shared/domain/financeOtherFee';
import { dictColumn } from '../../crud/dictionary';
import type { Column, ResourceDescriptor, SearchField } from '../../crud/types';
import type { FieldFile } from '../../features/uploads/fields';
import { CONTRACT_STALE_KEYS } from '../contractDetails/staleKeys';
import { toFieldFiles } from '../projectArchives/attachments';
import { OtherFeeFields, OWNER_FEE_FIGURES } from './OtherFeeFields';
import { moneyColumn } from '../../crud/columns';

type Figures = Record<(typeof OWNER_FEE_FIGURES)[number], string>;

export interface OtherFeeValues extends Figures {
  contractOwnerId: string;
  yzName: string;
  disburseType: string;
  disburseAmount: string;
  /** The amount the expense has now ('' when adding): what an edit's change is measured against. */
  amountNow: string;
  changeAmount: string;
  disburseDate: string;
  disburseExp: string;
  payVoucher: FieldFile[];
  remark: string;
}

const NO_FIGURES = Object.fromEntries(OWNER_FEE_FIGURES.map((k) => [k, ''])) as Figures;

const EMPTY: OtherFeeValues = {
  ...NO_FIGURES,
  contractOwnerId: '',
  yzName: '',
  disburseType: '',
  disburseAmount: '',
  amountNow: '',
  changeAmount: '',
  disburseDate: '',
  disburseExp: '',
  payVoucher: [],
  remark: '',
};

const toValues = (r: OtherFee): OtherFeeValues => ({
  ...(Object.fromEntries(OWNER_FEE_FIGURES.map((k) => [k, r[k]])) as Figures),
  contractOwnerId: r.contractOwnerId,
  yzName: r.yzName,
  disburseType: r.disburseType,
  disburseAmount: r.disburseAmount,
  amountNow: r.disburseAmount,
  changeAmount: '',
  disburseDate: r.disburseDate,
  disburseExp: r.disburseExp,
  payVoucher: toFieldFiles(r.payVoucher),
  remark: r.remark,
});

const columns: Column<OtherFee>[] = [
  { key: 'yzName', width: 220 },
  dictColumn('disburseType', 'zclx', { width: 120 }),
  moneyColumn('disburseAmount', { width: 140 }),
  { key: 'disburseDate', width: 160 },
  { key: 'disburseExp', width: 220 },
  moneyColumn('costSurplus', { width: 160 }),
  { key: 'createUserName', width: 100 },
  { key: 'createTime', width: 160 },
];

const search: SearchField[] = [
  { name: 'yzName', kind: 'text' },
  { name: 'disburseType', kind: 'dict', code: 'zclx' },
  { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
];

/**
 * 其他支出 (/finance/other-fee, spec 2 §2–§5): the organisation's other expenses under its owner
 * contracts — add, edit (the change against the amount now must fit in the remaining project cost),
 * view, remove. A save changes the owner contract's figures, so its screens and the project's money refresh.
 */
export const otherFees: ResourceDescriptor<OtherFee, OtherFeeValues> = {
  name: 'otherFees',
  invalidates: [...CONTRACT_STALE_KEYS, ['productionContracts'], ['resourceContracts'], ['projectMoney']],
  endpoints: { page: e.otherFeePage, detail: e.otherFeeDetail },
  modes: {
    add: { endpoint: e.otherFeeSubmit, schema: otherFeeFormSchema, permission: OTHER_FEE_BUTTONS.add },
    edit: { endpoint: e.otherFeeSubmit, schema: otherFeeFormSchema, permission: OTHER_FEE_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: e.otherFeeRemove, permission: OTHER_FEE_BUTTONS.remove, params: (ids) => ({ ids: ids.join(',') }) },
  columns,
  search,
  empty: EMPTY,
  toValues,
  Fields: OtherFeeFields,
};

/** An owner contract's other expenses (its detail page's 其他支出 tab): adding there starts from that owner contract. */
export function otherFeesOf(owner: OwnerContract): ResourceDescriptor<OtherFee, OtherFeeValues> {
  return {
    ...otherFees,
    empty: {
      ...EMPTY,
      contractOwnerId: owner.id,
      yzName: owner.name,
      yzCode: owner.code,
      yz_currContractAmount: owner.currContractAmount,
      platformFee: owner.platformFee,
      sysFee: owner.sysFee,
      bizFee: owner.bizFee,
      projectCostFee: owner.projectCostFee,
      productContractAmount: owner.productContractAmount,
      resourceContractAmount: owner.resourceContractAmount,
      otherFeeAmount: owner.otherAmount,
      costSurplus: owner.costSurplus,
    },
  };
}
