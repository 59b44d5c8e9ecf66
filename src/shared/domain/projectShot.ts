import { PROJECT_MESSAGES } from './project';
/**
 * Task records of a filing (备案任务 shots-mgr, 现场踏勘 shots-survey, 内部任务 shots-internal; spec 3
 * §3 filing task record, §5 filing task, §7): one record shape and one schema for the three, so the
 * drawer form and the routes check the same rules with the same words.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { DATE_TIME, FIELD_MESSAGES, isRealDate } from './fields';
import { pageQuerySchema } from './paging';
import { defineStatusMachine } from './statusMachine';
import { UPLOAD_FIELDS, UPLOAD_MESSAGES } from './upload';
import { requiredText } from './validation';

export const SHOT_VARIANTS = ['mgr', 'survey', 'internal'] as const;
export type ShotVariant = (typeof SHOT_VARIANTS)[number];

/** The spec's words (请上传图片) and ours where it gives none (the required fields' and the refusals'). */
export const SHOT_MESSAGES = {
  theme: '请输入任务主题',
  participants: '请输入参与人员',
  participantsFormat: '参与人员之间请用中文逗号“，”分隔',
  description: '请输入任务描述',
  pictures: '请上传图片',
  fileLink: '文件地址有误',
  notFound: '任务记录不存在或已删除',
  archived: '记录已归档，不能修改或删除',
  alreadyArchived: '记录已归档',
  displayRefused: '不允许的显示状态变更',
  displayRequired: '请选择显示状态',
} as const;

export const SHOT_LIMITS = { theme: 100, participants: 200, description: 2000, pictures: UPLOAD_FIELDS.imageList.maxFiles } as const;

/** A stored file of a record: its name, link and size as the upload field gave them. */
export interface ShotFile {
  name: string;
  link: string;
  size: number;
}

export interface ProjectShot {
  id: string;
  tenantId: string;
  variant: ShotVariant;
  /** The filing (project_record) the task belongs to; projectName and code are the filing's when written. */
  recordId: string;
  projectName: string;
  code: string;
  taskTheme: string;
  /** Names separated by Chinese commas (，). */
  participants: string;
  startTime: string;
  endTime: string;
  taskDescription: string;
  pictures: ShotFile[];
  videos: ShotFile[];
  audio: ShotFile[];
  attachs: ShotFile[];
  /** 0 not archived, 1 archived (read-only). */
  isArchive: 0 | 1;
  archiveTime: string;
  /** Site surveys: 0 shown on the workbench, 1 hidden. */
  displayStatus: 0 | 1;
  /** How many people have opened the record (view), and when it was last opened. */
  viewCount: number;
  lastViewTime: string;
  createUser: string;
  createUserName: string;
  createDeptName: string;
  createTime: string;
}

const ID = /^\d{1,32}$/;
const LINK = /^https?:\/\/[^\s"'<>,]+$/;

/** Names separated by Chinese commas: no ASCII comma, and no empty name between two separators. */
export function isParticipantList(text: string): boolean {
  if (/[,;；、]/.test(text)) return false;
  return text.split('，').every((name) => name.trim().length > 0);
}

const fileItem = z.object({
  name: z.string().trim().max(255, SHOT_MESSAGES.fileLink).optional().transform((v) => v ?? ''),
  link: z.string({ error: SHOT_MESSAGES.fileLink }).trim().max(1024, SHOT_MESSAGES.fileLink).regex(LINK, SHOT_MESSAGES.fileLink),
  size: z.coerce.number().int().min(0).optional().transform((v) => v ?? 0),
});

const files = (max: number, message: string) =>
  z
    .array(fileItem)
    .max(max, message)
    .optional()
    .transform((v) => v ?? []);

const dateTimeOf = (required: string) =>
  requiredText(required)
    .regex(DATE_TIME, FIELD_MESSAGES.dateTime)
    .refine((v) => isRealDate(v), FIELD_MESSAGES.dateTime);

/** POST shots-(mgr|survey|internal)/submit: the record's fields; pictures required, end not before start. */
export const shotSchema = z
  .object({
    id: z.string().trim().regex(ID).optional(),
    recordId: z.string({ error: PROJECT_MESSAGES.record }).trim().regex(ID, PROJECT_MESSAGES.record),
    taskTheme: requiredText(SHOT_MESSAGES.theme, SHOT_LIMITS.theme),
    participants: requiredText(SHOT_MESSAGES.participants, SHOT_LIMITS.participants).refine(isParticipantList, SHOT_MESSAGES.participantsFormat),
    startTime: dateTimeOf(FIELD_MESSAGES.startRequired),
    endTime: dateTimeOf(FIELD_MESSAGES.endRequired),
    taskDescription: requiredText(SHOT_MESSAGES.description, SHOT_LIMITS.description),
    pictures: z
      .array(fileItem, { error: SHOT_MESSAGES.pictures })
      .min(1, SHOT_MESSAGES.pictures)
      .max(SHOT_LIMITS.pictures, UPLOAD_MESSAGES.imageCountExceeded),
    videos: files(UPLOAD_FIELDS.shotVideo.maxFiles, UPLOAD_MESSAGES.uploadCountExceeded),
    audio: files(UPLOAD_FIELDS.shotAudio.maxFiles, UPLOAD_MESSAGES.uploadCountExceeded),
    attachs: files(UPLOAD_FIELDS.shotAttachment.maxFiles, UPLOAD_MESSAGES.uploadCountExceeded),
    /** Site surveys only; a new survey is shown (0) unless the form says otherwise. */
    displayStatus: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])).optional(),
  })
  // The fixed format sorts as text, so comparing the strings compares the moments.
  .refine((v) => v.endTime >= v.startTime, { message: FIELD_MESSAGES.endBeforeStart, path: ['endTime'] });
export type ShotInput = z.input<typeof shotSchema>;
export type ShotSubmit = z.output<typeof shotSchema>;

/** GET shots-(mgr|survey|internal)/list: theme and filing name keywords, the filing, archived or not, created days. */
export const shotPageQuerySchema = pageQuerySchema.extend({
  taskTheme: z.string().trim().max(100).optional(),
  projectName: z.string().trim().max(100).optional(),
  recordId: z.string().trim().regex(ID, PROJECT_MESSAGES.recordNotFound).optional().or(z.literal('')),
  isArchive: z.union([z.literal(''), z.coerce.number().int().min(0).max(1)]).optional(),
  displayStatus: z.union([z.literal(''), z.coerce.number().int().min(0).max(1)]).optional(),
  createTimeFrom: z.string().trim().max(19).optional(),
  createTimeTo: z.string().trim().max(19).optional(),
});

/** The detail, archive and view calls name one record; a tenantId given must be the caller's (checked by the route). */
export const shotIdSchema = z.object({ id: z.string().trim().regex(ID, FIELD_MESSAGES.idsFormat), tenantId: z.string().trim().max(12).optional() });

/** remove (id, tenantId): one id or several comma-joined, as `id` or `ids`. */
export const shotRemoveSchema = z
  .object({ id: z.string().optional(), ids: z.string().optional(), tenantId: z.string().trim().max(12).optional() })
  .transform((v) => (v.ids ?? v.id ?? '').split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(ID, FIELD_MESSAGES.idsFormat)).min(1, MESSAGES.selectAtLeastOne).max(1000, FIELD_MESSAGES.idsFormat))
  .transform((ids) => ({ ids }));

/** Site surveys' display switch (0 on, 1 off): either way, any time. */
export const shotDisplayMachine = defineStatusMachine<0 | 1, ProjectShot>({
  resource: 'siteSurveys',
  statuses: [0, 1],
  statusOf: (s) => s.displayStatus,
  targets: (from) => (from === 0 ? [1] : [0]),
  refused: SHOT_MESSAGES.displayRefused,
  required: SHOT_MESSAGES.displayRequired,
});

/** Archived records are read-only. */
export const isShotEditable = (s: Pick<ProjectShot, 'isArchive'>): boolean => s.isArchive !== 1;
