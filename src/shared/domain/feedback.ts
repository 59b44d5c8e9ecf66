/**
 * Feedback (spec 1 §3, §5, §7): what a person sends the platform about the product. One schema
 * serves the drawer form and the server's route, with the spec's messages.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { pageQuerySchema } from './paging';
import { isLandlineOrMobile, optionalText, RULE_MESSAGES } from './rules';
import { splitLinks } from './upload';
import { requiredText } from './validation';

export const FEEDBACK_MESSAGES = {
  feedbackTypeRequired: '请选择提交类型',
  feedbackTitleRequired: '请填写标题',
  feedbackConfirm: '是否确认提交当前反馈信息？',
  feedbackNotFound: '反馈不存在或已删除',
  feedbackIdsFormat: '反馈编号格式有误',
  feedbackStatusFormat: '反馈状态有误',
  /** Not in the spec: `file` holds something other than comma-joined http(s) links. */
  feedbackFileFormat: '附件地址有误',
} as const;

/** Spec 1 §4: 1 product suggestion, 2 defect, 3 other (the Chinese labels are ours, in i18n). */
export const FEEDBACK_TYPES = [1, 2, 3] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The dictionary that names feedback statuses (values are the server's, spec 1 §4). */
export const FEEDBACK_STATUS_DICT = 'feedbackStatus';

export const FEEDBACK_LIMITS = { title: 50, text: 500, phone: 30, file: 2000 } as const;

export interface Feedback {
  id: string;
  type: FeedbackType;
  title: string;
  require: string;
  opinion: string;
  /** Attachment links, comma-joined (put-file links of the `feedback` upload kind). */
  file: string;
  phone: string;
  status: number;
  statusName: string;
  remark: string;
  createUser: string;
  createUserName: string;
  createTime: string;
}

/** Mobile (11 digits, 1[3-9]) or landline with area code and optional extension. */

/** One attachment link: http(s), no spaces, quotes, angle brackets or commas (commas join them). */
const FILE_LINK = /^https?:\/\/[^\s"'<>,]+$/;


const feedbackType = z.coerce
  .number({ error: FEEDBACK_MESSAGES.feedbackTypeRequired })
  .int(FEEDBACK_MESSAGES.feedbackTypeRequired)
  .refine((n): n is FeedbackType => (FEEDBACK_TYPES as readonly number[]).includes(n), FEEDBACK_MESSAGES.feedbackTypeRequired);

/** POST feedback/save: type, title, require, opinion, file, phone. */
export const feedbackSaveSchema = z.object({
  type: z.preprocess((v) => (v === '' || v === null ? undefined : v), feedbackType),
  title: requiredText(FEEDBACK_MESSAGES.feedbackTitleRequired, FEEDBACK_LIMITS.title),
  require: optionalText(FEEDBACK_LIMITS.text),
  opinion: optionalText(FEEDBACK_LIMITS.text),
  // Only links: feedback management offers each one for download, so nothing else may pass as one.
  file: optionalText(FEEDBACK_LIMITS.file).refine((v) => splitLinks(v).every((link) => FILE_LINK.test(link)), FEEDBACK_MESSAGES.feedbackFileFormat),
  phone: z
    .string()
    .trim()
    .max(FEEDBACK_LIMITS.phone, RULE_MESSAGES.contactPhoneFormat)
    .refine((v) => v === '' || isLandlineOrMobile(v), RULE_MESSAGES.contactPhoneFormat)
    .optional()
    .transform((v) => v ?? ''),
});
export type FeedbackInput = z.input<typeof feedbackSaveSchema>;
export type FeedbackSave = z.output<typeof feedbackSaveSchema>;

/** GET feedback/list: the page, plus optional type, status and a title keyword. */
export const feedbackListQuerySchema = pageQuerySchema.extend({
  type: z.coerce.number().int().min(1).max(3).optional(),
  status: z.coerce.number({ error: FEEDBACK_MESSAGES.feedbackStatusFormat }).int(FEEDBACK_MESSAGES.feedbackStatusFormat).min(0).max(99).optional(),
  title: z.string().trim().max(100).optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

/** DELETE feedback/remove?ids=1,2,3. */
export const feedbackRemoveQuerySchema = z.object({
  ids: z
    .string({ error: MESSAGES.selectAtLeastOne })
    .transform((s) => s.split(',').map((id) => id.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().regex(/^\d{1,32}$/, FEEDBACK_MESSAGES.feedbackIdsFormat))
        .min(1, MESSAGES.selectAtLeastOne)
        .max(1000, FEEDBACK_MESSAGES.feedbackIdsFormat),
    ),
});

/** Feedback management's "update status" (spec 1 §3: status1, the new status, and a remark). */
export const FEEDBACK_STATUS_MESSAGES = {
  feedbackStatusRequired: '请选择处理状态',
} as const;

export const FEEDBACK_REMARK_MAX = 500;

/** A key of the feedbackStatus dictionary (the server checks it is one). */
const newStatus = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ error: FEEDBACK_STATUS_MESSAGES.feedbackStatusRequired })
    .int(FEEDBACK_MESSAGES.feedbackStatusFormat)
    .min(0, FEEDBACK_MESSAGES.feedbackStatusFormat)
    .max(99, FEEDBACK_MESSAGES.feedbackStatusFormat),
);
const statusRemark = optionalText(FEEDBACK_REMARK_MAX);

/** The form: status1 and remark; what it sends is the call's body without the id. */
export const feedbackStatusFormSchema = z.object({ status1: newStatus, remark: statusRemark }).transform((v) => ({ status: v.status1, remark: v.remark }));
export type FeedbackStatusForm = z.input<typeof feedbackStatusFormSchema>;

/** POST feedback/update-status: id, status, remark. */
export const feedbackStatusUpdateSchema = z.object({
  id: z.string({ error: FEEDBACK_MESSAGES.feedbackIdsFormat }).trim().regex(/^\d{1,32}$/, FEEDBACK_MESSAGES.feedbackIdsFormat),
  status: newStatus,
  remark: statusRemark,
});
export type FeedbackStatusUpdate = z.input<typeof feedbackStatusUpdateSchema>;

/** GET feedback/detail?id=. */
export const feedbackIdSchema = z.object({
  id: z.string({ error: FEEDBACK_MESSAGES.feedbackIdsFormat }).trim().regex(/^\d{1,32}$/, FEEDBACK_MESSAGES.feedbackIdsFormat),
});
