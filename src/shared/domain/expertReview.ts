/**
 * The reviewer's side of expert certification (spec 3 §2 expert lists, §4 expert status, §5 "Expert
 * review") and the expert record an organisation keeps of one of its certified experts (§3 "Expert").
 * An application is reviewed by the organisation the applicant belonged to when applying.
 */
import { z } from 'zod';
import { ENTERPRISE_REGISTRATION_MESSAGES } from './enterpriseRegistration';
import { EXPERT_STATUS, type ExpertCert } from './expertCert';
import { blankAsUndefined, dateText, optionalText, searchText } from './fields';
import { pageQuerySchema } from './paging';
import { DEGREES, EDUCATION_LEVELS, optionalCounty, PROFILE_LIMITS, PROFILE_MESSAGES } from './profile';
import { requiredMobile, RULE_MESSAGES } from './rules';
import { requiredText } from './validation';

export const EXPERT_REVIEW_MESSAGES = {
  decision: '请选择认证状态',
  /** The same text as the registration refusal's: one constant, reused. */
  reason: ENTERPRISE_REGISTRATION_MESSAGES.refuseReason,
  notFound: '认证申请不存在或已删除',
  decided: '该认证申请已审核，请勿重复操作',
  notExpert: '该人员不是本单位的认证专家',
  ownApplication: '不能审核本人的认证申请',
} as const;

export const EXPERT_REVIEW_LIMITS = { reason: 100, no: 30, name: 30 } as const;

/** The three lists of the screen: pending review (1), certified (2), rejected (3). */
export const REVIEW_LISTS = [EXPERT_STATUS.reviewing, EXPERT_STATUS.certified, EXPERT_STATUS.rejected] as const;
/** What a reviewer may decide: pass (2) or reject (3). */
export const REVIEW_DECISIONS = [EXPERT_STATUS.certified, EXPERT_STATUS.rejected] as const;

/** GET user-base/certList: one of the three lists (all three without expertStatus), name and phone searched. */
export const certListQuerySchema = pageQuerySchema.extend({
  expertStatus: z.preprocess(
    (v) => blankAsUndefined(v),
    z.coerce
      .number()
      .refine((n) => (REVIEW_LISTS as readonly number[]).includes(n), EXPERT_REVIEW_MESSAGES.decision)
      .optional(),
  ),
  realName: searchText,
  phone: searchText,
});
export type CertListQuery = z.input<typeof certListQuerySchema>;

const decisionFields = {
  expertStatus: z.preprocess(
    (v) => blankAsUndefined(v),
    z.coerce.number({ error: EXPERT_REVIEW_MESSAGES.decision }).refine((n) => (REVIEW_DECISIONS as readonly number[]).includes(n), EXPERT_REVIEW_MESSAGES.decision),
  ),
  expertReason: optionalText(EXPERT_REVIEW_LIMITS.reason),
};

/** A rejection needs its reason (请输入驳回原因); a pass keeps none. */
const decided = <T extends z.ZodType<{ expertStatus: number; expertReason: string }>>(schema: T) =>
  schema
    .superRefine((v, ctx) => {
      if (v.expertStatus === EXPERT_STATUS.rejected && !v.expertReason) ctx.addIssue({ code: 'custom', path: ['expertReason'], message: EXPERT_REVIEW_MESSAGES.reason });
    })
    .transform((v) => ({ ...v, expertReason: v.expertStatus === EXPERT_STATUS.rejected ? v.expertReason : '' }));

/**
 * The review form: the decision is required (请选择认证状态) and only pass or reject; a rejection
 * needs its reason (请输入驳回原因, at most 100).
 */
export const expertDecisionSchema = decided(z.object(decisionFields));
/** POST user-base/changeStatus: the decision on the application of the applicant `id`. */
export const expertReviewSchema = decided(z.object({ id: z.string().trim().regex(/^\d{1,32}$/, EXPERT_REVIEW_MESSAGES.notFound), ...decisionFields }));
export type ExpertReviewInput = z.input<typeof expertReviewSchema>;

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => blankAsUndefined(typeof v === 'number' ? String(v) : v), z.enum(values).optional()).transform((v) => v ?? '');

/** POST user-base/submit: the organisation's record of one of its certified experts (spec 3 §3 "Expert"). */
export const expertInfoSchema = z.object({
  userId: z.string().trim().regex(/^\d{1,32}$/, EXPERT_REVIEW_MESSAGES.notExpert),
  no: optionalText(EXPERT_REVIEW_LIMITS.no),
  name: requiredText(PROFILE_MESSAGES.profileRealName, EXPERT_REVIEW_LIMITS.name),
  areaCode: optionalCounty(PROFILE_MESSAGES.profileArea),
  addr: optionalText(PROFILE_LIMITS.addr),
  birthday: z.preprocess((v) => blankAsUndefined(v), dateText().optional()).transform((v) => v ?? ''),
  educational: choice(EDUCATION_LEVELS),
  degree: choice(DEGREES),
  university: optionalText(PROFILE_LIMITS.university),
  major: optionalText(PROFILE_LIMITS.major),
  position: optionalText(PROFILE_LIMITS.position),
  phone: requiredMobile(RULE_MESSAGES.phoneRequired, RULE_MESSAGES.mobileInvalid),
});
export type ExpertInfoInput = z.input<typeof expertInfoSchema>;
export type ExpertInfoValues = z.output<typeof expertInfoSchema>;

/** The record as kept (or, before the first save, filled from the certification and the profile: saved 0). */
export interface ExpertInfo extends ExpertInfoValues {
  saved: 0 | 1;
  updateTime: string;
}

/** A row of the three lists and user-base/listDetail: the application (id = the applicant's user id) and the organisation's record. */
export interface ExpertApplication extends ExpertCert {
  id: string;
  userId: string;
  info: ExpertInfo;
}
