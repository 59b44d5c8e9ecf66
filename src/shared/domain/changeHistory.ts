/**
 * Modify (变更) of a signed record: the new values, a required change reason, and a history row
 * written in the same transaction with the values before and after. One shape for every resource
 * that has a modify mode (contracts of spec 2, organisations of spec 3).
 */
import { z } from 'zod';
import { FIELD_MESSAGES } from './fields';
import { pageQuerySchema } from './paging';
import { requiredText } from './validation';

export const CHANGE_MESSAGES = {
  reason: '请输入变更原因',

} as const;

/** Spec 2 §5 and spec 3: a change reason is 1 to 500 characters (one account says 200; the longer wins). */
export const CHANGE_REASON_MAX = 500;

export const changeReasonSchema = requiredText(CHANGE_MESSAGES.reason, CHANGE_REASON_MAX);

/** A modify mode's schema: the edit schema with the record's id and the change reason. */
export function modifySchema<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  return schema.extend({ id: z.string().trim().regex(/^\d{1,32}$/), changeReason: changeReasonSchema });
}

/** One change of a record, as the history list and the modify form's "before" column read it. */
export interface ChangeHistory {
  id: string;
  recordId: string;
  changeReason: string;
  /** The changed fields only, before and after, as the API names them. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  createUser: string;
  createUserName: string;
  createTime: string;
}

/** The history of one record, newest first: the record's id (as the history endpoint reads it) and the page. */
export const changeHistoryPageQuerySchema = pageQuerySchema.extend({ recordId: z.string().trim().regex(/^\d{1,32}$/, FIELD_MESSAGES.idsFormat) });
export type ChangeHistoryPageQuery = z.input<typeof changeHistoryPageQuerySchema>;
