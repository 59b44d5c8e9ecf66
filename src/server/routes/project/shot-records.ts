/** Task records as the API answers them, and the checks on the files they name. */
import type { ProjectShot, ShotFile, ShotVariant } from '@shared/domain/projectShot';
import { tenantPrefix, UPLOAD_MESSAGES } from '@shared/domain/upload';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { ProjectShotTable } from '../../db/schema-shots';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { storeOrigin } from '../../oss/endpoint';
import { ossServiceOf } from '../../oss/service';
import { linkOf } from '../resource/object-grants';

export type ShotRow = ProjectShotTable & { create_user_name?: string | null; create_dept_name?: string | null };

function readFiles(text: string): ShotFile[] {
  try {
    const parsed: unknown = JSON.parse(text || '[]');
    return Array.isArray(parsed) ? (parsed as ShotFile[]) : [];
  } catch {
    return [];
  }
}

export function toShot(row: ShotRow): ProjectShot {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    variant: row.variant as ShotVariant,
    recordId: row.record_id,
    projectName: row.project_name,
    code: row.code,
    taskTheme: row.task_theme,
    participants: row.participants,
    startTime: row.start_time,
    endTime: row.end_time,
    taskDescription: row.task_description,
    pictures: readFiles(row.pictures),
    videos: readFiles(row.videos),
    audio: readFiles(row.audio),
    attachs: readFiles(row.attachs),
    isArchive: row.is_archive === 1 ? 1 : 0,
    archiveTime: row.archive_time,
    displayStatus: row.display_status === 1 ? 1 : 0,
    viewCount: Number(row.view_count),
    lastViewTime: row.last_view_time,
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createDeptName: row.create_dept_name ?? '',
    createTime: row.create_time,
  };
}

/**
 * Every file a record names must be an object of the caller's organisation in our store (what
 * put-file and the resumable engine gave the form): a link elsewhere, or to another organisation's
 * object, is refused as a file that does not exist.
 */
export function checkShotLinks(ctx: AppContext, caller: Caller, files: readonly ShotFile[]): void {
  const own = linkOf(storeOrigin(ctx), ossServiceOf(ctx).bucket, tenantPrefix(caller.tenantId));
  const bad = files.find((f) => !f.link.startsWith(own) || f.link.slice(own.length).split('/').includes('..'));
  if (bad) throw new HttpError(400, UPLOAD_MESSAGES.objectNotFound);
}

/** For the filing's remove: its task records (and their view marks) go with it, in the same transaction. */
export async function removeShotsOfRecords(trx: Executor, tenantId: string, recordIds: string[]): Promise<void> {
  if (!recordIds.length) return;
  const ids = trx.selectFrom('project_shot').select('id').where('tenant_id', '=', tenantId).where('record_id', 'in', recordIds);
  await trx.deleteFrom('project_shot_view').where('tenant_id', '=', tenantId).where('shot_id', 'in', ids).execute();
  await trx.deleteFrom('project_shot').where('tenant_id', '=', tenantId).where('record_id', 'in', recordIds).execute();
}
