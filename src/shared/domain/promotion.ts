/**
 * Promotions (推广活动, spec 1 §2 public /promotion, §7 promote/*; decided in docs/decisions.md): a
 * campaign the operator publishes — title, rich-text content, a period and a status. Visitors open
 * /promotion?id=… without signing in and sign up (promote/join): each sign-up is a lead with name,
 * company and phone, which the operator follows up (status and note) from the promotion's leads.
 */
import { z } from 'zod';
import { DATE_TIME, FIELD_MESSAGES, searchText } from './fields';
import { FOLLOW_RECORD_MESSAGES, richTextLength } from './followRecord';
import { pageQuerySchema } from './paging';
import { maxLengthMessage, requiredMobile } from './rules';
import { requiredText } from './validation';

export const PROMOTION_MESSAGES = {
  promotionTitle: '请输入活动标题',
  promotionContent: '请输入活动内容',
  promotionStatus: '请选择活动状态',
  promotionNotFound: '推广活动不存在或已删除',
  promotionClosed: '该推广活动未开始或已结束，暂不能报名',
  promotionJoinName: '请输入姓名',
  promotionJoinCompany: '请输入所在单位',
  promotionJoined: '您已报名该活动，我们会尽快与您联系',
  promotionJoinThanks: '报名成功，我们会尽快与您联系',
  promotionJoinTooMany: '报名过于频繁，请稍后再试',
  promotionLeadNotFound: '报名记录不存在或已删除',
  promotionFollowStatus: '请选择跟进状态',
} as const;

export const PROMOTION_LIMITS = { title: 50, content: 5000, contentHtml: 50000, name: 20, company: 50, remark: 200 } as const;

/** 0 draft (not shown publicly), 1 published. */
export const PROMOTION_STATUSES = [0, 1] as const;
/** A lead's follow-up: 0 waiting, 1 followed up, 2 not valid. */
export const LEAD_FOLLOW_STATUSES = [0, 1, 2] as const;

export interface Promotion {
  id: string;
  title: string;
  /** Sanitised by the server; shown through DOMPurify. */
  content: string;
  startTime: string;
  endTime: string;
  status: 0 | 1;
  /** How many people signed up. */
  joinCount: number;
  createUserName: string;
  createTime: string;
}

/** What a visitor reads on /promotion (a published promotion only). */
export type PublicPromotion = Pick<Promotion, 'id' | 'title' | 'content' | 'startTime' | 'endTime'> & { open: boolean };

export interface PromotionLead {
  id: string;
  promotionId: string;
  name: string;
  company: string;
  phone: string;
  remark: string;
  followStatus: 0 | 1 | 2;
  followRemark: string;
  followUserName: string;
  followTime: string;
  createTime: string;
}

const ID = /^\d{1,32}$/;
const optional = (max: number) => z.string().trim().max(max, maxLengthMessage(max)).optional().transform((v) => v ?? '');
const when = (message: string) => requiredText(message).regex(DATE_TIME, FIELD_MESSAGES.dateTime);

/** Whether a visitor may sign up now: published and within its period (times compare as text). */
export function promotionOpen(p: { status: number; startTime: string; endTime: string }, now: string): boolean {
  return p.status === 1 && p.startTime <= now && now <= p.endTime;
}

export const promotionSchema = z
  .object({
    id: z.string().trim().regex(ID).optional().or(z.literal('').transform(() => undefined)),
    title: requiredText(PROMOTION_MESSAGES.promotionTitle, PROMOTION_LIMITS.title),
    content: z
      .string({ error: PROMOTION_MESSAGES.promotionContent })
      .trim()
      .refine((v) => richTextLength(v) > 0 || /<img\s/i.test(v), PROMOTION_MESSAGES.promotionContent)
      .refine((v) => richTextLength(v) <= PROMOTION_LIMITS.content && v.length <= PROMOTION_LIMITS.contentHtml, maxLengthMessage(PROMOTION_LIMITS.content)),
    startTime: when(FOLLOW_RECORD_MESSAGES.followStartTime),
    endTime: when(FOLLOW_RECORD_MESSAGES.followEndTime),
    status: z.coerce.number({ error: PROMOTION_MESSAGES.promotionStatus }).refine((v) => v === 0 || v === 1, PROMOTION_MESSAGES.promotionStatus),
  })
  .refine((v) => v.endTime >= v.startTime, { message: FOLLOW_RECORD_MESSAGES.followEndBeforeStart, path: ['endTime'] });
export type PromotionInput = z.input<typeof promotionSchema>;

export const promotionPageQuerySchema = pageQuerySchema.extend({
  title: searchText,
  status: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
});
export type PromotionPageQuery = z.infer<typeof promotionPageQuerySchema>;

/** POST promote/join (public): a visitor's sign-up. */
export const promotionJoinSchema = z.object({
  promotionId: z.string({ error: PROMOTION_MESSAGES.promotionNotFound }).trim().regex(ID, PROMOTION_MESSAGES.promotionNotFound),
  name: requiredText(PROMOTION_MESSAGES.promotionJoinName, PROMOTION_LIMITS.name),
  company: requiredText(PROMOTION_MESSAGES.promotionJoinCompany, PROMOTION_LIMITS.company),
  phone: requiredMobile(),
  remark: optional(PROMOTION_LIMITS.remark),
});
export type PromotionJoinInput = z.input<typeof promotionJoinSchema>;

/** GET promote/leads: one promotion's sign-ups. */
export const promotionLeadPageQuerySchema = pageQuerySchema.extend({
  promotionId: z.string({ error: PROMOTION_MESSAGES.promotionNotFound }).trim().regex(ID, PROMOTION_MESSAGES.promotionNotFound),
  followStatus: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(2).optional()),
  phone: searchText,
});

/** POST promote/follow-lead: the operator's follow-up of one lead. */
export const promotionFollowSchema = z.object({
  id: z.string().trim().regex(ID, PROMOTION_MESSAGES.promotionLeadNotFound),
  followStatus: z.coerce
    .number({ error: PROMOTION_MESSAGES.promotionFollowStatus })
    .refine((v) => (LEAD_FOLLOW_STATUSES as readonly number[]).includes(v), PROMOTION_MESSAGES.promotionFollowStatus),
  followRemark: optional(PROMOTION_LIMITS.remark),
});

/** The public page's address of a promotion in this app: `<app origin>/promotion?id=<id>`. */
export const PROMOTION_PATH = '/promotion';
export const promotionLink = (appOrigin: string, id: string) => `${appOrigin}${PROMOTION_PATH}?id=${encodeURIComponent(id)}`;
