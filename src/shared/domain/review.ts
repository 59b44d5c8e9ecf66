import { PROJECT_MESSAGES } from './project';
/**
 * Reviews of a project (spec 3 §2 "project file upload", "review plans and files", §3 expert
 * opinion, §5 project file upload, §7 review-plan / review-file / review-expert / review-opinion):
 * a review plan per project that is started up or shut down, review files uploaded with the
 * certified experts assigned to them, and the experts' opinions. One set of schemas serves the
 * forms and the routes.
 */
import { z } from 'zod';
import { FEEDBACK_MESSAGES } from './feedback';
import { blankAsUndefined, DATE_TIME, FIELD_MESSAGES } from './fields';
import { pageQuerySchema } from './paging';
import { maxLengthMessage, optionalText } from './rules';
import { requiredText } from './validation';

export const REVIEW_MESSAGES = {
  /** Spec 3 §5 project file upload: no expert row at all, or no expert picked in any row. */
  expertRequired: '请选择专家',
  /** Spec 3 §5: a row of the expert table without its expert. */
  expertRowEmpty: '请删除没有选择专家的数据',
  // Not in the spec (decisions.md "Reviews"):
  fileNotFound: '评审文件不存在或已删除',
  opinionNotFound: '评审意见不存在或已删除',
  planShutDown: '评审计划已关闭，不能提交评审文件或评审意见',
  planAlreadyShut: '评审计划已是关闭状态',
  planAlreadyStarted: '评审计划已是启动状态',
  fileRequired: '请上传评审文件',
  planFinishTime: '请选择计划完成日期',
  archived: '评审文件已归档，不能再修改',
  expertNotAssignable: '所选专家不是本单位或合作单位的认证专家',
  expertDuplicate: '该专家已指派到此评审文件',
  notAssigned: '您不是该评审文件的指派专家，不能提交评审意见',
  hasOpinion: '请选择有无意见',
  opinionAttachRequired: '请上传评审意见附件',
  // An attachment that is not a link says FEEDBACK_MESSAGES.feedbackFileFormat (附件地址有误), declared once there.
} as const;

export const REVIEW_LIMITS = { name: 100, reviewRequire: 500, remark: 200 } as const;

/** review-plan status: 1 started (the default of a project without a plan row), 0 shut down. */
export const REVIEW_PLAN_STATUS = { started: 1, shutDown: 0 } as const;

/** One stored file (a review file, an opinion's attachment): its name, link and size as the upload field holds it. */
export interface ReviewAttach {
  name: string;
  link: string;
  size: number;
}

export interface ReviewPlan {
  projectId: string;
  /** 1 started, 0 shut down. */
  status: 0 | 1;
  /** Who last shut it down or started it up, and when ('' while nobody has). */
  updateUserName: string;
  updateTime: string;
}

export interface ReviewFile {
  id: string;
  tenantId: string;
  projectId: string;
  projectName: string;
  /** xmjd key. */
  phaseKey: string;
  name: string;
  attach: ReviewAttach[];
  planFinishTime: string;
  reviewRequire: string;
  /** 0 open, 1 archived (read-only). */
  isArchive: 0 | 1;
  archiveTime: string;
  /** The assigned experts' names, comma-joined (for the list). */
  expertNames: string;
  opinionCount: number;
  createUserName: string;
  createTime: string;
}

export interface ReviewExpert {
  id: string;
  fileId: string;
  expertUserId: string;
  expertName: string;
  expertPhone: string;
  expertOrgName: string;
  createTime: string;
}

/** A certified expert the caller's organisation may assign (user-base/expert-select). */
export interface ExpertChoice {
  id: string;
  realName: string;
  phone: string;
  orgName: string;
}

export interface ReviewOpinion {
  id: string;
  fileId: string;
  projectName: string;
  phaseKey: string;
  /** 0 none, 1 has. */
  hasOpinion: 0 | 1;
  attach: ReviewAttach[];
  remark: string;
  createUser: string;
  createUserName: string;
  /** The expert's organisation when they gave it. */
  createDeptName: string;
  createTime: string;
}

/** A review file assigned to the signed-in person (their /project/my-review list). */
export interface MyReview {
  /** The assignment's id. */
  id: string;
  fileId: string;
  /** The file's (project's) organisation. */
  tenantId: string;
  orgName: string;
  projectName: string;
  phaseKey: string;
  fileName: string;
  attach: ReviewAttach[];
  planFinishTime: string;
  reviewRequire: string;
  isArchive: 0 | 1;
  planStatus: 0 | 1;
  /** 1 when the person has given their opinion on it. */
  opinionGiven: 0 | 1;
  hasOpinion: 0 | 1 | null;
  opinionRemark: string;
  opinionId: string;
}

const ID = /^\d{1,32}$/;
const id = (message: string) => z.string({ error: message }).trim().regex(ID, message);

/**
 * The object key of a stored link (`<store>/<bucket>/<key…>`), as the desktop core reads it for
 * oss/read-url; '' when the link is not one. The server keeps it to check whose the object is.
 */
export function objectKeyOfLink(link: string): string {
  try {
    const segments = new URL(link).pathname.split('/').filter(Boolean);
    return segments.length < 2 ? '' : segments.slice(1).map((s) => decodeURIComponent(s)).join('/');
  } catch {
    return '';
  }
}

const attachItem = z.object({
  name: z.string().trim().max(255).optional().transform((v) => v ?? ''),
  link: z
    .string({ error: FEEDBACK_MESSAGES.feedbackFileFormat })
    .trim()
    .max(1024, FEEDBACK_MESSAGES.feedbackFileFormat)
    .regex(/^https?:\/\/[^\s"'<>]+$/, FEEDBACK_MESSAGES.feedbackFileFormat),
  size: z.coerce.number().int().min(0).optional().transform((v) => v ?? 0),
});

/** One attachment, required with `message` (the large-attachment field: one file). */
const oneAttach = (message: string) =>
  z
    .array(attachItem, { error: message })
    .min(1, message)
    .max(1, message);

/** The expert rows of the upload form: at least one row, every row with its expert (spec 3 §5). */
export const expertRowsSchema = z
  .array(z.object({ expertUserId: z.string().trim().optional().transform((v) => v ?? '') }), { error: REVIEW_MESSAGES.expertRequired })
  .superRefine((rows, ctx) => {
    if (rows.length === 0 || rows.every((r) => r.expertUserId === '')) {
      ctx.addIssue({ code: 'custom', message: REVIEW_MESSAGES.expertRequired });
      return;
    }
    if (rows.some((r) => r.expertUserId === '')) ctx.addIssue({ code: 'custom', message: REVIEW_MESSAGES.expertRowEmpty });
    else if (rows.some((r) => !ID.test(r.expertUserId))) ctx.addIssue({ code: 'custom', message: REVIEW_MESSAGES.expertNotAssignable });
  });

/** POST review-file/submit: the project file upload form. */
export const reviewFileSchema = z.object({
  projectId: id(FIELD_MESSAGES.idsFormat),
  phaseKey: requiredText(PROJECT_MESSAGES.phase, 20),
  name: requiredText(PROJECT_MESSAGES.fileName, REVIEW_LIMITS.name),
  attach: oneAttach(REVIEW_MESSAGES.fileRequired),
  planFinishTime: requiredText(REVIEW_MESSAGES.planFinishTime).regex(DATE_TIME, FIELD_MESSAGES.dateTime),
  reviewRequire: optionalText(REVIEW_LIMITS.reviewRequire),
  experts: expertRowsSchema,
});
export type ReviewFileInput = z.input<typeof reviewFileSchema>;
export type ReviewFileSubmit = z.output<typeof reviewFileSchema>;

/** GET review-file/list: the organisation's files, of one project or of all. */
export const reviewFilePageQuerySchema = pageQuerySchema.extend({
  projectId: z.string().trim().regex(ID).optional().or(z.literal('').transform(() => undefined)),
  name: z.string().trim().max(100).optional(),
  phaseKey: z.string().trim().max(20).optional(),
  isArchive: z.coerce.number().int().min(0).max(1).optional(),
});

export const reviewPlanQuerySchema = z.object({ projectId: id(FIELD_MESSAGES.idsFormat) });

/** POST review-expert/submit: one more expert on a file. */
export const reviewExpertSchema = z.object({ fileId: id(REVIEW_MESSAGES.fileNotFound), expertUserId: requiredText(REVIEW_MESSAGES.expertRequired).regex(ID, REVIEW_MESSAGES.expertNotAssignable) });
/** POST review-expert/submit-list: the rows of the upload form for a file. */
export const reviewExpertListSchema = z.object({ fileId: id(REVIEW_MESSAGES.fileNotFound), experts: expertRowsSchema });
export const reviewExpertPageQuerySchema = pageQuerySchema.extend({ fileId: id(REVIEW_MESSAGES.fileNotFound) });

/** GET user-base/expert-select: name or phone search. */
export const expertSelectQuerySchema = pageQuerySchema.extend({ realName: z.string().trim().max(20).optional(), phone: z.string().trim().max(11).optional() });

/**
 * POST review-opinion/submit: has opinion (required, 0 none / 1 has); one attachment, required when
 * the expert has an opinion (decisions.md); remark ≤200.
 */
export const reviewOpinionSchema = z
  .object({
    fileId: id(REVIEW_MESSAGES.fileNotFound),
    hasOpinion: z.preprocess(blankAsUndefined, z.coerce.number({ error: REVIEW_MESSAGES.hasOpinion }).int(REVIEW_MESSAGES.hasOpinion).refine((v) => v === 0 || v === 1, REVIEW_MESSAGES.hasOpinion)),
    attach: z.array(attachItem).max(1, REVIEW_MESSAGES.opinionAttachRequired).optional().transform((v) => v ?? []),
    remark: optionalText(REVIEW_LIMITS.remark),
  })
  .refine((v) => v.hasOpinion === 0 || v.attach.length === 1, { message: REVIEW_MESSAGES.opinionAttachRequired, path: ['attach'] });
export type ReviewOpinionInput = z.input<typeof reviewOpinionSchema>;

export const reviewOpinionPageQuerySchema = pageQuerySchema.extend({ fileId: id(REVIEW_MESSAGES.fileNotFound) });
export const myReviewPageQuerySchema = pageQuerySchema.extend({ fileName: z.string().trim().max(100).optional(), opinionGiven: z.coerce.number().int().min(0).max(1).optional() });

/** The reviewRequire limit's message (for the form's counter). */
export const reviewRequireMessage = maxLengthMessage(REVIEW_LIMITS.reviewRequire);
