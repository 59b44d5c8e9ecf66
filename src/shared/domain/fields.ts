/**
 * Field kinds shared by every list-and-drawer resource (spec 1 §5, §9): the zod pieces a
 * resource's schema is built from, so forms and routes check the same rules with the same words.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';

export const FIELD_MESSAGES = {
  number: '请填写正确的数字',
  dateTime: '日期格式应为 yyyy-MM-dd HH:mm:ss',
  idsFormat: '编号格式有误',
} as const;

/** Search text inputs are limited to 100 characters (spec 1 §9). */
export const SEARCH_TEXT_MAX = 100;
export const searchText = z.string().trim().max(SEARCH_TEXT_MAX).optional();

/** Optional text up to `max`; absent becomes ''. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `长度不能超过${max}个字符`)
    .optional()
    .transform((v) => v ?? '');

/** Non-negative, at most two decimals; kept as text so money never passes through a float. */
export const moneyText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^(0|[1-9]\d{0,13})(\.\d{1,2})?$/.test(v), FIELD_MESSAGES.number);

/** A percentage with at most two decimals, 0 to 100. */
export const percentText = moneyText.refine((v) => Number(v) <= 100, FIELD_MESSAGES.number);

export const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const dateTime = (message: string = FIELD_MESSAGES.dateTime) => z.string({ error: message }).trim().regex(DATE_TIME, message);

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
