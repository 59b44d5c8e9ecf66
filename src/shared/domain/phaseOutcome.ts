import { PROJECT_MESSAGES } from './project';
/**
 * Phase outcomes (spec 3 §3 "Phase outcome", §5, §9): one attachment up to 2 GB through the resumable
 * engine (UPLOAD_FIELDS.largeAttachment), named from the file, of one of the project's phases, with
 * its outcome type; archived once (isArchive 1), read-only after.
 */
import { z } from 'zod';
import { blankAsUndefined, optionalText, searchText } from './fields';
import { pageQuerySchema } from './paging';
import { ARCHIVE_MESSAGES, attachmentList, chosenKey, type ArchiveAttachment } from './projectArchive';
import { defineStatusMachine } from './statusMachine';
import { UPLOAD_FIELDS } from './upload';
import { requiredText } from './validation';

/** Not in the spec unless marked. 请选择附件 and 超出上传限制文件数量 are ARCHIVE_MESSAGES.attach and the upload catalogue's. */
export const OUTCOME_MESSAGES = {
  name: '请输入成果名称',
  type: '请选择成果类型',
  notFound: '成果不存在或已删除',
  archived: '该成果已归档，不能再次归档',
  archivedReadOnly: '已归档的成果不能删除',
  archiveRequired: '请选择是否归档',
} as const;

export const OUTCOME_LIMITS = { name: 100, remark: 200, files: UPLOAD_FIELDS.largeAttachment.maxFiles } as const;

/** isArchive: 0 not archived, 1 archived. */
export const OUTCOME_ARCHIVE = { open: 0, archived: 1 } as const;
export type OutcomeArchive = (typeof OUTCOME_ARCHIVE)[keyof typeof OUTCOME_ARCHIVE];

/** The name the form fills in from a picked file: its name without the extension, cut to 100 (spec 3 §5). */
export function outcomeNameOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim().slice(0, OUTCOME_LIMITS.name);
}

const ID = /^\d{1,32}$/;

/** The upload form: one attachment, name 1–100, phase and type required, drawing discipline, remark ≤200. Only added. */
export const outcomeSchema = z.object({
  projectId: z.string({ error: ARCHIVE_MESSAGES.project }).trim().regex(ID, ARCHIVE_MESSAGES.project),
  attach: attachmentList(OUTCOME_LIMITS.files),
  name: requiredText(OUTCOME_MESSAGES.name, OUTCOME_LIMITS.name),
  phaseKey: chosenKey(PROJECT_MESSAGES.phase),
  hflx: chosenKey(OUTCOME_MESSAGES.type),
  tzzy: z.preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v), z.string().trim().max(20)),
  remark: optionalText(OUTCOME_LIMITS.remark),
});
export type OutcomeInput = z.infer<typeof outcomeSchema>;

/** The phase must be one of the project's (xmjd keys, comma-joined on the project). */
export const isPhaseOfProject = (phaseKey: string, projectPhaseKeys: string) => projectPhaseKeys.split(',').map((k) => k.trim()).includes(phaseKey);

export const outcomePageQuerySchema = pageQuerySchema.extend({
  projectId: z.string().trim().max(32).optional(),
  name: searchText,
  projectName: searchText,
  phaseKey: searchText,
  hflx: searchText,
  isArchive: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(1).optional()),
});

export interface PhaseOutcome {
  id: string;
  tenantId: string;
  projectId: string;
  projectName: string;
  /** The project's code. */
  code: string;
  /** xmjd key. */
  phaseKey: string;
  /** Outcome type, dictionary cglx. */
  hflx: string;
  /** Drawing discipline, dictionary tzzy ('' when none). */
  tzzy: string;
  name: string;
  remark: string;
  /** The one attachment (a list of one, as the form's field holds it). */
  attach: ArchiveAttachment[];
  /** The attachment's size in bytes, as the registry recorded it. */
  attachSize: number;
  isArchive: OutcomeArchive;
  createUser: string;
  createUserName: string;
  createTime: string;
  updateTime: string;
}

/** The archive action (phase-outcome/archive/{id}): 0 → 1 once. */
export const outcomeArchiveMachine = defineStatusMachine<OutcomeArchive, { isArchive: number }>({
  resource: 'phaseOutcomes',
  statuses: [OUTCOME_ARCHIVE.open, OUTCOME_ARCHIVE.archived],
  targets: (from) => (from === OUTCOME_ARCHIVE.open ? [OUTCOME_ARCHIVE.archived] : []),
  statusOf: (r) => r.isArchive as OutcomeArchive,
  refused: OUTCOME_MESSAGES.archived,
  required: OUTCOME_MESSAGES.archiveRequired,
});
