/**
 * Bank cards of an organisation (biz-bankcard, spec 3 §3, §5): one schema for the drawer form and
 * the server; exactly one default card per organisation (the server keeps it in one transaction,
 * the partial unique index bank_card_one_default guards races).
 */
import { z } from 'zod';
import { blankAsUndefined, searchText } from './fields';
import { pageQuerySchema } from './paging';
import { optionalText } from './rules';
import { requiredText } from './validation';

export const BANK_CARD_MESSAGES = {
  notFound: '银行卡不存在或已删除',
  accType: '请选择账户类型',
  accName: '请输入账户名称',
  openBank: '请输入开户银行',
  bankAcc: '请输入银行账号',
  bankAccFormat: '银行账号只能为数字且不能以0开头',
  isDefault: '请选择是否默认',
  keepDefault: '默认银行卡不能取消默认，请先将另一张银行卡设为默认',
  removeDefault: '默认银行卡不能删除，请先将另一张银行卡设为默认',
  organisation: '单位不存在或无权查看其银行卡',
} as const;

export const BANK_CARD_LIMITS = { accName: 30, openBank: 30, bankAcc: 20, remark: 200 } as const;

/** 1 enterprise (对公), 2 personal (个人). */
export const BANK_ACCOUNT_TYPES = [1, 2] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** Digits only, not starting with 0. */
export const BANK_ACCOUNT = /^[1-9]\d*$/;

export interface BankCard {
  id: string;
  tenantId: string;
  accType: BankAccountType;
  accName: string;
  openBank: string;
  bankAcc: string;
  /** 1 for the organisation's one default card. */
  isDefault: 0 | 1;
  remark: string;
  orgName: string;
  createUserName: string;
  createDeptName: string;
  createTime: string;
}

/** A choice among numbers, as a select sends it ('1') or JSON does (1); blank is the required message. */
export const numberChoice = <T extends number>(values: readonly T[], message: string) =>
  z.preprocess(
    blankAsUndefined,
    z
      .union([z.number(), z.string()], { error: message })
      .transform((v) => Number(v))
      .refine((v): v is T => values.includes(v as T), message),
  ) as unknown as z.ZodType<T, unknown>;

export const bankCardSchema = z.object({
  id: z.string().trim().regex(/^\d{1,32}$/).optional(),
  accType: numberChoice(BANK_ACCOUNT_TYPES, BANK_CARD_MESSAGES.accType),
  accName: requiredText(BANK_CARD_MESSAGES.accName, BANK_CARD_LIMITS.accName),
  openBank: requiredText(BANK_CARD_MESSAGES.openBank, BANK_CARD_LIMITS.openBank),
  bankAcc: requiredText(BANK_CARD_MESSAGES.bankAcc, BANK_CARD_LIMITS.bankAcc).refine((v) => BANK_ACCOUNT.test(v), BANK_CARD_MESSAGES.bankAccFormat),
  isDefault: numberChoice([0, 1] as const, BANK_CARD_MESSAGES.isDefault),
  remark: optionalText(BANK_CARD_LIMITS.remark),
});
export type BankCardInput = z.infer<typeof bankCardSchema>;

/** biz-bankcard/list: `code` names the organisation (its code); absent, the caller's own. */
export const bankCardPageQuerySchema = pageQuerySchema.extend({ code: searchText });

/** 6222021234567890123 → "6222 0212 3456 7890 123": easier to read aloud and compare. */
export const groupAccountNumber = (account: string) => account.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The one-default rule as the server applies it to a save: the first card of an organisation is the
 * default whatever was chosen; the default card stays default until another is made default.
 * Answers the default flag to store, or the refusal's message.
 */
export function defaultOnSave(chosen: 0 | 1, existing: { isDefault: 0 | 1 } | undefined, cardsBefore: number): { isDefault: 0 | 1 } | { refused: string } {
  if (!existing && cardsBefore === 0) return { isDefault: 1 };
  if (existing?.isDefault === 1 && chosen === 0) return { refused: BANK_CARD_MESSAGES.keepDefault };
  return { isDefault: chosen };
}

/** The default card may be removed only as the last card, or together with every other card. */
export function canRemoveCards(removing: { isDefault: 0 | 1 }[], cardsBefore: number): boolean {
  return !removing.some((c) => c.isDefault === 1) || removing.length === cardsBefore;
}
