/**
 * Field kinds shared by every list-and-drawer resource (spec 1 §5, §9): the zod pieces a
 * resource's schema is built from, so forms and routes check the same rules with the same words.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { MESSAGES } from '../messages';

export const FIELD_MESSAGES = {
  number: '请填写正确的数字',
  dateTime: '日期格式应为 yyyy-MM-dd HH:mm:ss',
  date: '日期格式应为 yyyy-MM-dd',
  startRequired: '请输入开始日期',
  endRequired: '请输入结束日期',
  endBeforeStart: '结束日期不能早于开始日期',
  idsFormat: '编号格式有误',
} as const;

/** Search text inputs are limited to 100 characters (spec 1 §9). */
export const SEARCH_TEXT_MAX = 100;
export const searchText = z.string().trim().max(SEARCH_TEXT_MAX).optional();

/** Optional text up to `max` (长度不能超过…个字符); absent becomes ''. Declared with the other common rules. */
export { optionalText } from './rules';

/** Non-negative, at most two decimals (leading zeros tolerated: '007.5' is 7.5 once normalised). */
export const MONEY_TEXT = /^\d{1,14}(\.\d{1,2})?$/;
export const isMoneyText = (v: string) => MONEY_TEXT.test(v);

/** Non-negative, at most two decimals; kept as text so money never passes through a float. */
export const moneyText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^(0|[1-9]\d{0,13})(\.\d{1,2})?$/.test(v), FIELD_MESSAGES.number);

/** A percentage with at most two decimals, 0 to 100 (compared through decimal.js, not a float). */
export const percentText = moneyText.refine((v) => new Decimal(v).lte(100), FIELD_MESSAGES.number);

/**
 * What a money or percent input becomes on blur: ' 7.5' → '7.50', '007' → '7.00'. Input that is
 * not a number is left as typed, so the form shows 请填写正确的数字 rather than silently changing it.
 */
export function normaliseMoneyInput(raw: string): string {
  const v = raw.trim();
  if (!isMoneyText(v)) return raw;
  return new Decimal(v).toFixed(2);
}

export const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const dateTime = (message: string = FIELD_MESSAGES.dateTime) => z.string({ error: message }).trim().regex(DATE_TIME, message);

export const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date that exists (2026-02-30 does not). */
export function isRealDate(v: string): boolean {
  if (!DATE.test(v.slice(0, 10))) return false;
  const [y, m, d] = v.slice(0, 10).split('-').map((n) => Number.parseInt(n, 10));
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** yyyy-MM-dd. */
export const dateText = (message: string = FIELD_MESSAGES.date) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => DATE.test(v) && isRealDate(v), message);

/** A required day of a date range, yyyy-MM-dd (a time after it is ignored). */
export const rangeDay = (message: string) =>
  z.preprocess(blankAsUndefined, z.string({ error: message }).trim().min(1, message).refine((v) => isRealDate(v), FIELD_MESSAGES.date));

/** For a schema's superRefine: the end day not before the start day, the message on the end field. */
export const checkDateRange =
  (start: string, end: string) =>
  (v: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const a = typeof v[start] === 'string' ? v[start].slice(0, 10) : '';
    const b = typeof v[end] === 'string' ? v[end].slice(0, 10) : '';
    if (a && b && b < a) ctx.addIssue({ code: 'custom', path: [end], message: FIELD_MESSAGES.endBeforeStart });
  };

/**
 * A form's date range (spec 1 §9: the start day from 00:00:00, the end day to 23:59:59): two
 * fields, both required, the end not before the start. The parsed values carry the times.
 */
export function dateRangeFields(start: string, end: string) {
  return z
    .object({ [start]: rangeDay(FIELD_MESSAGES.startRequired), [end]: rangeDay(FIELD_MESSAGES.endRequired) })
    .superRefine(checkDateRange(start, end))
    .transform((v) => {
      const range = dayRange(v[start] as string, v[end] as string);
      return { ...v, [start]: range.from as string, [end]: range.to as string } as Record<string, string>;
    });
}

/** A date range filter: the start day from 00:00:00, the end day to 23:59:59 (spec 1 §9). */
export function dayRange(from?: string, to?: string): { from?: string; to?: string } {
  return { from: from ? `${from.slice(0, 10)} 00:00:00` : undefined, to: to ? `${to.slice(0, 10)} 23:59:59` : undefined };
}

/** ids=1,2,3 of a remove call; none gives 请选择至少一条数据. */
export const idsSchema = z.object({
  ids: z
    .string({ error: MESSAGES.selectAtLeastOne })
    .transform((s) => s.split(',').map((id) => id.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^\d{1,32}$/, FIELD_MESSAGES.idsFormat)).min(1, MESSAGES.selectAtLeastOne).max(1000, FIELD_MESSAGES.idsFormat)),
});

export const idSchema = z.object({ id: z.string().trim().regex(/^\d{1,32}$/, FIELD_MESSAGES.idsFormat) });

/** Empty inputs of a select arrive as '' or null: treat them as absent so the required message shows. */
export const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
