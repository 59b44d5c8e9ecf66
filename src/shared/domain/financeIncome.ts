/**
 * Other income (其他收入, finance-income-other; spec 2 §3 "Income record", §5 "Income"; issue 17): money
 * an organisation received outside its contracts, into one of its own bank cards. The API record, the
 * schema the drawer and the route both parse, and the messages.
 */
import { z } from 'zod';
import { MAX_CONTRACT_AMOUNT, moneyLte, moneyPositive } from './contractMoney';
import { dateTime, searchText } from './fields';
import { pageQuerySchema } from './paging';
import { type ArchiveAttachment, archiveAttachmentSchema, chosenKey } from './projectArchive';
import { optionalText } from './rules';
import { UPLOAD_MESSAGES } from './upload';
import { requiredText } from './validation';

export const INCOME_MESSAGES = {
  incomeType: '请选择收入类型',
  payCompanyName: '请输入付款单位',
  incomeCompany: '请选择收款单位',
  bankName: '请选择收款银行户名',
  bankCard: '请选择收款账号',
  bankOpen: '请输入收款开户行',
  incomeDate: '请输入收款日期',
  amountRequired: '请输入收款金额',
  /** Spec 2 §5: a positive number with at most two decimals. */
  amount: '收款金额必须为有效数字，最多保留两位小数。',
  notFound: '收入记录不存在或已删除',
} as const;

export const INCOME_LIMITS = { payCompanyName: 30, remark: 200, vouchers: 10 } as const;

export interface Income {
  id: string;
  tenantId: string;
  /** srlx key. */
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
  incomeVoucher: ArchiveAttachment[];
  remark: string;
  createUser: string;
  createUserName: string;
  createDeptName: string;
  createTime: string;
}

const ID = /^\d{1,32}$/;
const MONEY = /^(0|[1-9]\d{0,13})(\.\d{1,2})?$/;

/** Required (请输入收款金额), then a positive number with two decimals at most up to 9 999 999 999.99. */
export const incomeAmount = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: INCOME_MESSAGES.amountRequired })
    .min(1, INCOME_MESSAGES.amountRequired)
    .refine((v) => MONEY.test(v) && moneyPositive(v) && moneyLte(v, MAX_CONTRACT_AMOUNT), INCOME_MESSAGES.amount),
);

export const incomeSchema = z.object({
  id: z.string().trim().regex(ID).optional(),
  incomeType: chosenKey(INCOME_MESSAGES.incomeType),
  payCompanyName: requiredText(INCOME_MESSAGES.payCompanyName, INCOME_LIMITS.payCompanyName),
  incomeCompanyId: z.string({ error: INCOME_MESSAGES.incomeCompany }).trim().min(1, INCOME_MESSAGES.incomeCompany),
  incomeBankId: z.string({ error: INCOME_MESSAGES.bankName }).trim().regex(ID, INCOME_MESSAGES.bankName),
  incomeBankName: requiredText(INCOME_MESSAGES.bankName, 100),
  incomeBankCard: requiredText(INCOME_MESSAGES.bankCard, 40),
  incomeBankOpen: requiredText(INCOME_MESSAGES.bankOpen, 100),
  incomeDate: dateTime(INCOME_MESSAGES.incomeDate),
  incomeAmount,
  incomeVoucher: z.array(archiveAttachmentSchema).max(INCOME_LIMITS.vouchers, UPLOAD_MESSAGES.uploadCountExceeded).optional().default([]),
  remark: optionalText(INCOME_LIMITS.remark),
});
export type IncomeInput = z.output<typeof incomeSchema>;

export const incomePageQuerySchema = pageQuerySchema.extend({
  incomeType: searchText,
  payCompanyName: searchText,
  createUserName: searchText,
  incomeDateFrom: z.string().optional(),
  incomeDateTo: z.string().optional(),
});
