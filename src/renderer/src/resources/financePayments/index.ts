import { financePaymentEndpoints as e } from '@shared/api/financePaymentEndpoints';
import { PAY_STATUS } from '@shared/domain/finance';
import { PAYMENT_BUTTONS, PAYMENT_REQUEST_BUTTONS } from '@shared/domain/financeButtons';
import { paymentRequestSchema, paymentSchema, type PaymentRequest, type RequestContract } from '@shared/domain/financePayment';
import { subtractMoney, toDecimal } from '@shared/domain/money';
import { MESSAGES } from '@shared/messages';
import type { FieldValues } from 'react-hook-form';
import { dictColumn } from '../../crud/dictionary';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { labelColumn, moneyColumn, percentColumn } from '../../crud/columns';
import { DESIGN_COMPANY, PaymentFields, PaymentRequestFields, REQUEST_FIGURES } from './Fields';

const yuan = <Rec>(key: string & keyof Rec) => moneyColumn<Rec>(key, { width: 140 });
const percent = <Rec>(key: string & keyof Rec) => percentColumn<Rec>(key, { width: 130 });
const KINDS = ['production', 'resource'] as const;
const kindLabel = (kind: string) => looseT(`resources.financeRequests.kinds.${kind}`);
const kinds = () => KINDS.map((value) => ({ value, label: kindLabel(value) }));
const ownerTypes = () => [
  { value: '1', label: looseT('resources.financeRequests.ownerTypes.direct') },
  { value: '0', label: looseT('resources.financeRequests.ownerTypes.indirect') },
];
const common = [
  { name: 'name', kind: 'text' as const },
  { name: 'contractType', kind: 'select' as const, get options() { return kinds(); } },
  { name: 'statusContract', kind: 'dict' as const, code: 'htzt' },
  { name: 'partyJia', kind: 'text' as const },
  { name: 'partyYi', kind: 'text' as const },
  { name: 'createUserName', kind: 'text' as const },
  { name: 'createTime', kind: 'dateRange' as const, from: 'createTimeFrom', to: 'createTimeTo' },
];

/** /finance/request (party B): the production and resource contracts naming its organisation, and 请款. */
export const financeRequests: ResourceDescriptor<RequestContract, FieldValues> = {
  name: 'financeRequests',
  invalidates: [['financeRequestItems'], ['financePayments']],
  endpoints: { page: e.page },
  modes: {},
  rowActions: [
    {
      kind: 'form',
      key: 'request',
      label: 'resources.financeRequests.actions.request',
      permission: PAYMENT_REQUEST_BUTTONS.request,
      visible: (c) => c.statusContract === 2,
      schema: paymentRequestSchema,
      Fields: PaymentRequestFields,
      initial: ([c]) => ({
        contractType: c.contractType,
        contractId: c.id,
        designCompanyId: c.designCompanyId,
        ...Object.fromEntries([...REQUEST_FIGURES, ...DESIGN_COMPANY].map((k) => [k, String(c[k])])),
        unRequestAfter: c.unRequestAmount,
        currRequestAmount: '',
        bankId: '',
        bankName: '',
        invoiceAttach: [],
        requestRemark: '',
      }),
      endpoint: e.submit,
      params: (v) => ({ contractType: v.contractType, contractId: v.contractId, designCompanyId: v.designCompanyId, currRequestAmount: v.currRequestAmount, bankId: v.bankId, invoiceAttach: v.invoiceAttach, requestRemark: v.requestRemark }),
      success: MESSAGES.created,
    },
  ],
  // Widths for the longer of the two languages' headers and values (Production service contract).
  columns: [
    { key: 'name', width: 260 },
    labelColumn<RequestContract>('contractType', 'resources.financeRequests.kinds', KINDS, { width: 210 }),
    dictColumn('statusContract', 'htzt', { width: 130 }),
    { key: 'partyJia', width: 220 },
    yuan<RequestContract>('contractAmount'),
    yuan<RequestContract>('requestAmount'),
    yuan<RequestContract>('unRequestAmount'),
    percent<RequestContract>('requestRate'),
    yuan<RequestContract>('paidAmount'),
    percent<RequestContract>('paidRate'),
    yuan<RequestContract>('arriveBalance'),
  ],
  search: [...common, { name: 'ownerType', kind: 'select', get options() { return ownerTypes(); } }],
  empty: {},
  toValues: () => ({}),
  Fields: PaymentRequestFields,
};

const payStatus = dictColumn<PaymentRequest>('payStatus', 'qkfkzt', { width: 130 });
const requestColumns = [
  { key: 'contractName', width: 260 },
  labelColumn<PaymentRequest>('contractType', 'resources.financeRequests.kinds', KINDS, { width: 210 }),
  { key: 'requestOrgName', width: 220 },
  yuan<PaymentRequest>('currRequestAmount'),
  yuan<PaymentRequest>('realityAmount'),
  payStatus,
  { key: 'requestDate', width: 170 },
  { key: 'requestUserName', width: 130 },
];

/** Party B's own requests (all, or one contract's): withdraw while nothing was paid. */
export const financeRequestList: ResourceDescriptor<PaymentRequest, FieldValues> = {
  name: 'financeRequestItems',
  invalidates: [['financeRequests']],
  endpoints: { page: e.requests },
  modes: {},
  rowActions: [
    {
      kind: 'confirm',
      key: 'withdraw',
      label: 'resources.financeRequestItems.actions.withdraw',
      permission: PAYMENT_REQUEST_BUTTONS.remove,
      visible: (r) => r.payStatus === PAY_STATUS.toPay,
      endpoint: e.remove,
      params: ([r]) => ({ id: r.id }),
      success: MESSAGES.deleted,
    },
  ],
  columns: requestColumns,
  search: [{ name: 'payStatus', kind: 'dict', code: 'qkfkzt' }, ...common],
  empty: {},
  toValues: () => ({}),
  Fields: PaymentFields,
};

/** /finance/payment (the payer): requests on the contracts its organisation keeps; pay and refuse. */
export const financePayments: ResourceDescriptor<PaymentRequest, FieldValues> = {
  name: 'financePayments',
  invalidates: [['financeRequests']],
  endpoints: { page: e.payerPage },
  modes: {},
  rowActions: [
    {
      kind: 'form',
      key: 'pay',
      label: 'resources.financePayments.actions.pay',
      permission: PAYMENT_BUTTONS.pay,
      visible: (r) => r.payStatus === PAY_STATUS.toPay || r.payStatus === PAY_STATUS.partlyPaid,
      schema: paymentSchema,
      Fields: PaymentFields,
      initial: ([r]) => ({ id: r.id, contractName: r.contractName, currRequestAmount: r.currRequestAmount, unpaidAmount: subtract(r.currRequestAmount, r.realityAmount), realityAmount: '', payDate: '', payVoucher: [], remark: '' }),
      endpoint: e.pay,
      params: (v) => ({ id: v.id, realityAmount: v.realityAmount, payDate: v.payDate, payVoucher: v.payVoucher, remark: v.remark }),
      success: MESSAGES.created,
    },
    {
      kind: 'confirm',
      key: 'refuse',
      label: 'resources.financePayments.actions.refuse',
      permission: PAYMENT_BUTTONS.refuse,
      visible: (r) => r.payStatus === PAY_STATUS.toPay,
      endpoint: e.changeStatus,
      message: 'resources.financePayments.actions.refuseConfirm',
      params: ([r]) => ({ id: r.id, payStatus: PAY_STATUS.refused, tenantId: r.tenantId }),
    },
  ],
  columns: [...requestColumns.slice(0, 3), yuan<PaymentRequest>('contractAmount'), ...requestColumns.slice(3)],
  search: [{ name: 'payStatus', kind: 'dict', code: 'qkfkzt' }, ...common],
  empty: {},
  toValues: () => ({}),
  Fields: PaymentFields,
};

/** What is still unpaid on a request, never below 0.00; decimal, as every amount (no float). */
function subtract(a: string, b: string): string {
  const rest = subtractMoney(a, b);
  return toDecimal(rest).isNegative() ? '0.00' : rest;
}
