import type { FastifyInstance } from 'fastify';
import { archiveEndpoints as e } from '@shared/api/archiveEndpoints';
import { ARCHIVE_FILE_BUTTONS, MATERIAL_BUTTONS } from '@shared/domain/projectButtons';
import {
  ARCHIVE_COMPLETION,
  ARCHIVE_MESSAGES,
  archiveCompletionMachine,
  archiveFilePageQuerySchema,
  archiveFileSchema,
  materialPageQuerySchema,
  materialSchema,
  type ArchiveCompletion,
  type ArchiveFileInput,
  type MaterialInput,
  type ProjectArchiveFile,
  type ProjectMaterial,
} from '@shared/domain/projectArchive';
import type { AppContext } from '../../context';
import type { ProjectArchiveTable, ProjectMaterialTable } from '../../db/schema-archives';
import { equals, like, registerResource } from '../../http/crud';
import { PROJECT_PARENT } from '../../projects/parent';
import { readAttachments, refuseArchived, writeResolver } from './archiveRows';
import { registerOutcomeRoutes } from './outcomes';

type MaterialRow = ProjectMaterialTable & { create_user_name: string | null };
type ArchiveRow = ProjectArchiveTable & { create_user_name: string | null };

function toMaterial(row: MaterialRow): ProjectMaterial {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    projectId: row.project_id,
    projectName: row.project_name,
    projectCode: row.project_code,
    type: row.type,
    fileName: row.file_name,
    attachList: readAttachments(row.attach_list),
    archiveTime: row.archive_time,
    remark: row.remark,
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createTime: row.create_time,
  };
}

const toArchive = (row: ArchiveRow): ProjectArchiveFile => ({ ...toMaterial(row), status: Number(row.status) as ArchiveCompletion });

/** Global lists (/archive/material, /archive/file) list every reachable project's rows; the detail page's tab names its project. */
const parent = { ...PROJECT_PARENT, optionalInPage: true };
const filters = { fileName: like('file_name'), type: equals('type'), projectName: like('project_name') };
const sort = { default: [['create_time', 'desc']] as const };

/**
 * material/* and archive-file/* (spec 3 §7 "Archive file"): a project's materials and archive files,
 * rows of the caller's organisation under one of its projects. Neither is edited (submit only adds);
 * an archive is completed once (a conditional write) and is read-only after, not removed. The
 * phase outcomes' routes (outcomes.ts) are registered with them.
 */
/** A material's and an archive's shared columns: the project as resolved in the write, the document and its files. */
function documentColumns(resolver: ReturnType<typeof writeResolver>, input: MaterialInput | ArchiveFileInput) {
  const { project, attachments } = resolver.of(input);
  return {
    project_id: project.id,
    project_name: project.name,
    project_code: project.code,
    type: input.type,
    file_name: input.fileName,
    attach_list: JSON.stringify(attachments),
    archive_time: input.archiveTime,
    remark: input.remark,
  };
}

export function registerArchiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  const materials = writeResolver();
  registerResource(app, ctx, {
    table: 'project_material',
    notFound: ARCHIVE_MESSAGES.materialNotFound,
    endpoints: { page: e.materialPage, submit: e.materialSubmit, remove: e.materialRemove },
    schemas: { page: materialPageQuerySchema, submit: materialSchema },
    parent,
    creator: 'name',
    columns: { createDept: true, updateTime: true },
    buttons: { add: MATERIAL_BUTTONS.add, remove: MATERIAL_BUTTONS.remove },
    filters,
    sort,
    toRecord: toMaterial,
    beforeWrite: async (trx, input: MaterialInput, caller) => void (await materials.resolve(trx, caller, input, input.attachList)),
    toInsert: (input: MaterialInput) => documentColumns(materials, input),
  });

  const archives = writeResolver();
  registerResource(app, ctx, {
    table: 'project_archive',
    notFound: ARCHIVE_MESSAGES.archiveNotFound,
    endpoints: { page: e.archivePage, submit: e.archiveSubmit, remove: e.archiveRemove },
    schemas: { page: archiveFilePageQuerySchema, submit: archiveFileSchema },
    parent,
    creator: 'name',
    columns: { createDept: true, updateTime: true },
    buttons: { add: ARCHIVE_FILE_BUTTONS.add, remove: ARCHIVE_FILE_BUTTONS.remove },
    filters: { ...filters, status: equals('status') },
    sort,
    toRecord: toArchive,
    beforeWrite: async (trx, input: ArchiveFileInput, caller) => void (await archives.resolve(trx, caller, input, input.attachList)),
    toInsert: (input: ArchiveFileInput) => ({ ...documentColumns(archives, input), status: ARCHIVE_COMPLETION.open }),
    // A completed archive is read-only: removing it is refused, and with it the whole call.
    removeDependents: (trx, tenantId, ids) => refuseArchived(trx, 'project_archive', tenantId, ids, ARCHIVE_MESSAGES.completedReadOnly),
    statusChanges: [{ endpoint: e.archiveComplete, machine: archiveCompletionMachine, button: ARCHIVE_FILE_BUTTONS.archive }],
  });

  registerOutcomeRoutes(app, ctx);
}
