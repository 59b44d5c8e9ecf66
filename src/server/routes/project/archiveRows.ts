/**
 * What materials, archive files and phase outcomes share on the server: the project a write names
 * (a project of the caller's organisation in their data scope, kept by name and code), and the
 * attachments, which must be items of the caller's organisation's attachment registry.
 */
import type { ArchiveAttachment } from '@shared/domain/projectArchive';
import { UPLOAD_MESSAGES } from '@shared/domain/upload';
import type { Executor } from '../../db/database';
import type { ProjectTable } from '../../db/schema-projects';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { requireProject } from '../../projects/parent';

/**
 * The registry's own name, link and size for each attachment id, in the order given: an id that is
 * not an attachment of the caller's organisation (another's, or removed) refuses the write with 附件不存在.
 */
export async function ownAttachments(db: Executor, caller: Caller, items: { attachId: string }[]): Promise<ArchiveAttachment[]> {
  const ids = [...new Set(items.map((i) => i.attachId))];
  if (!ids.length) return [];
  const rows = await db.selectFrom('attach').select(['id', 'original_name', 'link', 'size']).where('tenant_id', '=', caller.tenantId).where('id', 'in', ids).execute();
  if (rows.length !== ids.length) throw new HttpError(400, UPLOAD_MESSAGES.attachNotFound);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    return { attachId: row.id, name: row.original_name, link: row.link, size: Number(row.size) };
  });
}

export function readAttachments(text: string): ArchiveAttachment[] {
  try {
    const parsed: unknown = JSON.parse(text || '[]');
    return Array.isArray(parsed) ? (parsed as ArchiveAttachment[]) : [];
  } catch {
    return [];
  }
}

/** What a write resolves before its insert: the project's row and the attachments as the registry holds them. */
export interface Resolved {
  project: ProjectTable;
  attachments: ArchiveAttachment[];
}

/**
 * Resolves a write's project and attachments inside its transaction. The builder's beforeWrite and
 * toInsert see the same input object: the resolution is kept beside it (not in it) for toInsert.
 */
export function writeResolver() {
  const resolved = new WeakMap<object, Resolved>();
  return {
    async resolve(trx: Executor, caller: Caller, input: { projectId: string }, items: { attachId: string }[]): Promise<Resolved> {
      const found = { project: await requireProject(trx, caller, input.projectId), attachments: await ownAttachments(trx, caller, items) };
      resolved.set(input, found);
      return found;
    },
    of(input: object): Resolved {
      const found = resolved.get(input);
      if (!found) throw new Error('a write reached its insert without its project and attachments resolved');
      return found;
    },
  };
}

/** Refuses removing rows that are archived (read-only once archived), inside the remove's transaction. */
export async function refuseArchived(trx: Executor, table: 'project_archive' | 'phase_outcome', tenantId: string, ids: string[], message: string): Promise<void> {
  const column = table === 'project_archive' ? 'status' : 'is_archive';
  const archivedValue = table === 'project_archive' ? 2 : 1;
  const archived = await trx.selectFrom(table).select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).where(column, '=', archivedValue).executeTakeFirst();
  if (archived) throw new HttpError(400, message);
}
