/**
 * Cooperation fees (合作费; spec 2 §3 "Cooperation fee", §4, §5; issue 17): money the organisation
 * pays to another company (payment form) and gets back, less a deduction (return form). Status
 * 0 not returned → 1 returned, through the return only. The record, messages, schemas and the
 * return formula, shared by the form and the route (src/server/routes/finance/cooperationFees.ts).
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { MAX_CONTRACT_AMOUNT, moneyLte, moneyPositive } from './contractMoney';
import { type COOPERATION_FEE_STATUS } from './finance';
import { dateTime, moneyText, searchText } from './fields';
import { defineFormula } from './formula';
import { blankAsZero, draftMoney, toDecimal, type MoneyInput } from './money';
import { pageQuerySchema } from './paging';
import { archiveAttachmentSchema, type ArchiveAttachment } from './projectArchive';
import { optionalText } from './rules';
import { UPLOAD_MESSAGES } from './upload';
import { requiredText } from './validation';

export const COOPERATION_FEE_MESSAGES = {
  notFound: '合作费不存在或已删除',
  /** Spec 2 §5: the paid amount, positive with at most two decimals (every failure of the field). */
  payAmount: '缴纳金额必须为有效数字，最多保留两位小数。',
  /** Not worded by the spec (the required fields of the payment form). */
  payCompany: '请选择缴纳单位',
  payBank: '请选择缴纳银行账户',
  receiptCompany: '请填写收款单位，30个字内',
  payDate: '请选择缴纳日期',
  payMatter: '请填写缴纳事项，200个字内',
  /** Not worded by the spec (the return form). */
  restitutionDate: '请选择归还日期',
  deductAmount: '扣除金额必须为有效数字，最多保留两位小数，且不大于缴纳金额',
  restitutionAmount: '归还金额须大于等于0且小于等于缴纳金额',
  restitutionCompany: '请选择归还单位',
  restitutionBank: '请选择归还银行账户',
  /** The company must be the organisation itself (its bank cards are the only ones it keeps). */
  ownCompany: '缴纳单位与归还单位须为本单位',
  /** Returned fees are closed: no edit, no second return. */
  returned: '合作费已归还，不能再修改或归还',
} as const;
const M = COOPERATION_FEE_MESSAGES;

export const COOPERATION_FEE_LIMITS = { receiptCompanyName: 30, payMatter: 200, remark: 200, deductReason: 200, vouchers: 10 } as const;

export type CooperationFeeStatus = (typeof COOPERATION_FEE_STATUS)[keyof typeof COOPERATION_FEE_STATUS];

export interface CooperationFee {
  id: string;
  tenantId: string;
  code: string;
  title: string;
  status: CooperationFeeStatus;
  payCompanyId: string;
  payCompanyName: string;
  payBankId: string;
  payBankName: string;
  payBankCard: string;
  payBankOpen: string;
  receiptCompanyName: string;
  payAmount: string;
  payDate: string;
  payMatter: string;
  payVoucher: ArchiveAttachment[];
  remark: string;
  restitutionAmount: string;
  deductAmount: string;
  restitutionDate: string;
  restitutionCompanyId: string;
  restitutionCompanyName: string;
  restitutionBankId: string;
  restitutionBankName: string;
  restitutionBankCard: string;
  restitutionBankOpen: string;
  restitutionVoucher: ArchiveAttachment[];
  /** The deduction's reason (the spec's deductReuse). */
  deductReason: string;
  createUser: string;
  createUserName: string;
  createTime: string;
}

const ID = /^\d{1,32}$/;
const chosenId = (message: string) => z.string({ error: message }).trim().regex(ID, message);
const vouchers = z.array(archiveAttachmentSchema).max(COOPERATION_FEE_LIMITS.vouchers, UPLOAD_MESSAGES.uploadCountExceeded).optional().default([]);

/** 0 < amount ≤ the largest amount, two decimals at most. */
export const feePayAmount = z
  .union([z.string(), z.number()], { error: M.payAmount })
  .transform((v) => String(v).trim())
  .refine((v) => moneyText.safeParse(v).success && moneyPositive(v) && moneyLte(v, MAX_CONTRACT_AMOUNT), M.payAmount);

export const cooperationFeeSchema = z.object({
  id: z.string().trim().regex(ID).optional(),
  payCompanyId: chosenId(M.payCompany),
  payBankId: chosenId(M.payBank),
  receiptCompanyName: requiredText(M.receiptCompany, COOPERATION_FEE_LIMITS.receiptCompanyName, M.receiptCompany),
  payAmount: feePayAmount,
  payDate: dateTime(M.payDate),
  payMatter: requiredText(M.payMatter, COOPERATION_FEE_LIMITS.payMatter, M.payMatter),
  payVoucher: vouchers,
  remark: optionalText(COOPERATION_FEE_LIMITS.remark),
});
export type CooperationFeeInput = z.output<typeof cooperationFeeSchema>;

/**
 * The amount returned: paid − deduction while the deduction is below what was paid, else nothing
 * (never below 0). Both as typed; '' while either is not a number yet.
 */
export function feeReturnAmount(payAmount: MoneyInput | unknown, deductAmount: MoneyInput | unknown): string {
  return draftMoney((paid, deducted) => (deducted.lt(paid) ? paid.minus(deducted) : new Decimal(0)), payAmount, blankAsZero(deductAmount));
}

/** The return form's live figure (payAmount is the fee's, shown read-only). */
export const feeReturnFormula = defineFormula(['restitutionAmount'], (v) => ({ restitutionAmount: feeReturnAmount(v.payAmount, v.deductAmount) }));

const deductAmount = z
  .union([z.string(), z.number()], { error: M.deductAmount })
  .transform((v) => String(v).trim())
  .refine((v) => moneyText.safeParse(v).success && moneyLte(v, MAX_CONTRACT_AMOUNT), M.deductAmount);

/** The return (changeStatus body); restitutionAmount is recomputed from the fee's paid amount by the server. */
export const cooperationFeeReturnSchema = z.object({
  id: chosenId(M.notFound),
  restitutionDate: dateTime(M.restitutionDate),
  deductAmount,
  restitutionAmount: z.union([z.string(), z.number()]).optional(),
  restitutionCompanyId: chosenId(M.restitutionCompany),
  restitutionBankId: chosenId(M.restitutionBank),
  deductReason: optionalText(COOPERATION_FEE_LIMITS.deductReason),
  restitutionVoucher: vouchers,
});
export type CooperationFeeReturnInput = z.output<typeof cooperationFeeReturnSchema>;

/** The return's checks against the fee's paid amount: the deduction and the returned amount within it. */
export function checkFeeReturn(payAmount: MoneyInput, deduct: MoneyInput): { restitutionAmount: string } | { error: string } {
  if (!moneyLte(deduct, payAmount)) return { error: M.deductAmount };
  const restitutionAmount = feeReturnAmount(payAmount, deduct);
  const back = toDecimal(restitutionAmount);
  if (restitutionAmount === '' || back.lt(0) || !moneyLte(back, payAmount)) return { error: M.restitutionAmount };
  return { restitutionAmount };
}

export const cooperationFeePageQuerySchema = pageQuerySchema.extend({
  receiptCompanyName: searchText,
  payMatter: searchText,
  status: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().optional()),
  payDateFrom: searchText,
  payDateTo: searchText,
});
