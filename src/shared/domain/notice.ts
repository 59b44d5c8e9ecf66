import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { maxLengthMessage } from './rules';

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
  readFormat: '阅读状态有误',
} as const;

/** GET notice/list: the marquee asks `category=1&size=-1`. */
export const noticeListQuerySchema = pageQuerySchema.extend({
  category: z.coerce
    .number({ error: NOTICE_MESSAGES.categoryFormat })
    .int(NOTICE_MESSAGES.categoryFormat)
    .min(1, NOTICE_MESSAGES.categoryFormat)
    .max(99, NOTICE_MESSAGES.categoryFormat)
    .optional(),
  /** The message centre asks for open notices only (status 1), as the unread badge counts. */
  status: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
  /** The message centre's filter: 0 unread, 1 read; absent, both. */
  isRead: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: NOTICE_MESSAGES.readFormat }).int(NOTICE_MESSAGES.readFormat).min(0, NOTICE_MESSAGES.readFormat).max(1, NOTICE_MESSAGES.readFormat).optional(),
  ),
});
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;

const URL_ESCAPE = /%[0-9A-Fa-f]{2}/;
const HTML_TAG = /<[a-zA-Z!/]/;

/**
 * Spec 1 §7: a notice's content may arrive URL-encoded (the original client sends it so). Content that
 * already holds markup, or holds no escape, is HTML and stays as it is; a malformed escape keeps the text
 * as it came rather than failing.
 */
export function decodeNoticeContent(content: string): string {
  if (!URL_ESCAPE.test(content) || HTML_TAG.test(content)) return content;
  try {
    return decodeURIComponent(content.replace(/\+/g, ' '));
  } catch {
    return content;
  }
}

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

/** Notice management (spec 1 §5): the form's rules with the spec's messages. */
export const NOTICE_FORM_MESSAGES = {
  category: '请选择消息类型',
  title: '请输入公告标题',
  content: '请输入公告内容',
  status: '请选择公告状态',
} as const;

export const NOTICE_LIMITS = { title: 30, content: 20000 } as const;

export const noticeSaveSchema = z.object({
  id: z.string().trim().regex(/^\d{1,40}$/).optional(),
  category: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: NOTICE_FORM_MESSAGES.category }).int(NOTICE_FORM_MESSAGES.category).min(1, NOTICE_FORM_MESSAGES.category).max(99, NOTICE_FORM_MESSAGES.category),
  ),
  title: z.string({ error: NOTICE_FORM_MESSAGES.title }).trim().min(1, NOTICE_FORM_MESSAGES.title).max(NOTICE_LIMITS.title, maxLengthMessage(NOTICE_LIMITS.title)),
  content: z
    .string({ error: NOTICE_FORM_MESSAGES.content })
    .trim()
    .refine((v) => v.replace(/<[^>]*>/g, '').trim() !== '', NOTICE_FORM_MESSAGES.content)
    .refine((v) => v.length <= NOTICE_LIMITS.content, maxLengthMessage(NOTICE_LIMITS.content)),
  status: z.preprocess((v) => (v === '' || v === null || v === undefined ? 1 : v), z.coerce.number().refine((n) => n === 0 || n === 1, NOTICE_FORM_MESSAGES.status)),
});
export type NoticeInput = z.input<typeof noticeSaveSchema>;

/** GET notice/page: type, title keyword, publish date range, status. */
export const noticePageQuerySchema = pageQuerySchema.extend({
  category: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(99).optional()),
  title: z.string().trim().max(100).optional(),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
  createTimeFrom: z.string().trim().max(19).optional(),
  createTimeTo: z.string().trim().max(19).optional(),
});
export type NoticePageQuery = z.infer<typeof noticePageQuerySchema>;

/** The dictionary of notice categories (通知公告, 系统消息, 活动通知): labels come from it, never typed by hand. */
export const NOTICE_CATEGORY_DICT = 'notice';

/** The notice management screen's button codes (spec 1 §6): the menu grants them per role, the server checks them. */
export const NOTICE_BUTTONS = { add: 'notice_add', edit: 'notice_edit', remove: 'notice_delete' } as const;
