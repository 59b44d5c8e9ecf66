/**
 * Bid deposits and their refunds (投标保证金; spec 2 §3 "Bid deposit and refund", §4 bzjzt, §5
 * "Deposit and refund"; issue 17): the deposit paid for a tender of the organisation, and the refunds
 * that bring it back in parts. The deposit's returned amount and status (bzjzt 1 paid, 2 partly
 * refunded, 3 refunded) follow its refunds in the same transaction (src/server/routes/finance/deposits.ts).
 */
import { z } from 'zod';
import { MAX_CONTRACT_AMOUNT, moneyLte, moneyPositive } from './contractMoney';
import { DEPOSIT_STATUS } from './finance';
import { dateTime, moneyText, searchText } from './fields';
import { defineFormula } from './formula';
import { blankAsZero, draftSubtract, moneyFixed, toDecimal, type MoneyInput } from './money';
import { pageQuerySchema } from './paging';
import { chosenKey, archiveAttachmentSchema, type ArchiveAttachment } from './projectArchive';
import { optionalText } from './rules';
import { UPLOAD_MESSAGES } from './upload';
import { requiredText } from './validation';
import { FIELD_MESSAGES } from './fields';

export const DEPOSIT_MESSAGES = {
  notFound: '保证金不存在或已删除',
  /** Spec 2 §5: a refund's amount, every failure of the field (0 < amount ≤ not returned, two decimals). */
  refundAmount: '0<本次归还金额<=未归还金额',
  /** Not worded by the spec (the deposit form's required fields). */
  depositType: '请选择保证金类型',
  bid: '请选择投标项目',
  receiptUnit: '请填写收款单位，100个字内',
  payDate: '请选择实际缴纳日期',
  payVoucher: '请上传缴纳凭证',
  /** Not worded by the spec (the refund form). */
  refundDate: '请选择归还时间',
  receiptVoucher: '请上传收款凭证',
  /** A deposit with refunds keeps its amount and stays (the refunds are its history). */
  refunded: '已有归还记录的保证金不能修改或删除',
  refundNotFound: '归还记录不存在或已删除',
} as const;
const M = DEPOSIT_MESSAGES;

export const DEPOSIT_LIMITS = { receiptUnitName: 100, payRemark: 200, remark: 200, vouchers: 10 } as const;

export type DepositStatus = (typeof DEPOSIT_STATUS)[keyof typeof DEPOSIT_STATUS];

export interface BidDeposit {
  id: string;
  tenantId: string;
  /** bzjlx key. */
  depositType: string;
  status: DepositStatus;
  code: string;
  title: string;
  purchasingCode: string;
  bidId: string;
  bidName: string;
  receiptUnitId: string;
  receiptUnitName: string;
  receiptUnitCode: string;
  /** The amount paid (the bid's guarantee by default). */
  guarantee: string;
  paymentDeadline: string;
  refundDate: string;
  /** Returned so far (the sum of the refunds). */
  restitutionAmount: string;
  /** guarantee − returned. */
  unRestitutionAmount: string;
  payDate: string;
  payVoucher: ArchiveAttachment[];
  payRemark: string;
  createUser: string;
  createUserName: string;
  createTime: string;
}

export interface DepositRefund {
  id: string;
  tenantId: string;
  depositId: string;
  arriveAmount: string;
  arriveDate: string;
  receiptVoucher: ArchiveAttachment[];
  remark: string;
  /** The deposit's amount and what was still to return before this refund (the form shows both). */
  depositAmount: string;
  unRestitutionAmount: string;
  createUser: string;
  createUserName: string;
  createTime: string;
}

const ID = /^\d{1,32}$/;
const chosenId = (message: string) => z.string({ error: message }).trim().regex(ID, message);
/** Required vouchers, at most ten (超出上传限制文件数量). */
const requiredVouchers = (message: string) =>
  z.array(archiveAttachmentSchema, { error: message }).min(1, message).max(DEPOSIT_LIMITS.vouchers, UPLOAD_MESSAGES.uploadCountExceeded);

/** ≥ 0, two decimals at most (请填写正确的数字), within the largest amount. */
const guarantee = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? '0' : v),
  moneyText.refine((v) => moneyLte(v, MAX_CONTRACT_AMOUNT), FIELD_MESSAGES.number),
);

export const depositSchema = z.object({
  id: z.string().trim().regex(ID).optional(),
  depositType: chosenKey(M.depositType),
  bidId: chosenId(M.bid),
  receiptUnitName: requiredText(M.receiptUnit, DEPOSIT_LIMITS.receiptUnitName, M.receiptUnit),
  guarantee,
  payDate: dateTime(M.payDate),
  payVoucher: requiredVouchers(M.payVoucher),
  payRemark: optionalText(DEPOSIT_LIMITS.payRemark),
});
export type DepositInput = z.output<typeof depositSchema>;

/** What is still to return: guarantee − returned. */
export const unreturned = (guaranteeAmount: MoneyInput, returned: MoneyInput): string => moneyFixed(toDecimal(guaranteeAmount).minus(toDecimal(returned)));

/** Spec 2 §5: 0 < amount ≤ not returned. */
export const refundWithin = (amount: MoneyInput, notReturned: MoneyInput): boolean => moneyPositive(amount) && moneyLte(amount, notReturned);

/** The deposit's status once `returned` of `guaranteeAmount` is back: 3 all, 2 some, 1 none. */
export function depositStatusAfter(guaranteeAmount: MoneyInput, returned: MoneyInput): DepositStatus {
  if (!moneyPositive(returned)) return DEPOSIT_STATUS.paid;
  return moneyLte(guaranteeAmount, returned) ? DEPOSIT_STATUS.refunded : DEPOSIT_STATUS.partlyRefunded;
}

/** The refund form's live figure: what stays to return after this refund. */
export const refundRemainingFormula = defineFormula(['remainingAfter'], (v) => ({ remainingAfter: draftSubtract(v.unRestitutionAmount, blankAsZero(v.arriveAmount)) }));

const refundAmount = z
  .union([z.string(), z.number()], { error: M.refundAmount })
  .transform((v) => String(v).trim())
  .refine((v) => moneyText.safeParse(v).success && moneyPositive(v) && moneyLte(v, MAX_CONTRACT_AMOUNT), M.refundAmount);

/** A refund (finance-deposit/restitution body): the bound against the deposit is checked under its lock. */
export const depositRefundSchema = z.object({
  depositId: chosenId(M.notFound),
  arriveAmount: refundAmount,
  arriveDate: dateTime(M.refundDate),
  receiptVoucher: requiredVouchers(M.receiptVoucher),
  remark: optionalText(DEPOSIT_LIMITS.remark),
});
export type DepositRefundInput = z.output<typeof depositRefundSchema>;

export const depositPageQuerySchema = pageQuerySchema.extend({
  bidName: searchText,
  receiptUnitName: searchText,
  depositType: searchText,
  status: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().optional()),
  payDateFrom: searchText,
  payDateTo: searchText,
});

export const depositRefundPageQuerySchema = pageQuerySchema.extend({
  depositId: chosenId(M.notFound),
  tenantId: z.string().optional(),
});
