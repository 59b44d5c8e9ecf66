import { cooperationFeeEndpoints as e } from '@shared/api/financeDepositEndpoints';
import { COOPERATION_FEE_STATUS } from '@shared/domain/finance';
import { COOPERATION_FEE_BUTTONS } from '@shared/domain/financeButtons';
import { cooperationFeeReturnSchema, cooperationFeeSchema, feeReturnAmount, type CooperationFee } from '@shared/domain/financeCooperationFee';
import { formatYuan } from '@shared/domain/money';
import { createElement } from 'react';
import type { ResourceDescriptor } from '../../crud/types';
import { toFieldFiles } from '../projectArchives/attachments';
import type { FieldFile } from '../../features/uploads/fields';
import { CooperationFeeFields, CooperationFeeReturnFields } from './Fields';
import { FeeStatusLabel } from './FeeStatusLabel';
import { moneyColumn } from '../../crud/columns';

export interface CooperationFeeValues {
  payCompanyId: string;
  payBankId: string;
  payBankName: string;
  payBankCard: string;
  payBankOpen: string;
  receiptCompanyName: string;
  payAmount: string;
  payDate: string;
  payMatter: string;
  payVoucher: FieldFile[];
  remark: string;
  restitutionDate: string;
  deductAmount: string;
  restitutionAmount: string;
  restitutionBankName: string;
  deductReason: string;
}

const EMPTY: CooperationFeeValues = {
  payCompanyId: '',
  payBankId: '',
  payBankName: '',
  payBankCard: '',
  payBankOpen: '',
  receiptCompanyName: '',
  payAmount: '',
  payDate: '',
  payMatter: '',
  payVoucher: [],
  remark: '',
  restitutionDate: '',
  deductAmount: '',
  restitutionAmount: '',
  restitutionBankName: '',
  deductReason: '',
};

const open = (f: CooperationFee) => f.status === COOPERATION_FEE_STATUS.paid;

/**
 * 合作费管理 (/finance/deposit, spec 2 §2–§5, §7 finance-collaboration-charge): fees the organisation
 * paid, edited while not returned, returned once through the return form (status 0 → 1).
 */
export const cooperationFees: ResourceDescriptor<CooperationFee, CooperationFeeValues> = {
  name: 'cooperationFees',
  endpoints: { page: e.page, detail: e.detail },
  modes: {
    add: { endpoint: e.submit, schema: cooperationFeeSchema, permission: COOPERATION_FEE_BUTTONS.add },
    edit: { endpoint: e.submit, schema: cooperationFeeSchema, permission: COOPERATION_FEE_BUTTONS.edit, visible: open },
    view: {},
  },
  remove: { endpoint: e.remove, permission: COOPERATION_FEE_BUTTONS.remove, params: (ids) => ({ ids: ids.join(',') }) },
  rowActions: [
    {
      kind: 'form',
      key: 'giveBack',
      label: 'resources.cooperationFees.actions.giveBack',
      permission: COOPERATION_FEE_BUTTONS.giveBack,
      visible: open,
      testId: 'fee-give-back',
      endpoint: e.changeStatus,
      schema: cooperationFeeReturnSchema.omit({ id: true }),
      Fields: CooperationFeeReturnFields,
      initial: ([f]) => ({
        receiptCompanyName: f.receiptCompanyName,
        payAmount: f.payAmount,
        restitutionDate: '',
        deductAmount: '0',
        restitutionAmount: feeReturnAmount(f.payAmount, '0'),
        restitutionCompanyId: f.payCompanyId,
        restitutionBankId: '',
        restitutionBankName: '',
        restitutionBankCard: '',
        restitutionBankOpen: '',
        deductReason: '',
        restitutionVoucher: [],
      }),
      params: (v, [f]) => ({ ...v, id: f.id }),
    },
  ],
  columns: [
    { key: 'payCompanyName', width: 180 },
    { key: 'receiptCompanyName', width: 180 },
    moneyColumn('payAmount', { width: 130 }),
    { key: 'payDate', width: 160 },
    { key: 'payMatter', width: 200 },
    { key: 'status', width: 90, exportAs: { options: [0, 1].map((v) => ({ value: String(v), label: `resources.cooperationFees.statuses.${v}` })) }, render: (f) => createElement(FeeStatusLabel, { status: f.status }) },
    { key: 'restitutionAmount', width: 130, align: 'end', exportAs: 'money', render: (f) => (f.status === COOPERATION_FEE_STATUS.returned ? formatYuan(f.restitutionAmount) : '') },
    { key: 'restitutionDate', width: 160 },
    { key: 'createUserName', width: 90 },
  ],
  search: [
    { name: 'receiptCompanyName', kind: 'text' },
    { name: 'payMatter', kind: 'text' },
    { name: 'payDate', kind: 'dateRange', from: 'payDateFrom', to: 'payDateTo' },
  ],
  empty: EMPTY,
  toValues: (f) => ({
    payCompanyId: f.payCompanyId,
    payBankId: f.payBankId,
    payBankName: f.payBankName,
    payBankCard: f.payBankCard,
    payBankOpen: f.payBankOpen,
    receiptCompanyName: f.receiptCompanyName,
    payAmount: f.payAmount,
    payDate: f.payDate,
    payMatter: f.payMatter,
    payVoucher: toFieldFiles(f.payVoucher),
    remark: f.remark,
    restitutionDate: f.restitutionDate,
    deductAmount: f.deductAmount,
    restitutionAmount: f.restitutionAmount,
    restitutionBankName: f.restitutionBankName,
    deductReason: f.deductReason,
  }),
  Fields: CooperationFeeFields,
};
