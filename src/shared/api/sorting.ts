/**
 * Sorting of list calls: `sortBy` names a field as the API names it (createTime), `sortOrder` is asc
 * or desc. The server sorts only by the fields a resource allows, and always by its default after.
 */
import { z } from 'zod';

export const SORT_MESSAGES = {
  sortField: '请求参数有误：不支持按该字段排序',
} as const;

export const sortQuerySchema = z.object({
  sortBy: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string({ error: SORT_MESSAGES.sortField }).trim().max(40, SORT_MESSAGES.sortField).regex(/^[A-Za-z][A-Za-z0-9_]*$/, SORT_MESSAGES.sortField).optional()),
  sortOrder: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc'], { error: SORT_MESSAGES.sortField }).optional()),
});
export type SortQuery = z.infer<typeof sortQuerySchema>;
