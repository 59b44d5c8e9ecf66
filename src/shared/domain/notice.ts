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

export const NOTICE_ID_MESSAGES = {
  idRequired: '请选择公告',
  idFormat: '公告编号格式有误',
  unknown: '公告不存在或已删除',
} as const;

const noticeId = z
  .string({ error: NOTICE_ID_MESSAGES.idRequired })
  .trim()
  .min(1, NOTICE_ID_MESSAGES.idRequired)
  .regex(/^\d{1,40}$/, NOTICE_ID_MESSAGES.idFormat);

/** GET notice/detail?id= and POST notice/read (id in the query or the body). */
export const noticeIdSchema = z.object({ id: noticeId });
