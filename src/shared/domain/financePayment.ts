/**
 * Payment requests (请款) and payments (付款), spec 2 §3 "Payment request", §4 qkfkzt, §5 "Payment
 * request and payment": the schemas and messages the request and pay forms and the routes share, and
 * the balance formulas (decimal.js, two decimals) the server answers and the form shows live.
 */
import { z } from 'zod';
import { CONTRACT_MESSAGES, CONTRACT_STATUS } from './contract';
import { MAX_CONTRACT_AMOUNT, moneyLte, moneyPositive } from './contractMoney';
import { dateTime, optionalText } from './fields';
import { PAY_STATUS } from './finance';
import { percentOf, subtractMoney, sumMoney, type MoneyInput } from './money';
import { PROJECT_MESSAGES } from './project';
import { archiveAttachmentSchema } from './projectArchive';
import { UPLOAD_MESSAGES } from './upload';

export const PAYMENT_REQUEST_MESSAGES = {
  /** Spec 2 §5, verbatim. */
  amount: '本次请款金额必须为有效数字，最多保留两位小数。',
  /** Ours: the contract's unrequested amount (contract amount − requested, refused excluded). */
  overUnrequested: '0<本次请款金额<=本合同未请款金额',
  /** Ours, after spec 2 §5 ("cannot go ahead until the owner or project contract is paid"). */
  overArriveBalance: '本次请款金额超过到账余额，请待业主合同或项目合同回款后再请款',
  /** Ours: requested on the owner contract + this ≤ all its payment contracts. */
  overContracts: '已请款总额与本次请款金额之和不能超过付费合同总额',
  /** Ours: only a signed contract is requested against (paused: not until it resumes). */
  notSigned: '仅已签订的合同可以请款',
  designCompany: '请选择开票的设计公司',
  bank: '请选择收款银行账户',
  invoiceAttach: '请上传发票附件',
  requestNotFound: '请款记录不存在或已删除',
  /** Withdraw (remove) only while nothing was paid and it was not refused. */
  notWithdrawable: '已付款或已驳回的请款不能撤回',
} as const;

export const PAYMENT_MESSAGES = {
  amount: '实付金额必须为有效数字，最多保留两位小数。',
  overUnpaid: '0<实付金额<=本次请款未付金额',
  payDate: '请选择付款日期',
  voucher: '请上传付款凭证',
  /** Refused or paid in full: no further payment. */
  closed: '该请款已驳回或已付清，不能再付款',
  /** Refuse (3) only while nothing was paid. */
  notRefusable: '已付款的请款不能驳回',
  payStatus: '付款状态有误',
} as const;

/** Limits of the uploads (spec 2 §5): invoice attachments up to 20, payment vouchers up to 10. */
export const PAYMENT_LIMITS = { invoiceAttach: 20, voucher: 10, remark: 200 } as const;

/** Positive, at most two decimals, up to 9 999 999 999.99; kept as text. */
const positiveMoney = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .refine((v) => /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/.test(v) && moneyPositive(v) && moneyLte(v, MAX_CONTRACT_AMOUNT), message);

const id = (message: string) => z.string({ error: message }).trim().regex(/^\d{1,32}$/, message);
const files = (max: number, message: string) => z.array(archiveAttachmentSchema, { error: message }).min(1, message).max(max, UPLOAD_MESSAGES.uploadCountExceeded);

export const PAYMENT_CONTRACT_KINDS = ['production', 'resource'] as const;
export type PaymentContractKind = (typeof PAYMENT_CONTRACT_KINDS)[number];

/** The request form (请款 drawer): party B asks the organisation keeping the contract (tenantId). */
export const paymentRequestSchema = z.object({
  contractType: z.enum(PAYMENT_CONTRACT_KINDS, { error: CONTRACT_MESSAGES.notFound }),
  contractId: id(CONTRACT_MESSAGES.notFound),
  currRequestAmount: positiveMoney(PAYMENT_REQUEST_MESSAGES.amount),
  designCompanyId: id(PAYMENT_REQUEST_MESSAGES.designCompany),
  bankId: id(PAYMENT_REQUEST_MESSAGES.bank),
  invoiceAttach: files(PAYMENT_LIMITS.invoiceAttach, PAYMENT_REQUEST_MESSAGES.invoiceAttach),
  requestRemark: z.string({ error: PROJECT_MESSAGES.nameRequired }).trim().min(1, PROJECT_MESSAGES.nameRequired).max(PAYMENT_LIMITS.remark, PROJECT_MESSAGES.nameRequired),
});
export type PaymentRequestInput = z.infer<typeof paymentRequestSchema>;

/** The pay form: one payment (partial payments allowed) on request `id` of the caller's organisation. */
export const paymentSchema = z.object({
  id: id(PAYMENT_REQUEST_MESSAGES.requestNotFound),
  realityAmount: positiveMoney(PAYMENT_MESSAGES.amount),
  payDate: dateTime(PAYMENT_MESSAGES.payDate),
  payVoucher: files(PAYMENT_LIMITS.voucher, PAYMENT_MESSAGES.voucher),
  remark: optionalText(PAYMENT_LIMITS.remark),
});
export type PaymentInput = z.infer<typeof paymentSchema>;

/** changeStatus/{id}/{payStatus}/{tenantId}: the payer refuses (3); nothing else goes through it. */
export const refuseSchema = z.object({
  id: id(PAYMENT_REQUEST_MESSAGES.requestNotFound),
  payStatus: z.coerce.number({ error: PAYMENT_MESSAGES.payStatus }).refine((v) => v === PAY_STATUS.refused, PAYMENT_MESSAGES.payStatus),
  tenantId: z.string().trim().optional().default(''),
});

/** Only a signed contract is requested against (a paused one waits: decided, docs/decisions.md). */
export const REQUESTABLE_STATUSES: readonly number[] = [CONTRACT_STATUS.signed];

/** What a contract's request figures are computed from (yuan text). */
export interface RequestBase {
  contractAmount: MoneyInput;
  /** Requested on this contract, refused excluded. */
  requestAmount: MoneyInput;
  /** Paid on this contract. */
  paidAmount: MoneyInput;
  /** Arrived on its owner contract (finance_arrival kind owner). */
  arriveAmount: MoneyInput;
  /** Requested on all payment contracts of its owner contract, refused excluded. */
  requestTotalAmount: MoneyInput;
  /** All payment contracts (production + resource, counted statuses) of its owner contract. */
  payTotalAmount: MoneyInput;
}

export interface RequestFigures {
  unRequestAmount: string;
  requestRate: string;
  paidRate: string;
  /** Contract amount − paid. */
  unpaidAmount: string;
  /** Arrived on the owner contract − requested on all its payment contracts. */
  arriveBalance: string;
  /** All payment contracts − requested on them. */
  unRequestTotalAmount: string;
}

/** The figures the request list and form show; the server answers the same. Rates: part / contract × 100. */
export function requestFigures(b: RequestBase): RequestFigures {
  return {
    unRequestAmount: subtractMoney(b.contractAmount, b.requestAmount),
    requestRate: percentOf(b.requestAmount, b.contractAmount),
    paidRate: percentOf(b.paidAmount, b.contractAmount),
    unpaidAmount: subtractMoney(b.contractAmount, b.paidAmount),
    arriveBalance: subtractMoney(b.arriveAmount, b.requestTotalAmount),
    unRequestTotalAmount: subtractMoney(b.payTotalAmount, b.requestTotalAmount),
  };
}

/** The request amount rules in order, each with its message; null when `amount` may be requested. */
export function requestAmountError(amount: string, b: RequestBase): string | null {
  if (!moneyPositive(amount)) return PAYMENT_REQUEST_MESSAGES.amount;
  const f = requestFigures(b);
  if (!moneyLte(amount, f.unRequestAmount)) return PAYMENT_REQUEST_MESSAGES.overUnrequested;
  if (!moneyLte(amount, f.arriveBalance)) return PAYMENT_REQUEST_MESSAGES.overArriveBalance;
  if (!moneyLte(sumMoney([b.requestTotalAmount, amount]), b.payTotalAmount)) return PAYMENT_REQUEST_MESSAGES.overContracts;
  return null;
}

/** A request's payment status after `paid` of `amount` was paid (0 nothing, 1 part, 2 all). */
export function payStatusAfter(paid: MoneyInput, amount: MoneyInput): number {
  if (!moneyPositive(paid ?? 0)) return PAY_STATUS.toPay;
  return moneyLte(amount, paid) ? PAY_STATUS.paid : PAY_STATUS.partlyPaid;
}

/** The payment rule: 0 < actual ≤ amount − paid; null when it may be paid. */
export function paymentAmountError(actual: string, amount: MoneyInput, paid: MoneyInput): string | null {
  if (!moneyPositive(actual)) return PAYMENT_MESSAGES.amount;
  return moneyLte(actual, subtractMoney(amount, paid)) ? null : PAYMENT_MESSAGES.overUnpaid;
}

/** One payment request as the lists and detail answer it (spec 2 §3 "Payment request"). */
export interface PaymentRequest extends RequestFigures {
  id: string;
  tenantId: string;
  requestUserId: string;
  requestUserName: string;
  requestOrgId: string;
  requestOrgName: string;
  contractId: string;
  contractName: string;
  contractCode: string;
  contractType: PaymentContractKind;
  contractStatus: number;
  contractAmount: string;
  contractOwnerId: string;
  ownerName: string;
  ownerCode: string;
  ownerType: number;
  currRequestAmount: string;
  realityAmount: string;
  payStatus: number;
  requestDate: string;
  payDate: string;
  isInvoice: number;
  designCompanyId: string;
  designCompanyName: string;
  designCompanyTaxNo: string;
  designCompanyTaxAddress: string;
  designCompanyEmail: string;
  designCompanyPhone: string;
  bankId: string;
  bankName: string;
  bankAccount: string;
  bankOpening: string;
  invoiceAttach: string;
  requestRemark: string;
  createTime: string;
}

/** One payment contract as party B's list and the request form read it. */
export interface RequestContract extends RequestFigures {
  id: string;
  tenantId: string;
  name: string;
  code: string;
  contractType: PaymentContractKind;
  statusContract: number;
  contractAmount: string;
  requestAmount: string;
  paidAmount: string;
  arriveAmount: string;
  requestTotalAmount: string;
  payTotalAmount: string;
  contractOwnerId: string;
  ownerName: string;
  ownerCode: string;
  ownerType: number;
  partyJia: string;
  partyYi: string;
  createUserName: string;
  createTime: string;
  /** The design company the invoice is made out to: the organisation keeping the contract. */
  designCompanyId: string;
  designCompanyName: string;
  designCompanyTaxNo: string;
  designCompanyTaxAddress: string;
  designCompanyEmail: string;
  designCompanyPhone: string;
}

/** One payment (finance_payment row). */
export interface Payment {
  id: string;
  requestId: string;
  realityAmount: string;
  payDate: string;
  payVoucher: string;
  remark: string;
  createUserName: string;
  createTime: string;
}
