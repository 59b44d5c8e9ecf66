import { z } from 'zod';
import { pageQuerySchema } from './paging';

export interface Notice {
  id: string;
  category: number;
  categoryName: string;
  title: string;
  content: string;
  /** 1 open (shown in the marquee), 0 closed. */
  status: 0 | 1;
  isRead: 0 | 1;
  createTime: string;
}

export const NOTICE_MESSAGES = {
  categoryFormat: '消息类型有误',
} as const;

/** GET notice/list: the marquee asks `category=1&size=-1`. */
export const noticeListQuerySchema = pageQuerySchema.extend({
  category: z.coerce
    .number({ error: NOTICE_MESSAGES.categoryFormat })
    .int(NOTICE_MESSAGES.categoryFormat)
    .min(1, NOTICE_MESSAGES.categoryFormat)
    .max(99, NOTICE_MESSAGES.categoryFormat)
    .optional(),
});
