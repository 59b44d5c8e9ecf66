import { PROJECT_MESSAGES } from './project';
/**
 * Project materials and archive files (spec 3 §3 "Project material", "Project archive"; §4 archive
 * completion; §5 "Project archive", "Material"). One schema per form serves the drawer and the route.
 * Attachments are items of the organisation's attachment registry: the server keeps the registry's
 * own name, link and size for each id and refuses an id that is not the caller's organisation's.
 */
import { z } from 'zod';
import { blankAsUndefined, dateTime, optionalText, searchText } from './fields';
import { pageQuerySchema } from './paging';
import { maxLengthMessage } from './rules';
import { defineStatusMachine } from './statusMachine';
import { UPLOAD_MESSAGES } from './upload';
import { requiredText } from './validation';

/** Not in the spec unless marked: the messages of materials and archives. */
export const ARCHIVE_MESSAGES = {
  project: '请选择项目',
  materialType: '请选择资料类型',
  archiveType: '请选择归档类型',
  /** Spec 3 §5 (phase outcome): no attachment chosen; the archive's and material's required attachments say the same. */
  attach: '请选择附件',
  archiveTime: '请选择归档时间',
  materialNotFound: '资料不存在或已删除',
  archiveNotFound: '归档记录不存在或已删除',
  completion: '请选择归档状态',
  completed: '该归档已完成，不能再次归档',
  completedReadOnly: '已完成的归档不能删除',
} as const;

export const ARCHIVE_LIMITS = { fileName: 100, fileNameSearch: 30, remark: 200, attachments: 6 } as const;

/** Archive completion (spec 3 §4): 1 not completed, 2 completed. New archives start at 1. */
export const ARCHIVE_COMPLETION = { open: 1, completed: 2 } as const;
export type ArchiveCompletion = (typeof ARCHIVE_COMPLETION)[keyof typeof ARCHIVE_COMPLETION];

/** An attachment a material, archive or outcome keeps: the registry's id with its name, link and size. */
export interface ArchiveAttachment {
  attachId: string;
  name: string;
  link: string;
  size: number;
}

const ID = /^\d{1,32}$/;

export const archiveAttachmentSchema = z.object({
  attachId: z.string({ error: UPLOAD_MESSAGES.attachNotFound }).trim().regex(ID, UPLOAD_MESSAGES.attachNotFound),
  name: z.string().trim().max(255).optional().default(''),
  link: z.string().trim().max(1000).optional().default(''),
  size: z.coerce.number().int().min(0).optional().default(0),
});

/** Required attachments (请选择附件), at most `max` (超出上传限制文件数量). */
export const attachmentList = (max: number) =>
  z.array(archiveAttachmentSchema, { error: ARCHIVE_MESSAGES.attach }).min(1, ARCHIVE_MESSAGES.attach).max(max, UPLOAD_MESSAGES.uploadCountExceeded);

const projectId = z.string({ error: ARCHIVE_MESSAGES.project }).trim().regex(ID, ARCHIVE_MESSAGES.project);
/** A dictionary key chosen in a select (text or a number); blank is "not chosen". */
export const chosenKey = (message: string) =>
  z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'number' ? String(v) : v), z.string({ error: message }).trim().min(1, message).max(20, message));

/** The material form (spec 3 §5): type, file name ≤100, attachments, archive time, remark ≤200. Only added, never edited. */
export const materialSchema = z.object({
  projectId,
  type: chosenKey(ARCHIVE_MESSAGES.materialType),
  fileName: requiredText(PROJECT_MESSAGES.fileName, ARCHIVE_LIMITS.fileName),
  attachList: attachmentList(ARCHIVE_LIMITS.attachments),
  archiveTime: z.preprocess(blankAsUndefined, dateTime().optional()).transform((v) => v ?? ''),
  remark: optionalText(ARCHIVE_LIMITS.remark),
});
export type MaterialInput = z.infer<typeof materialSchema>;

/** The archive form (spec 3 §5): project, type, attachments, file name and archive time required; remark ≤200. */
export const archiveFileSchema = z.object({
  projectId,
  type: chosenKey(ARCHIVE_MESSAGES.archiveType),
  fileName: requiredText(PROJECT_MESSAGES.fileName, ARCHIVE_LIMITS.fileName),
  attachList: attachmentList(ARCHIVE_LIMITS.attachments),
  archiveTime: z.preprocess(blankAsUndefined, z.string({ error: ARCHIVE_MESSAGES.archiveTime }).pipe(dateTime())),
  remark: optionalText(ARCHIVE_LIMITS.remark),
});
export type ArchiveFileInput = z.infer<typeof archiveFileSchema>;

// Any text: requireParent answers 项目不存在或已删除 for one that is not a reachable project.
const projectFilter = z.string().trim().max(32).optional();

/** The material list's search: file name ≤30 (spec 3 §2), type, project. */
export const materialPageQuerySchema = pageQuerySchema.extend({
  projectId: projectFilter,
  fileName: z.string().trim().max(ARCHIVE_LIMITS.fileNameSearch, maxLengthMessage(ARCHIVE_LIMITS.fileNameSearch)).optional(),
  type: searchText,
  projectName: searchText,
});

export const archiveFilePageQuerySchema = pageQuerySchema.extend({
  projectId: projectFilter,
  fileName: searchText,
  type: searchText,
  projectName: searchText,
  status: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(2).optional()),
});

export interface ProjectMaterial {
  id: string;
  tenantId: string;
  projectId: string;
  projectName: string;
  projectCode: string;
  /** xmzlfl key. */
  type: string;
  fileName: string;
  attachList: ArchiveAttachment[];
  archiveTime: string;
  remark: string;
  createUser: string;
  createUserName: string;
  createTime: string;
}

export interface ProjectArchiveFile extends Omit<ProjectMaterial, 'type'> {
  /** archivedType key. */
  type: string;
  /** 1 not completed, 2 completed. */
  status: ArchiveCompletion;
}

/** The archive action (archive-file/archive/{id}): a not completed archive becomes completed, once. */
export const archiveCompletionMachine = defineStatusMachine<ArchiveCompletion, { status: number }>({
  resource: 'projectArchiveFiles',
  statuses: [ARCHIVE_COMPLETION.open, ARCHIVE_COMPLETION.completed],
  targets: (from) => (from === ARCHIVE_COMPLETION.open ? [ARCHIVE_COMPLETION.completed] : []),
  statusOf: (r) => r.status as ArchiveCompletion,
  refused: ARCHIVE_MESSAGES.completed,
  required: ARCHIVE_MESSAGES.completion,
});
