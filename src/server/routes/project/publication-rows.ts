/**
 * How publication tasks are read: the caller's organisation's own tasks (inside the project and data
 * scopes the builder applies to every project child), and — explicitly, read-only — the tasks sent to
 * the caller's organisation as their publisher. Every read of the area goes through `visibleTo`.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { dayRange } from '@shared/domain/fields';
import { PUBLICATION_MESSAGES, type Publication, type PublicationBoardItem, type PublicationPageQuery, type PublicationStatus } from '@shared/domain/publication';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/schema';
import type { ArchivePublicationTable } from '../../db/schema-publications';
import type { Caller } from '../../http/caller';
import { resourceRows } from '../../http/resource/rows';
import { PROJECT_PARENT } from '../../projects/parent';

export const PUBLICATION_TABLE = 'archive_publication';
/** The name data scopes and the usual log know the resource by. */
export const PUBLICATION_RESOURCE = 'archive-publication';

/** The rows as the builder reaches them (organisation, parent project in scope, data scope). */
export const publicationRows = resourceRows<ArchivePublicationTable, ArchivePublicationTable, Record<string, unknown>>({
  table: PUBLICATION_TABLE,
  name: PUBLICATION_RESOURCE,
  notFound: PUBLICATION_MESSAGES.notFound,
  endpoints: {},
  schemas: {},
  parent: PROJECT_PARENT,
  toRecord: (row) => row,
});

export type PublicationRow = ArchivePublicationTable & {
  project_name: string;
  project_code: string;
  project_phase_keys: string;
  tenant_name: string;
  create_user_name: string | null;
};

type Eb = ExpressionBuilder<Database, 'archive_publication' | 'project' | 'tenant'>;

/** Own tasks within the caller's scopes, or tasks whose publisher is the caller's organisation. */
export function visibleTo(caller: Caller) {
  const own = publicationRows.scope(caller);
  return (eb: Eb): Expression<SqlBool> =>
    eb.or([
      eb.and([eb('archive_publication.tenant_id', '=', caller.tenantId), ...(own ? [own(eb)] : [])]),
      eb('archive_publication.team_tenant_id', '=', caller.tenantId),
    ]);
}

function selectVisible(db: Executor, caller: Caller) {
  return db
    .selectFrom('archive_publication')
    .innerJoin('project', (j) => j.onRef('project.id', '=', 'archive_publication.project_id').onRef('project.tenant_id', '=', 'archive_publication.tenant_id'))
    .innerJoin('tenant', 'tenant.tenant_id', 'archive_publication.tenant_id')
    .where(visibleTo(caller));
}

function withColumns(query: ReturnType<typeof selectVisible>) {
  return query
    .leftJoin('app_user', 'app_user.id', 'archive_publication.create_user')
    .selectAll('archive_publication')
    .select(['project.name as project_name', 'project.code as project_code', 'project.phase_keys as project_phase_keys', 'tenant.name as tenant_name', 'app_user.real_name as create_user_name']);
}

/** `tenantId`: the caller's organisation, which tells its own tasks from those sent to it. */
export function toPublication(row: PublicationRow, tenantId: string): Publication {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    projectId: row.project_id,
    projectName: row.project_name,
    code: row.project_code,
    projectPhaseKeys: row.project_phase_keys,
    name: row.name,
    type: row.type,
    phaseKey: row.phase_key,
    paperSize: row.paper_size,
    paperType: row.paper_type,
    publishingNum: Number(row.publishing_num),
    publishedNum: Number(row.published_num),
    remark: row.remark,
    describe: row.description,
    completionTime: row.completion_time,
    realCompletionTime: row.real_completion_time,
    status: Number(row.status) as PublicationStatus,
    teamId: row.team_tenant_id,
    teamName: row.team_name,
    teamCode: row.team_code,
    fileId: row.file_id,
    attach: [{ attachId: row.file_id, name: row.attach_name, link: row.attach_link, size: Number(row.attach_size) }],
    createUserName: row.create_user_name ?? '',
    createTime: row.create_time,
    side: row.tenant_id === tenantId ? 'owner' : 'publisher',
  };
}

export const toBoardItem = (p: Publication): PublicationBoardItem => ({
  id: p.id,
  name: p.name,
  projectName: p.projectName,
  teamName: p.teamName,
  status: p.status,
  completionTime: p.completionTime,
  realCompletionTime: p.realCompletionTime,
});

const given = (v: unknown): v is string | number => v !== undefined && v !== null && v !== '';

/** One page of the tasks the caller sees, newest first, narrowed by the list's search. */
export async function publicationPage(db: Executor, caller: Caller, q: PublicationPageQuery): Promise<{ rows: PublicationRow[]; total: number }> {
  let base = selectVisible(db, caller);
  if (given(q.projectId)) base = base.where('archive_publication.project_id', '=', q.projectId);
  if (given(q.name)) base = base.where('archive_publication.name', 'like', `%${q.name}%`);
  if (given(q.projectName)) base = base.where('project.name', 'like', `%${q.projectName}%`);
  if (given(q.teamName)) base = base.where('archive_publication.team_name', 'like', `%${q.teamName}%`);
  if (given(q.status)) base = base.where('archive_publication.status', '=', q.status);
  if (given(q.phaseKey)) base = base.where('archive_publication.phase_key', '=', q.phaseKey);
  const range = dayRange(q.createTimeFrom, q.createTimeTo);
  if (range.from) base = base.where('archive_publication.create_time', '>=', range.from);
  if (range.to) base = base.where('archive_publication.create_time', '<=', range.to);
  const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = withColumns(base).orderBy('archive_publication.create_time', 'desc').orderBy('archive_publication.id', 'desc');
  if (q.size !== -1) page = page.limit(q.size).offset((q.current - 1) * q.size);
  return { rows: (await page.execute()) as PublicationRow[], total: Number(total.n) };
}

export async function findPublication(db: Executor, caller: Caller, id: string): Promise<PublicationRow | undefined> {
  if (!/^\d{1,32}$/.test(id)) return undefined;
  return (await withColumns(selectVisible(db, caller).where('archive_publication.id', '=', id)).executeTakeFirst()) as PublicationRow | undefined;
}
