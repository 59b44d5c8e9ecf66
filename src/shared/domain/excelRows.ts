/**
 * What every list import shares (issue 18: customers, members, filings): a row checked with the add
 * form's own schema, each broken rule's message once, in the sheet's column order, and the words for
 * a region cell that names no region. English twins: i18n/imports.en.ts.
 */
import type { z } from 'zod';
import { MESSAGES } from '../messages';

export const EXCEL_ROW_MESSAGES = {
  /** A region cell is the region's names from the province down (上海市/市辖区/黄浦区) or its code. */
  regionUnknown: '所在地区不存在，请按“省/市/区”填写',
} as const;

/**
 * Every rule a row breaks under `schema` (the add form's), each message once, ordered by `keys` (the
 * sheet's columns), so the person fixes them all in one go. A rule without Chinese words (a type
 * error no form can make) reads as the generic bad-request message.
 */
export function rowRuleMessagesOf<S extends z.ZodType>(schema: S, keys: readonly string[], values: unknown): { row: z.output<S> | null; messages: string[] } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { row: parsed.data, messages: [] };
  const order = (key: PropertyKey | undefined) => {
    const i = keys.indexOf(String(key));
    return i < 0 ? keys.length : i;
  };
  const issues = [...parsed.error.issues].sort((a, b) => order(a.path[0]) - order(b.path[0]));
  return { row: null, messages: [...new Set(issues.map((i) => (/[\u4e00-\u9fff]/.test(i.message) ? i.message : MESSAGES.badRequest)))] };
}

/** Names in one cell, comma-separated (either comma); blanks dropped, each once. */
export function splitCell(text: string | undefined): string[] {
  return [...new Set((text ?? '').split(/[,，]/).map((s) => s.trim()).filter((s) => s !== ''))];
}
