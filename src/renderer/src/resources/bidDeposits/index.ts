import { depositEndpoints as e } from '@shared/api/financeDepositEndpoints';
import { DEPOSIT_STATUS } from '@shared/domain/finance';
import { BID_DEPOSIT_BUTTONS } from '@shared/domain/financeButtons';
import { depositRefundSchema, depositSchema, type BidDeposit, type DepositRefund } from '@shared/domain/financeDeposit';
import { dictColumn } from '../../crud/dictionary';
import type { ResourceDescriptor } from '../../crud/types';
import type { FieldFile } from '../../features/uploads/fields';
import { toFieldFiles } from '../projectArchives/attachments';
import { BidDepositFields, DepositRefundFields } from './Fields';
import { moneyColumn } from '../../crud/columns';

export interface BidDepositValues {
  depositType: string;
  bidId: string;
  bidName: string;
  purchasingCode: string;
  status: string;
  receiptUnitName: string;
  guarantee: string;
  payDate: string;
  payVoucher: FieldFile[];
  payRemark: string;
}

const EMPTY: BidDepositValues = { depositType: '', bidId: '', bidName: '', purchasingCode: '', status: '0', receiptUnitName: '', guarantee: '', payDate: '', payVoucher: [], payRemark: '' };

/** Nothing returned yet: the deposit may still be edited or removed. */
const unrefunded = (d: BidDeposit) => d.status <= DEPOSIT_STATUS.paid;

/**
 * 投标保证金 (/finance/bid-deposit, spec 2 §2–§5, §7 finance-deposit): deposits on the organisation's
 * tenders, refunded in parts (归还) while something is not returned; the details page lists the refunds.
 */
export const bidDeposits: ResourceDescriptor<BidDeposit, BidDepositValues> = {
  name: 'bidDeposits',
  endpoints: { page: e.page, detail: e.detail },
  modes: {
    add: { endpoint: e.submit, schema: depositSchema, permission: BID_DEPOSIT_BUTTONS.add },
    edit: { endpoint: e.submit, schema: depositSchema, permission: BID_DEPOSIT_BUTTONS.edit, visible: unrefunded },
    view: {},
  },
  remove: { endpoint: e.remove, permission: BID_DEPOSIT_BUTTONS.remove, visible: unrefunded, params: (ids) => ({ ids: ids.join(',') }) },
  rowActions: [
    { kind: 'navigate', key: 'details', label: 'resources.bidDeposits.actions.details', to: (d) => `/finance/bid-deposit/details/${d.id}`, testId: 'deposit-details' },
    {
      kind: 'form',
      key: 'refund',
      label: 'resources.bidDeposits.actions.refund',
      permission: BID_DEPOSIT_BUTTONS.refund,
      visible: (d) => d.status !== DEPOSIT_STATUS.refunded && Number(d.unRestitutionAmount) > 0,
      testId: 'deposit-refund',
      endpoint: e.restitution,
      schema: depositRefundSchema.omit({ depositId: true }),
      Fields: DepositRefundFields,
      initial: ([d]) => ({ bidName: d.bidName, depositAmount: d.guarantee, unRestitutionAmount: d.unRestitutionAmount, arriveAmount: '', remainingAfter: d.unRestitutionAmount, arriveDate: '', receiptVoucher: [], remark: '' }),
      params: (v, [d]) => ({ depositId: d.id, arriveAmount: v.arriveAmount, arriveDate: v.arriveDate, receiptVoucher: v.receiptVoucher, remark: v.remark }),
    },
  ],
  columns: [
    dictColumn('depositType', 'bzjlx', { width: 110 }),
    { key: 'bidName', width: 200 },
    { key: 'purchasingCode', width: 140 },
    { key: 'receiptUnitName', width: 180 },
    moneyColumn('guarantee', { width: 130 }),
    moneyColumn('restitutionAmount', { width: 130 }),
    moneyColumn('unRestitutionAmount', { width: 130 }),
    dictColumn('status', 'bzjzt', { width: 100 }),
    { key: 'payDate', width: 160 },
    { key: 'createUserName', width: 90 },
  ],
  search: [
    { name: 'bidName', kind: 'text' },
    { name: 'receiptUnitName', kind: 'text' },
    { name: 'depositType', kind: 'dict', code: 'bzjlx' },
    { name: 'status', kind: 'dict', code: 'bzjzt' },
    { name: 'payDate', kind: 'dateRange', from: 'payDateFrom', to: 'payDateTo' },
  ],
  empty: EMPTY,
  toValues: (d) => ({
    depositType: d.depositType,
    bidId: d.bidId,
    bidName: d.bidName,
    purchasingCode: d.purchasingCode,
    status: String(d.status),
    receiptUnitName: d.receiptUnitName,
    guarantee: d.guarantee,
    payDate: d.payDate,
    payVoucher: toFieldFiles(d.payVoucher),
    payRemark: d.payRemark,
  }),
  Fields: BidDepositFields,
};

/** A deposit's refunds (its details page): listed and viewed only; a refund is added from the deposit's row. */
export const depositRefunds: ResourceDescriptor<DepositRefund, Record<string, unknown>> = {
  name: 'depositRefunds',
  endpoints: { page: e.refundPage, detail: e.refundDetail },
  modes: { view: {} },
  columns: [
    moneyColumn('arriveAmount', { width: 130 }),
    { key: 'arriveDate', width: 160 },
    moneyColumn('unRestitutionAmount', { width: 150 }),
    { key: 'remark', width: 200 },
    { key: 'createUserName', width: 90 },
    { key: 'createTime', width: 160 },
  ],
  search: [],
  empty: {},
  toValues: (r) => ({ arriveAmount: r.arriveAmount, arriveDate: r.arriveDate, unRestitutionAmount: r.unRestitutionAmount, receiptVoucher: toFieldFiles(r.receiptVoucher), remark: r.remark }),
  Fields: DepositRefundFields,
};
