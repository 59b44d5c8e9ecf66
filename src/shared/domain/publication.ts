import { PROJECT_MESSAGES } from './project';
/**
 * Publication tasks (出版任务, spec 3 §2, §3, §4, §5 publication; archive-publication/*): an
 * organisation sends an archive of one of its projects to a publisher (a partner of category cb with
 * a signed framework agreement) to be printed. One schema serves the drawer form and the route; the
 * status machine serves the row actions and the server's conditional write.
 */
import { z } from 'zod';
import { blankAsUndefined, DATE_TIME, dateTime, FIELD_MESSAGES, searchText } from './fields';
import { pageQuerySchema } from './paging';
import { optionalText } from './rules';
import { defineStatusMachine } from './statusMachine';
import { UPLOAD_MESSAGES } from './upload';
import { requiredText } from './validation';

/** The spec gives publications no messages of their own but the rules; these are ours (decisions.md). */
export const PUBLICATION_MESSAGES = {
  notFound: '出版任务不存在或已删除',
  project: '请选择所属项目',
  publisher: '请选择出版单位',
  /** A publisher that is a partner in normal standing but holds no signed framework agreement in force. */
  publisherAgreement: '所选出版单位未签订有效的框架协议',
  name: '请填写档案名称',
  /** An archive type that is not a key of archivedType. */
  type: '请选择档案类型',
  attach: '请上传出版文件',
  attachNotFound: '出版文件不存在，请重新上传',
  publishingNum: '请填写出版数量',
  publishingNumFormat: '出版数量须为1至999999之间的整数',
  completionTime: '请选择计划完成时间',
  paperSize: '请选择图幅',
  paperType: '请选择纸张类型',
  /** Spec 3 §5: remark and description 1–200 (the pattern of 请填写，200个字内). */
  remark: '请填写备注，200个字内',
  describe: '请填写出版说明，200个字内',
  status: '请选择出版状态',
  transition: '不允许的出版状态变更',
  /** A task is edited only before it goes to the publisher. */
  editPending: '只有待出版的任务可以编辑',
  /** The publisher's side: it reads the tasks sent to it and may only complete them. */
  publisherCompletes: '出版单位只能将出版中的任务标记为完成',
} as const;

export const PUBLICATION_LIMITS = { name: 100, remark: 200, describe: 200, paperList: 200, publishingNum: 999_999 } as const;

/** publicationStatus: 1 待出版, 2 出版中, 3 已完成, 4 已取消. */
export const PUBLICATION_STATUS = { pending: 1, publishing: 2, completed: 3, cancelled: 4 } as const;
export const PUBLICATION_STATUSES = [1, 2, 3, 4] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export const PUBLICATION_STATUS_DICT = 'publicationStatus';

/**
 * Decided (the spec shows the actions, not the values): archive (出版归档) hands a pending task's
 * archive to the publisher, which starts publishing (1 → 2); complete (出版完成, by the organisation or
 * the publisher) ends it (2 → 3, with the actual completion time); cancel stops a task not yet done
 * (1 or 2 → 4). Completed and cancelled tasks stay as they are.
 */
export const PUBLICATION_TRANSITIONS: Record<PublicationStatus, readonly PublicationStatus[]> = { 1: [2, 4], 2: [3, 4], 3: [], 4: [] };

export const publicationStatusMachine = defineStatusMachine<PublicationStatus, { status: number }>({
  resource: 'publications',
  statuses: PUBLICATION_STATUSES,
  targets: (from) => PUBLICATION_TRANSITIONS[from] ?? [],
  statusOf: (record) => record.status as PublicationStatus,
  refused: PUBLICATION_MESSAGES.transition,
  required: PUBLICATION_MESSAGES.status,
});

/** The one attachment of a task: an attachment record (attach) of the creating organisation. */
export interface PublicationFile {
  attachId: string;
  name: string;
  link: string;
  size: number;
}

/** Whose row it is to the caller: its own organisation's task, or one sent to it as the publisher. */
export type PublicationSide = 'owner' | 'publisher';

/** One publication task (spec 3 §3 publication), as list, detail and writes answer it. */
export interface Publication {
  id: string;
  /** The creating organisation and its name (the list's first column). */
  tenantId: string;
  tenantName: string;
  projectId: string;
  projectName: string;
  /** The project's code. */
  code: string;
  /** The project's phases (xmjd keys, comma-joined): the phase select's choices. */
  projectPhaseKeys: string;
  /** The archive's name. */
  name: string;
  /** archivedType key, or ''. */
  type: string;
  phaseKey: string;
  /** paperSize and paperType keys, comma-joined. */
  paperSize: string;
  paperType: string;
  publishingNum: number;
  publishedNum: number;
  remark: string;
  describe: string;
  completionTime: string;
  realCompletionTime: string;
  status: PublicationStatus;
  /** The publisher (the spec's team): its tenant id, name and code as picked. */
  teamId: string;
  teamName: string;
  teamCode: string;
  fileId: string;
  attach: PublicationFile[];
  createUserName: string;
  createTime: string;
  side: PublicationSide;
}

/** archive-publication/board-list: the slimmer list for the board. */
export interface PublicationBoardItem {
  id: string;
  name: string;
  projectName: string;
  teamName: string;
  status: PublicationStatus;
  completionTime: string;
  realCompletionTime: string;
}

const ID = /^\d{1,32}$/;

/** Comma-joined keys (several of a dictionary), each once, trimmed; '' when none. */
export function joinKeys(value: unknown): string {
  const list = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(list.map((k) => k.trim()).filter(Boolean))].join(',');
}

const keyList = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? undefined : joinKeys(v)),
    z
      .string({ error: message })
      .min(1, message)
      .max(PUBLICATION_LIMITS.paperList, message)
      .refine((v) => v.split(',').every((k) => /^[\w-]{1,20}$/.test(k)), message),
  );

const fileRef = z.object({
  attachId: z.string({ error: PUBLICATION_MESSAGES.attach }).trim().regex(ID, PUBLICATION_MESSAGES.attach),
  name: z.string().trim().max(300).optional(),
  link: z.string().trim().max(1024).optional(),
  size: z.coerce.number().optional(),
});

/** A positive whole number typed as text (or sent as a number), 1 to 999999. */
const publishingNum = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: PUBLICATION_MESSAGES.publishingNum })
    .trim()
    .refine((v) => /^[1-9]\d{0,5}$/.test(v), PUBLICATION_MESSAGES.publishingNumFormat)
    .transform(Number),
);

/** POST archive-publication/submit: add (no id) or edit a pending task. */
export const publicationSchema = z.object({
  id: z.string().trim().regex(ID).optional(),
  projectId: z.string({ error: PUBLICATION_MESSAGES.project }).trim().regex(ID, PUBLICATION_MESSAGES.project),
  teamId: z.string({ error: PUBLICATION_MESSAGES.publisher }).trim().regex(/^\d{1,12}$/, PUBLICATION_MESSAGES.publisher),
  phaseKey: requiredText(PROJECT_MESSAGES.phase, 20, PROJECT_MESSAGES.phase),
  name: requiredText(PUBLICATION_MESSAGES.name, PUBLICATION_LIMITS.name),
  type: optionalText(20),
  attach: z.array(fileRef, { error: PUBLICATION_MESSAGES.attach }).min(1, PUBLICATION_MESSAGES.attach).max(1, UPLOAD_MESSAGES.uploadCountExceeded),
  publishingNum,
  completionTime: z.preprocess(blankAsUndefined, z.string({ error: PUBLICATION_MESSAGES.completionTime }).trim().regex(DATE_TIME, FIELD_MESSAGES.dateTime)),
  paperSize: keyList(PUBLICATION_MESSAGES.paperSize),
  paperType: keyList(PUBLICATION_MESSAGES.paperType),
  remark: requiredText(PUBLICATION_MESSAGES.remark, PUBLICATION_LIMITS.remark, PUBLICATION_MESSAGES.remark),
  describe: requiredText(PUBLICATION_MESSAGES.describe, PUBLICATION_LIMITS.describe, PUBLICATION_MESSAGES.describe),
});
export type PublicationInput = z.input<typeof publicationSchema>;
export type PublicationSubmit = z.output<typeof publicationSchema>;

/** The lists: project, archive name and project name keywords, status, phase, publisher, created-date range. */
export const publicationPageQuerySchema = pageQuerySchema.extend({
  projectId: z.preprocess(blankAsUndefined, z.string().trim().regex(ID, PUBLICATION_MESSAGES.project).optional()),
  name: searchText,
  projectName: searchText,
  status: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(4).optional()),
  phaseKey: z.preprocess(blankAsUndefined, z.string().trim().max(20).optional()),
  teamName: searchText,
  createTimeFrom: dateTime().optional(),
  createTimeTo: dateTime().optional(),
});
export type PublicationPageQuery = z.infer<typeof publicationPageQuerySchema>;

/** The row actions of status/{id}: each a target of the machine, with the button it needs. */
export const PUBLICATION_ACTIONS = { archive: PUBLICATION_STATUS.publishing, complete: PUBLICATION_STATUS.completed, cancel: PUBLICATION_STATUS.cancelled } as const;
