/**
 * Reading projects: rows with their parties as the shared `Project` record, pages with the
 * initiation lists' searches, and the parties' view of another organisation's project. Every read
 * names the organisation whose rows it reads; the caller's own are inside their data scope.
 */
import { sql } from 'kysely';
import type { Page } from '@shared/api/envelope';
import { pageOf } from '@shared/api/envelope';
import { PROJECT_MESSAGES, type Project } from '@shared/domain/project';
import type { InitiationPageQuery } from '@shared/domain/projectInitiation';
import type { Executor } from '../db/database';
import type { ProjectTable } from '../db/schema-projects';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/errors';
import { applyFilters, creatorName, dayRange, equals, like, prefix, type FilterRule } from '../http/resource/filters';
import { dataScopeOf } from '../http/scopes';
import { findTenantRow, pageTenantRows, type AnySelect, type RowOrder, type ScopeWhere } from '../repositories/tenant-rows';
import { partiesOf, type StoredParty } from './parties';

export type ProjectRow = ProjectTable & { create_user_name?: string | null; create_dept_name?: string | null };

const party = ({ bizId, deptName, code, logo }: StoredParty) => ({ bizId, deptName, code, logo });

export function toProject(row: ProjectRow, parties: StoredParty[] = [], tenantName = ''): Project {
  const platforms = parties.filter((p) => p.role === 'platform');
  const main = platforms.find((p) => p.isMain);
  return {
    id: row.id,
    tenantId: row.tenant_id,
    tenantName,
    code: row.code,
    name: row.name,
    recordId: row.record_id,
    recordCode: row.record_code,
    recordName: row.record_name,
    type: row.type,
    phaseKeys: row.phase_keys,
    mainIndustry: row.main_industry,
    otherIndustry: row.other_industry,
    regionId: row.region_id,
    detailAddr: row.detail_addr,
    scale: row.scale,
    remark: row.remark,
    statusInitiation: Number(row.status_initiation),
    statusTender: Number(row.status_tender),
    statusContract: Number(row.status_contract),
    isDirectSign: Number(row.is_direct_sign) === 1 ? 1 : 0,
    ownerDeptId: row.owner_tenant_id,
    ownerName: row.owner_name,
    ownerCode: row.owner_code,
    resProviderList: parties.filter((p) => p.role === 'provider').map(party),
    mainPlatform: main ? party(main) : null,
    otherPlatformList: platforms.filter((p) => !p.isMain).map(party),
    mgrBizPerson: row.mgr_biz_person,
    mgrBizPersonName: row.mgr_biz_person_name,
    mgrOperate: row.mgr_operate,
    mgrOperateName: row.mgr_operate_name,
    statusTime: row.status_time,
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createDeptName: row.create_dept_name ?? '',
    createTime: row.create_time,
  };
}

/** Rows as records, their parties and their organisations' names read in one query each. */
export async function toProjects(db: Executor, rows: ProjectRow[]): Promise<Project[]> {
  const parties = await partiesOf(
    db,
    'project',
    rows.map((r) => r.id),
  );
  const tenantIds = [...new Set(rows.map((r) => r.tenant_id))];
  const names = new Map(tenantIds.length ? (await db.selectFrom('tenant').select(['tenant_id', 'name']).where('tenant_id', 'in', tenantIds).execute()).map((t) => [t.tenant_id, t.name]) : []);
  return rows.map((r) => toProject(r, parties.get(r.id) ?? [], names.get(r.tenant_id) ?? ''));
}

/** A project names the organisation as a party: platform or resource provider, or a team of project_org. */
const partyIn = (tenantId: string, roles: readonly ('platform' | 'provider')[]): ScopeWhere => (eb) =>
  eb.exists(
    eb
      .selectFrom('project_party')
      .select('project_party.id')
      .where('project_party.subject', '=', 'project')
      .where('project_party.subject_id', '=', eb.ref('project.id'))
      .where('project_party.party_tenant_id', '=', tenantId)
      .where('project_party.role', 'in', [...roles]),
  );

/** The searches by a party (platform unit, resource provider): an EXISTS over project_party. */
const byParty =
  (role: 'platform' | 'provider'): FilterRule =>
  (query, q, key) =>
    q[key] ? query.where(partyIn(String(q[key]), [role])) : query;

/** The same by the party's name as picked (a keyword). */
const byPartyName =
  (role: 'platform' | 'provider'): FilterRule =>
  (query, q, key) =>
    q[key]
      ? query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('project_party')
              .select('project_party.id')
              .where('project_party.subject', '=', 'project')
              .where('project_party.subject_id', '=', eb.ref('project.id'))
              .where('project_party.role', '=', role)
              .where('project_party.party_name', 'like', `%${String(q[key])}%`),
          ),
        )
      : query;

/** Industry: the main one or one of the others (comma-joined keys). */
const industry: FilterRule = (query, q, key) => {
  const k = q[key];
  if (!k) return query;
  // ',' || other_industry || ',' contains ',<key>,': portable across SQLite and PostgreSQL.
  return query.where((eb) => eb.or([eb('project.main_industry', '=', String(k)), eb(sql<string>`',' || ${sql.ref('project.other_industry')} || ','`, 'like', `%,${String(k)},%`)]));
};

export const PROJECT_FILTERS: Record<string, FilterRule> = {
  name: like('name'),
  code: like('code'),
  createUserName: creatorName('create_user'),
  createTime: dayRange('create_time'),
  statusInitiation: equals('status_initiation'),
  ownerDeptId: equals('owner_tenant_id'),
  platformId: byParty('platform'),
  resProviderId: byParty('provider'),
  ownerName: like('owner_name'),
  platformName: byPartyName('platform'),
  resProviderName: byPartyName('provider'),
  regionId: prefix('region_id'),
  industry,
  type: equals('type'),
};

export const PROJECT_ORDER: RowOrder = [['create_time', 'desc']];

const both = (a: ScopeWhere | undefined, b: ScopeWhere | undefined): ScopeWhere | undefined => (a && b ? (eb) => eb.and([a(eb), b(eb)]) : (a ?? b));

/** A page of one organisation's projects, narrowed by `extra` and the searches. */
export async function projectPage(
  db: Executor,
  caller: Caller,
  tenantId: string,
  q: InitiationPageQuery,
  opts: { scope?: ScopeWhere; extra?: (query: AnySelect) => AnySelect; order?: RowOrder } = {},
): Promise<Page<Project>> {
  const { rows, total } = await pageTenantRows<ProjectRow>(db, 'project', tenantId, q, {
    creator: true,
    scope: opts.scope,
    order: opts.order ?? PROJECT_ORDER,
    filter: (query) => applyFilters(opts.extra ? opts.extra(query) : query, PROJECT_FILTERS, q, { db, table: 'project', caller }),
  });
  return pageOf(await toProjects(db, rows), total, q.current, q.size);
}

/** The caller's data scope over its organisation's projects (resource 'project'). */
export const ownScope = (caller: Caller, extra?: ScopeWhere) => both(dataScopeOf(caller, 'project', 'project'), extra);

/**
 * Organisations other than the owner that may read a project: the owner unit, a platform, a
 * resource provider, or a team named in project_org (cooperating or not).
 */
export const readableByParty =
  (tenantId: string): ScopeWhere =>
  (eb) =>
    eb.or([
      eb('project.owner_tenant_id', '=', tenantId),
      partyIn(tenantId, ['platform', 'provider'])(eb),
      eb.exists(eb.selectFrom('project_org').select('project_org.id').where('project_org.project_id', '=', eb.ref('project.id')).where('project_org.tenant_id', '=', eb.ref('project.tenant_id')).where('project_org.team_tenant_id', '=', tenantId)),
    ]);

/** Projects of any other organisation naming `tenantId` as resource provider: list-by-resource. */
export async function resourceProjectPage(db: Executor, caller: Caller, q: InitiationPageQuery): Promise<Page<Project>> {
  let base = db
    .selectFrom('project')
    .where('project.tenant_id', '!=', caller.tenantId)
    .where(partyIn(caller.tenantId, ['provider']));
  base = applyFilters(base as AnySelect, PROJECT_FILTERS, q, { db, table: 'project', caller }) as typeof base;
  const totalRow = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = (base as AnySelect)
    .selectAll('project')
    .leftJoin('app_user', 'app_user.id', 'project.create_user')
    .select('app_user.real_name as create_user_name')
    .leftJoin('dept', 'dept.id', 'project.create_dept')
    .select('dept.name as create_dept_name')
    .orderBy('project.create_time', 'desc')
    .orderBy('project.id', 'desc');
  if (q.size !== -1) page = page.limit(q.size).offset((q.current - 1) * q.size);
  const rows = (await page.execute()) as ProjectRow[];
  return pageOf(await toProjects(db, rows), Number((totalRow as { n: unknown }).n), q.current, q.size);
}

const notFound = () => new HttpError(400, PROJECT_MESSAGES.notFound);

/**
 * One project for the caller: its own organisation's (in its data scope), or read-only one that
 * names the caller's organisation as owner unit, platform, resource provider or team. `tenantId`, when
 * given, must be the owning organisation; without it the id alone decides (ids are unique).
 */
export async function readProject(db: Executor, caller: Caller, id: string, tenantId?: string): Promise<Project> {
  if (!tenantId || tenantId === caller.tenantId) {
    const own = await findTenantRow<ProjectRow>(db, 'project', caller.tenantId, id, { creator: true, scope: ownScope(caller) });
    if (own) return (await toProjects(db, [own]))[0];
    if (tenantId) throw notFound();
  }
  let query = db
    .selectFrom('project')
    .selectAll('project')
    .leftJoin('app_user', 'app_user.id', 'project.create_user')
    .select('app_user.real_name as create_user_name')
    .leftJoin('dept', 'dept.id', 'project.create_dept')
    .select('dept.name as create_dept_name')
    .where('project.id', '=', id)
    .where('project.tenant_id', '!=', caller.tenantId)
    .where(readableByParty(caller.tenantId));
  if (tenantId) query = query.where('project.tenant_id', '=', tenantId);
  const row = (await query.executeTakeFirst()) as ProjectRow | undefined;
  if (!row) throw notFound();
  return (await toProjects(db, [row]))[0];
}

