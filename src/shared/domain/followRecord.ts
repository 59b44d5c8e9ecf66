/**
 * Follow-up records of a customer (spec 1 §3, §5, §7; spec 3 §7 "Promote"): what was done with a
 * customer and when. One schema serves the record form and the promote/*FollowRecords routes.
 */
import { z } from 'zod';
import { DATE_TIME, FIELD_MESSAGES } from './fields';
import { pageQuerySchema } from './paging';
import { UPLOAD_MESSAGES } from './upload';
import { requiredText } from './validation';
import { maxLengthMessage } from './rules';

export const FOLLOW_RECORD_MESSAGES = {
  followCustomer: '请选择客户',
  followStartTime: '请选择开始时间',
  followEndTime: '请选择结束时间',
  followEndBeforeStart: '结束时间不能早于开始时间',
  followTheme: '请输入跟进主题',
  followRemark: '请输入跟进详情',
  followImageLink: '图片地址有误',
  followNotFound: '跟进记录不存在或已删除',
} as const;

/** remark counts the text a person reads, not the markup around it. */
export const FOLLOW_RECORD_LIMITS = { theme: 30, remark: 2000, remarkHtml: 20000, images: 10 } as const;

export interface FollowImage {
  name: string;
  link: string;
}

export interface FollowRecord {
  id: string;
  customerId: string;
  startTime: string;
  endTime: string;
  theme: string;
  /** Rich text, sanitised by the server; shown through DOMPurify. */
  remark: string;
  /** The person who wrote the record (set by the server from the session). */
  followerName: string;
  imgList: FollowImage[];
  createTime: string;
}

const ID = /^\d{1,32}$/;

/** The text of rich-text HTML: tags dropped, the common entities read as one character each. */
export function richTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, '_')
    .trim().length;
}

const requiredDateTime = (message: string) => requiredText(message).regex(DATE_TIME, FIELD_MESSAGES.dateTime);

const image = z.object({
  name: z.string().trim().max(255).optional().transform((v) => v ?? ''),
  link: z
    .string({ error: FOLLOW_RECORD_MESSAGES.followImageLink })
    .trim()
    .max(1024, FOLLOW_RECORD_MESSAGES.followImageLink)
    .regex(/^https?:\/\/[^\s"'<>]+$/, FOLLOW_RECORD_MESSAGES.followImageLink),
});

/** POST promote/submitFollowRecords: times required (end not before start), theme ≤30, details ≤2000, ≤10 images. */
export const followRecordSchema = z
  .object({
    id: z.string().trim().regex(ID).optional(),
    customerId: z.string({ error: FOLLOW_RECORD_MESSAGES.followCustomer }).trim().regex(ID, FOLLOW_RECORD_MESSAGES.followCustomer),
    startTime: requiredDateTime(FOLLOW_RECORD_MESSAGES.followStartTime),
    endTime: requiredDateTime(FOLLOW_RECORD_MESSAGES.followEndTime),
    theme: requiredText(FOLLOW_RECORD_MESSAGES.followTheme, FOLLOW_RECORD_LIMITS.theme),
    remark: z
      .string({ error: FOLLOW_RECORD_MESSAGES.followRemark })
      .trim()
      .refine((v) => richTextLength(v) > 0 || /<img\s/i.test(v), FOLLOW_RECORD_MESSAGES.followRemark)
      .refine((v) => richTextLength(v) <= FOLLOW_RECORD_LIMITS.remark, maxLengthMessage(FOLLOW_RECORD_LIMITS.remark))
      .refine((v) => v.length <= FOLLOW_RECORD_LIMITS.remarkHtml, maxLengthMessage(FOLLOW_RECORD_LIMITS.remark)),
    imgList: z
      .array(image)
      .max(FOLLOW_RECORD_LIMITS.images, UPLOAD_MESSAGES.imageCountExceeded)
      .optional()
      .transform((v) => v ?? []),
  })
  // The fixed format sorts as text, so comparing the strings compares the moments.
  .refine((v) => v.endTime >= v.startTime, { message: FOLLOW_RECORD_MESSAGES.followEndBeforeStart, path: ['endTime'] });
export type FollowRecordInput = z.input<typeof followRecordSchema>;
export type FollowRecordSubmit = z.output<typeof followRecordSchema>;

/** GET promote/pageFollowRecords: one customer's records, newest first. */
export const followRecordPageQuerySchema = pageQuerySchema.extend({
  customerId: z.string({ error: FOLLOW_RECORD_MESSAGES.followCustomer }).trim().regex(ID, FOLLOW_RECORD_MESSAGES.followCustomer),
});
export type FollowRecordPageQuery = z.infer<typeof followRecordPageQuerySchema>;
