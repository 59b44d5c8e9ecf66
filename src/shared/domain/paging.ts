import { z } from 'zod';
import { ALL_RECORDS } from '../api/envelope';

export const PAGING_MESSAGES = {
  current: '页码必须为正整数',
  size: '每页条数必须为1到1000之间的整数，或-1表示全部',
} as const;

/** The largest page a list call may ask for, short of `size = -1`. */
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 10;

/** `current` and `size` of every list call (spec 1 §9); query strings arrive as text. */
export const pageQuerySchema = z.object({
  current: z.coerce.number({ error: PAGING_MESSAGES.current }).int(PAGING_MESSAGES.current).min(1, PAGING_MESSAGES.current).default(1),
  size: z.coerce
    .number({ error: PAGING_MESSAGES.size })
    .int(PAGING_MESSAGES.size)
    .refine((n) => n === ALL_RECORDS || (n >= 1 && n <= MAX_PAGE_SIZE), PAGING_MESSAGES.size)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
