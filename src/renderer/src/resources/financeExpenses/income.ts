import { financeExpenseEndpoints as e } from '@shared/api/financeExpenseEndpoints';
import { INCOME_BUTTONS } from '@shared/domain/financeButtons';
import { incomeSchema, type Income } from '@shared/domain/financeIncome';
import { dictColumn } from '../../crud/dictionary';
import type { Column, ResourceDescriptor, SearchField } from '../../crud/types';
import type { FieldFile } from '../../features/uploads/fields';
import { toFieldFiles } from '../projectArchives/attachments';
import { IncomeFields } from './IncomeFields';
import { moneyColumn } from '../../crud/columns';

export interface IncomeValues {
  incomeType: string;
  payCompanyName: string;
  incomeCompanyId: string;
  incomeCompanyName: string;
  incomeBankId: string;
  incomeBankName: string;
  incomeBankCard: string;
  incomeBankOpen: string;
  incomeDate: string;
  incomeAmount: string;
  incomeVoucher: FieldFile[];
  remark: string;
}

const EMPTY: IncomeValues = {
  incomeType: '',
  payCompanyName: '',
  incomeCompanyId: '',
  incomeCompanyName: '',
  incomeBankId: '',
  incomeBankName: '',
  incomeBankCard: '',
  incomeBankOpen: '',
  incomeDate: '',
  incomeAmount: '',
  incomeVoucher: [],
  remark: '',
};

const toValues = (r: Income): IncomeValues => ({
  incomeType: r.incomeType,
  payCompanyName: r.payCompanyName,
  incomeCompanyId: r.incomeCompanyId,
  incomeCompanyName: r.incomeCompanyName,
  incomeBankId: r.incomeBankId,
  incomeBankName: r.incomeBankName,
  incomeBankCard: r.incomeBankCard,
  incomeBankOpen: r.incomeBankOpen,
  incomeDate: r.incomeDate,
  incomeAmount: r.incomeAmount,
  incomeVoucher: toFieldFiles(r.incomeVoucher),
  remark: r.remark,
});

const columns: Column<Income>[] = [
  dictColumn('incomeType', 'srlx', { width: 130 }),
  { key: 'payCompanyName', width: 180 },
  { key: 'incomeCompanyName', width: 180 },
  { key: 'incomeBankName', width: 160 },
  { key: 'incomeBankCard', width: 170 },
  { key: 'incomeDate', width: 160 },
  moneyColumn('incomeAmount', { width: 140 }),
  { key: 'createUserName', width: 100 },
  { key: 'createTime', width: 160 },
];

const search: SearchField[] = [
  { name: 'incomeType', kind: 'dict', code: 'srlx' },
  { name: 'payCompanyName', kind: 'text' },
  { name: 'incomeDate', kind: 'dateRange', from: 'incomeDateFrom', to: 'incomeDateTo' },
  { name: 'createUserName', kind: 'text' },
];

/** 收入管理 (/finance/income, spec 2 §2–§5): other income into the organisation's own bank cards — add, edit, view, remove. */
export const incomes: ResourceDescriptor<Income, IncomeValues> = {
  name: 'incomes',
  endpoints: { page: e.incomePage, detail: e.incomeDetail },
  modes: {
    add: { endpoint: e.incomeSubmit, schema: incomeSchema, permission: INCOME_BUTTONS.add },
    edit: { endpoint: e.incomeSubmit, schema: incomeSchema, permission: INCOME_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: e.incomeRemove, permission: INCOME_BUTTONS.remove, params: (ids) => ({ ids: ids.join(',') }) },
  columns,
  search,
  empty: EMPTY,
  toValues,
  Fields: IncomeFields,
};
