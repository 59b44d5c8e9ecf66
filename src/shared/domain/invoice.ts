/**
 * Invoices (开票; spec 2 §3 "Invoice", §4 fpzt, §5 "Invoice"; issue 17): owner invoices on an owner
 * contract and platform invoices on a platform or project-management contract. The API record, the
 * schemas the drawer and the route both parse, the messages, and the formulas (tax rate from the type,
 * taxes, the largest amount an invoice may have). The summary of a contract is invoiceSummary.ts.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { MAX_CONTRACT_AMOUNT, moneyLte, moneyPositive } from './contractMoney';
import { dateTime, moneyText, optionalText, searchText } from './fields';
import type { FinanceContractKind } from './finance';
import { defineFormula } from './formula';
import { moneyFixed, parseMoneyDraft, toDecimal, type MoneyInput } from './money';
import { pageQuerySchema } from './paging';
import { PROJECT_MESSAGES } from './project';
import { archiveAttachmentSchema, attachmentList, type ArchiveAttachment } from './projectArchive';
import { UPLOAD_MESSAGES } from './upload';
import { requiredText } from './validation';

export const INVOICE_MESSAGES = {
  /** Spec 2 §5: the owner invoice form's wording of 0 < amount ≤ un-invoiced total. */
  amountOwner: '0<本发票开票金额<=未开票总额',
  /** Spec 2 §5: the other form's wording — the platform invoice form says it. */
  amountPlatform: '0<本次开票金额<=未开票总额',
  /** Spec 2 §5: 0 < amount ≤ maxAvailable. */
  maxAvailable: '0<本发票开票金额<=本发票最大可开金额',
  /** Not in the spec (its style): the invoice numbers of the supplement form, Chinese commas, ≤500. */
  nums: '请填写发票号码，多个以中文逗号分隔，500个字内',
  /** Not in the spec: the invoice is not one of the organisation's (or was removed). */
  notFound: '发票不存在或已删除',
  /** Not in the spec: the platform or project-management contract is not one of the organisation's. */
  platformNotFound: '平台合同不存在或已删除',
  /** Not in the spec: an invoice with money arrived against it keeps its record. */
  arrived: '发票已有到账记录，不能删除',
  /** Not in the spec: voiding an invoice that is already voided. */
  alreadyVoided: '该发票已作废',
  /** Not in the spec: an invoice with arrivals (fpzt 2, 3, or 1 with a 0.00 arrival) is not voided: they would lose their invoice. */
  voidArrived: '发票已有到账记录，不能作废',
  /** Not in the spec: a voided invoice keeps its record as it was voided (no edit, supplement or removal). */
  voidedLocked: '已作废的发票不能再修改或删除',
} as const;

export const INVOICE_LIMITS = { name: 200, nums: 500, remark: 200, attachments: 20 } as const;

export interface Invoice {
  id: string;
  tenantId: string;
  kind: FinanceContractKind;
  contractOwnerId: string;
  contractPlatformId: string;
  yzName: string;
  yzCode: string;
  ptName: string;
  ptCode: string;
  /** 1 direct project (the owner contract's isDirect): type, content, rate, taxes and receipt date show. */
  isDirect: number;
  name: string;
  code: string;
  /** fpzt. */
  status: number;
  currInvoiceAmount: string;
  /** Arrived against this invoice (its arrivals' sum) and what is still to arrive. */
  currArrivedAmount: string;
  currUnArriveAmount: string;
  invoiceDate: string;
  receiptDate: string;
  type: string;
  taxRate: string;
  taxes: string;
  content: string;
  nums: string;
  attach: ArchiveAttachment[];
  remark: string;
  /** The contract's figures at answer time: its amount, invoiced (not voided), un-invoiced, the largest new invoice. */
  contractAmount: string;
  invoiceAmount: string;
  unInvoiceAmount: string;
  maxAvailable: string;
  createUser: string;
  createUserName: string;
  createTime: string;
}

const ID = /^\d{1,32}$/;
const chosen = z.preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v), z.string().trim().max(20));
const optionalDateTime = z.preprocess((v) => (v === null || v === undefined ? '' : v), z.union([z.literal(''), dateTime()]));

/** The amount: a number (请填写正确的数字), then 0 < x ≤ the largest amount, in the form's own wording. */
const amountOf = (message: string) => moneyText.refine((v) => moneyPositive(v) && moneyLte(v, MAX_CONTRACT_AMOUNT), message);

const base = {
  id: z.string().trim().regex(ID).optional(),
  name: requiredText(PROJECT_MESSAGES.nameRequired, INVOICE_LIMITS.name, PROJECT_MESSAGES.nameRequired),
  invoiceDate: dateTime(PROJECT_MESSAGES.select),
  receiptDate: optionalDateTime,
  type: chosen,
  content: chosen,
  /** Sent by the form (the picked contract's); the server reads the owner contract's own and ignores it. */
  isDirect: z.coerce.number().int().optional().default(0),
  attach: z.array(archiveAttachmentSchema).max(INVOICE_LIMITS.attachments, UPLOAD_MESSAGES.uploadCountExceeded).optional().default([]),
  remark: optionalText(INVOICE_LIMITS.remark),
};

/** Direct projects (isDirect 1) require the type and the content (请选择). */
function requireDirect(v: { isDirect: number; type: string; content: string }, ctx: z.RefinementCtx) {
  if (v.isDirect !== 1) return;
  if (!v.type) ctx.addIssue({ code: 'custom', path: ['type'], message: PROJECT_MESSAGES.select });
  if (!v.content) ctx.addIssue({ code: 'custom', path: ['content'], message: PROJECT_MESSAGES.select });
}

export const ownerInvoiceSchema = z
  .object({ ...base, contractOwnerId: z.string({ error: PROJECT_MESSAGES.select }).trim().regex(ID, PROJECT_MESSAGES.select), currInvoiceAmount: amountOf(INVOICE_MESSAGES.amountOwner) })
  .superRefine(requireDirect);
export const platformInvoiceSchema = z
  .object({ ...base, contractPlatformId: z.string({ error: PROJECT_MESSAGES.select }).trim().regex(ID, PROJECT_MESSAGES.select), currInvoiceAmount: amountOf(INVOICE_MESSAGES.amountPlatform) })
  .superRefine(requireDirect);
export type OwnerInvoiceInput = z.output<typeof ownerInvoiceSchema>;
export type PlatformInvoiceInput = z.output<typeof platformInvoiceSchema>;

/** Invoice numbers: one or more, separated by Chinese commas (，), 500 characters at most. */
export const invoiceNums = z
  .string({ error: INVOICE_MESSAGES.nums })
  .trim()
  .min(1, INVOICE_MESSAGES.nums)
  .max(INVOICE_LIMITS.nums, INVOICE_MESSAGES.nums)
  .refine((v) => v.split('，').every((n) => n.trim() !== '' && !/[,;；、]/.test(n)), INVOICE_MESSAGES.nums);

/** The supplement form (补充): the numbers and the attachment, both required there. */
export const invoiceSupplementSchema = z.object({ id: z.string().trim().regex(ID), nums: invoiceNums, attach: attachmentList(INVOICE_LIMITS.attachments) });
export type InvoiceSupplementInput = z.output<typeof invoiceSupplementSchema>;

export const invoicePageQuerySchema = pageQuerySchema.extend({
  contractOwnerId: z.string().trim().regex(ID).optional().or(z.literal('')),
  contractPlatformId: z.string().trim().regex(ID).optional().or(z.literal('')),
  tenantId: z.string().optional(),
  name: searchText,
  status: z.coerce.number().int().min(1).max(4).optional().or(z.literal('')),
});

/** A fplx remark ('0.06') as the rate in percent with two decimals ('6.00'); '' when it is not a number. */
export function rateFromRemark(remark: unknown): string {
  const d = parseMoneyDraft(remark);
  return d === null ? '' : d.times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** taxes = amount × rate / 100, rounded half up to whole yuan ('1234.00'). */
export function invoiceTaxes(amount: MoneyInput, rate: MoneyInput): string {
  return toDecimal(amount).times(toDecimal(rate)).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(2);
}

/**
 * The drawer's live figures and the server's: the rate from the chosen type's remark (`remarkOf`
 * answers the fplx remark of a key), the taxes from the amount and that rate; '' until both are known.
 */
export const invoiceTaxFormula = (remarkOf: (type: string) => string | undefined) =>
  defineFormula(['taxRate', 'taxes'], (v) => {
    const type = typeof v.type === 'string' ? v.type : '';
    const taxRate = type ? rateFromRemark(remarkOf(type)) : '';
    const amount = parseMoneyDraft(v.currInvoiceAmount);
    return { taxRate, taxes: taxRate && amount !== null ? invoiceTaxes(amount, taxRate) : '' };
  });

const max0 = (v: Decimal) => moneyFixed(Decimal.max(v, 0));

/** An owner invoice may be as large as what is not yet invoiced on the owner contract. */
export const ownerMaxAvailable = (contractAmount: MoneyInput, invoiced: MoneyInput): string => max0(toDecimal(contractAmount).minus(toDecimal(invoiced)));

/**
 * A platform or project-management contract is invoiced as its owner contract's money arrives: its
 * amount × the owner contract's arrived share (arrived / owner amount, at most 1), minus what is
 * already invoiced on it — never below 0, never above its un-invoiced total. A zero owner amount gives 0.
 */
export function platformMaxAvailable(v: { platformAmount: MoneyInput; invoiced: MoneyInput; ownerAmount: MoneyInput; ownerArrived: MoneyInput }): string {
  const owner = toDecimal(v.ownerAmount);
  if (owner.lte(0)) return '0.00';
  const share = Decimal.min(toDecimal(v.ownerArrived).dividedBy(owner), 1);
  const allowed = toDecimal(v.platformAmount).times(share).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return max0(allowed.minus(toDecimal(v.invoiced)));
}
