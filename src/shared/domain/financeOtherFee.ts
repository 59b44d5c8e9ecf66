/**
 * Other expenses (其他支出, contract-other-fee; spec 2 §3 "Other expense", §5; issue 17): money an owner
 * contract spends out of its project cost besides its production and resource contracts. The API
 * record, the schema the drawer and the route both parse, the messages and the change formula.
 */
import { z } from 'zod';
import { MAX_CONTRACT_AMOUNT, moneyLte, moneyPositive } from './contractMoney';
import { PRODUCTION_MESSAGES } from './contractProduction';
import { dateTime, moneyText, optionalText, searchText } from './fields';
import { defineFormula } from './formula';
import { blankAsZero, draftSubtract } from './money';
import { pageQuerySchema } from './paging';
import { PROJECT_MESSAGES } from './project';
import { type ArchiveAttachment, archiveAttachmentSchema, chosenKey } from './projectArchive';
import { UPLOAD_MESSAGES } from './upload';
import { requiredText } from './validation';

export const OTHER_FEE_MESSAGES = {
  /** Spec 2 §5 (add): 0 < amount ≤ the owner contract's remaining project cost; also a new amount that is not > 0 on edit. */
  amount: '0<支出金额<=项目成本费剩余总额',
  /** Spec 2 §5 (edit): new − old ≤ the remaining project cost (the production contract's text, one constant). */
  change: PRODUCTION_MESSAGES.change,
  /** The owner contract, the type (zclx) and the date are picked (请选择). */
  select: PROJECT_MESSAGES.select,
  /** disburseExp and remark: 1–200 (请填写，200个字内). */
  text: PROJECT_MESSAGES.nameRequired,
  notFound: '其他支出不存在或已删除',
} as const;

export const OTHER_FEE_LIMITS = { exp: 200, remark: 200, vouchers: 10 } as const;

/** The owner contract's figures the form shows read-only (spec 2 §3 "Other expense"). */
export interface OtherFeeOwnerFigures {
  yzName: string;
  yzCode: string;
  yz_currContractAmount: string;
  platformFee: string;
  sysFee: string;
  bizFee: string;
  projectCostFee: string;
  productContractAmount: string;
  resourceContractAmount: string;
  /** Every other expense of the owner contract (this one included). */
  otherFeeAmount: string;
  /** 项目成本费剩余总额. */
  costSurplus: string;
}

export interface OtherFee extends OtherFeeOwnerFigures {
  id: string;
  tenantId: string;
  contractOwnerId: string;
  /** zclx key. */
  disburseType: string;
  disburseAmount: string;
  /** The amount before the last edit ('0.00' before any). */
  disburseAmountBefore: string;
  /** The last edit's change (new − old). */
  changeAmount: string;
  disburseDate: string;
  disburseExp: string;
  payVoucher: ArchiveAttachment[];
  remark: string;
  createUser: string;
  createUserName: string;
  createTime: string;
  updateTime: string;
}

const ID = /^\d{1,32}$/;

/** A number with two decimals at most (请填写正确的数字), then 0 < x ≤ 9 999 999 999.99; the cost is the server's (and the form's live) check. */
export const otherFeeAmount = moneyText.refine((v) => moneyPositive(v) && moneyLte(v, MAX_CONTRACT_AMOUNT), OTHER_FEE_MESSAGES.amount);

export const otherFeeSchema = z.object({
  id: z.string().trim().regex(ID).optional(),
  contractOwnerId: z.string({ error: OTHER_FEE_MESSAGES.select }).trim().regex(ID, OTHER_FEE_MESSAGES.select),
  disburseType: chosenKey(OTHER_FEE_MESSAGES.select),
  disburseAmount: otherFeeAmount,
  disburseDate: dateTime(OTHER_FEE_MESSAGES.select),
  disburseExp: requiredText(OTHER_FEE_MESSAGES.text, OTHER_FEE_LIMITS.exp, OTHER_FEE_MESSAGES.text),
  payVoucher: z.array(archiveAttachmentSchema).max(OTHER_FEE_LIMITS.vouchers, UPLOAD_MESSAGES.uploadCountExceeded).optional().default([]),
  remark: optionalText(OTHER_FEE_LIMITS.remark),
});
export type OtherFeeInput = z.output<typeof otherFeeSchema>;

export const otherFeePageQuerySchema = pageQuerySchema.extend({
  contractOwnerId: z.string().trim().regex(ID).optional().or(z.literal('')),
  yzName: searchText,
  disburseType: searchText,
  createTimeFrom: z.string().optional(),
  createTimeTo: z.string().optional(),
});

/**
 * Spec 2 §5: an add takes its whole amount from the remaining cost; an edit only its change (new − old,
 * which may be negative). `remaining` is the owner contract's costSurplus with this expense still
 * counted. Returns the message the amount breaks, or '' when it fits.
 */
export function otherFeeAmountError(amount: string, remaining: string, before?: string): string {
  if (!moneyText.safeParse(amount).success || !moneyPositive(amount) || !moneyLte(amount, MAX_CONTRACT_AMOUNT)) return OTHER_FEE_MESSAGES.amount;
  if (before === undefined) return moneyLte(amount, remaining) ? '' : OTHER_FEE_MESSAGES.amount;
  return moneyLte(draftSubtract(amount, before) || '0', remaining) ? '' : OTHER_FEE_MESSAGES.change;
}

/** The change the form shows live on edit (new − the amount now); the server stores the same. */
export const otherFeeChange = defineFormula(['changeAmount'], (v) => ({ changeAmount: draftSubtract(v.disburseAmount, blankAsZero(v.amountNow)) }));

/**
 * The drawer's schema: the same fields, plus the cost rule checked on the figures the form shows
 * (costSurplus, and amountNow — the amount the expense has now, '' when adding), so the person sees
 * the message before the server answers it the same way.
 */
export const otherFeeFormSchema = otherFeeSchema
  .extend({ costSurplus: z.string().optional().default(''), amountNow: z.string().optional().default('') })
  .superRefine((v, ctx) => {
    if (v.costSurplus === '') return;
    const error = otherFeeAmountError(v.disburseAmount, v.costSurplus, v.amountNow === '' ? undefined : v.amountNow);
    if (error) ctx.addIssue({ code: 'custom', path: ['disburseAmount'], message: error });
  });
