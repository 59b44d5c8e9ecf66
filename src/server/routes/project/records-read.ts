/**
 * Reading filings (record/list, record/detail, record/list-by-resource, record-history/list): the
 * caller's organisation's filings in their data scope, and — read-only, explicitly — the filings of
 * other organisations that name the caller's organisation as a resource provider.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type ExpressionBuilder } from 'kysely';
import { pageOf } from '@shared/api/envelope';
import { recordEndpoints } from '@shared/api/recordEndpoints';
import { changeHistoryPageQuerySchema } from '@shared/domain/changeHistory';
import { idSchema } from '@shared/domain/fields';
import { PROJECT_RECORD_MESSAGES, RECORD_HISTORY_RESOURCE, recordPageQuerySchema, type ProjectRecord, type RecordChange, type RecordStatus } from '@shared/domain/projectRecord';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { ProjectRecordTable } from '../../db/schema-projects';
import { creatorName, dayRange, equals, like, prefix, type FilterRule } from '../../http/crud';
import { callerOf, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { applyFilters, orderOf } from '../../http/resource/filters';
import { dataScopeOf } from '../../http/scopes';
import { parseInput } from '../../http/validate';
import { route } from '../../http/route';
import { partiesOf } from '../../projects/parties';
import { findTenantRow, pageTenantRows, type AnySelect } from '../../repositories/tenant-rows';
import { readValues } from '../../repositories/change-history';

export type RecordRow = ProjectRecordTable & { create_user_name?: string | null; create_dept_name?: string | null; tenant_name?: string | null };

export const RECORD_RESOURCE = 'project_record';
export const recordScope = (caller: Caller) => dataScopeOf(caller, RECORD_RESOURCE, 'project_record');

/** Filings naming `tenantId` as a resource provider (project_party, subject record). */
const namesProvider =
  (tenantId: string, partyName?: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (eb: ExpressionBuilder<any, any>) => {
    let sub = eb
      .selectFrom('project_party')
      .select('project_party.id')
      .whereRef('project_party.subject_id', '=', 'project_record.id')
      .whereRef('project_party.tenant_id', '=', 'project_record.tenant_id')
      .where('project_party.subject', '=', 'record')
      .where('project_party.role', '=', 'provider');
    sub = partyName === undefined ? sub.where('project_party.party_tenant_id', '=', tenantId) : sub.where('project_party.party_name', 'like', `%${partyName}%`);
    return eb.exists(sub);
  };

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The main industry, or one of the comma-joined other industries. */
const industry: FilterRule = (query, q, key) => {
  if (!given(q[key])) return query;
  const v = String(q[key]);
  return query.where((eb) => eb.or([eb('project_record.main_industry', '=', v), eb(sql<string>`',' || project_record.other_industry || ','`, 'like', `%,${v},%`)]));
};
const provider: FilterRule = (query, q, key) => (given(q[key]) ? query.where(namesProvider('', String(q[key]))) : query);

export const RECORD_FILTERS: Record<string, FilterRule> = {
  createUserName: creatorName('create_user'),
  createTime: dayRange('create_time'),
  name: like('name'),
  status: equals('status'),
  regionId: prefix('region_id'),
  ownerUnitName: like('owner_name'),
  resProviderName: provider,
  type: equals('type'),
  industry,
};
const RECORD_SORT = { columns: { createTime: 'create_time', name: 'name', status: 'status' }, default: [['create_time', 'desc']] as const };

export function toRecordBase(row: RecordRow): ProjectRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name ?? '',
    name: row.name,
    code: row.code,
    status: Number(row.status) as RecordStatus,
    statusTime: row.status_time,
    regionId: row.region_id,
    detailAddr: row.detail_addr,
    type: row.type,
    mainIndustry: row.main_industry,
    otherIndustry: row.other_industry,
    scale: row.scale,
    remark: row.remark,
    ownerUnitDeptId: row.owner_tenant_id,
    ownerUnitName: row.owner_name,
    ownerUnitCode: row.owner_code,
    resProviderDeptId: '',
    resProviderList: [],
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createDeptName: row.create_dept_name ?? '',
    createTime: row.create_time,
  };
}

/** Records with their resource providers, one query for the whole page. */
export async function toRecords(db: Executor, rows: RecordRow[]): Promise<ProjectRecord[]> {
  const parties = await partiesOf(
    db,
    'record',
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const providers = (parties.get(row.id) ?? []).filter((p) => p.role === 'provider').map(({ bizId, deptName, code, logo }) => ({ bizId, deptName, code, logo }));
    return { ...toRecordBase(row), resProviderDeptId: providers.map((p) => p.bizId).join(','), resProviderList: providers };
  });
}

async function tenantName(db: Executor, tenantId: string): Promise<string> {
  return (await db.selectFrom('tenant').select('name').where('tenant_id', '=', tenantId).executeTakeFirst())?.name ?? '';
}

/** A filing of the caller's organisation in their data scope. */
export const findRecord = (db: Executor, caller: Caller, id: string) => findTenantRow<RecordRow>(db, 'project_record', caller.tenantId, id, { creator: true, scope: recordScope(caller) });

export async function recordAnswer(db: Executor, caller: Caller, id: string): Promise<ProjectRecord> {
  const row = await findRecord(db, caller, id);
  if (!row) throw new HttpError(400, PROJECT_RECORD_MESSAGES.notFound);
  const [record] = await toRecords(db, [{ ...row, tenant_name: await tenantName(db, caller.tenantId) }]);
  return record;
}

/** Another organisation's filing that names the caller's organisation as a resource provider. */
async function findProvidedRecord(db: Executor, caller: Caller, id: string): Promise<RecordRow | undefined> {
  return (await providedQuery(db, caller).where('project_record.id', '=', id).executeTakeFirst()) as RecordRow | undefined;
}

function providedQuery(db: Executor, caller: Caller): AnySelect {
  return (db as unknown as Executor)
    .selectFrom('project_record')
    .leftJoin('app_user', 'app_user.id', 'project_record.create_user')
    .leftJoin('dept', 'dept.id', 'project_record.create_dept')
    .leftJoin('tenant', 'tenant.tenant_id', 'project_record.tenant_id')
    .selectAll('project_record')
    .select(['app_user.real_name as create_user_name', 'dept.name as create_dept_name', 'tenant.name as tenant_name'])
    .where('project_record.tenant_id', '<>', caller.tenantId)
    .where(namesProvider(caller.tenantId)) as unknown as AnySelect;
}

export function registerRecordReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, recordEndpoints.page, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(recordPageQuerySchema, req.query) as Record<string, unknown> & { current: number; size: number };
    const { rows, total } = await pageTenantRows<RecordRow>(ctx.db, 'project_record', caller.tenantId, q, {
      creator: true,
      scope: recordScope(caller),
      order: orderOf(RECORD_SORT, req.query),
      filter: (query) => applyFilters(query, RECORD_FILTERS, q, { db: ctx.db, table: 'project_record', caller }),
    });
    const name = await tenantName(ctx.db, caller.tenantId);
    return pageOf(await toRecords(ctx.db, rows.map((r) => ({ ...r, tenant_name: name }))), total, q.current, q.size);
  });

  route(app, ctx, recordEndpoints.listByResource, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(recordPageQuerySchema, req.query) as Record<string, unknown> & { current: number; size: number };
    const filtered = applyFilters(providedQuery(ctx.db, caller), RECORD_FILTERS, q, { db: ctx.db, table: 'project_record', caller });
    const counted = await filtered.clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    let page = filtered.orderBy('project_record.create_time', 'desc').orderBy('project_record.id', 'desc');
    if (q.size > 0) page = page.limit(q.size).offset((q.current - 1) * q.size);
    const rows = (await page.execute()) as RecordRow[];
    return pageOf(await toRecords(ctx.db, rows), Number((counted as { n: unknown }).n), q.current, q.size);
  });

  // The drawer's view: a filing of the caller's organisation, or one naming it as resource provider.
  route(app, ctx, recordEndpoints.detail, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(idSchema, req.query);
    const own = await findRecord(ctx.db, caller, id);
    if (own) return recordAnswer(ctx.db, caller, id);
    const provided = await findProvidedRecord(ctx.db, caller, id);
    if (!provided) throw new HttpError(400, PROJECT_RECORD_MESSAGES.notFound);
    return (await toRecords(ctx.db, [provided]))[0];
  });

  route(app, ctx, recordEndpoints.history, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(changeHistoryPageQuerySchema, req.query);
    if (!(await findRecord(ctx.db, caller, q.recordId))) throw new HttpError(400, PROJECT_RECORD_MESSAGES.notFound);
    const base = ctx.db
      .selectFrom('change_history')
      .where('change_history.tenant_id', '=', caller.tenantId)
      .where('change_history.resource', '=', RECORD_HISTORY_RESOURCE)
      .where('change_history.record_id', '=', q.recordId);
    const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    let page = base
      .leftJoin('app_user', 'app_user.id', 'change_history.create_user')
      .leftJoin('tenant', 'tenant.tenant_id', 'change_history.tenant_id')
      .selectAll('change_history')
      .select(['app_user.real_name as create_user_name', 'tenant.name as org_name'])
      .orderBy('change_history.create_time', 'desc')
      .orderBy('change_history.id', 'desc');
    if (q.size > 0) page = page.limit(q.size).offset((q.current - 1) * q.size);
    const records: RecordChange[] = (await page.execute()).map((r) => ({
      id: r.id,
      recordId: r.record_id,
      orgName: r.org_name ?? '',
      createUserName: r.create_user_name ?? '',
      createTime: r.create_time,
      before: readValues(r.before_values),
      after: readValues(r.after_values),
    }));
    return pageOf(records, Number(total.n), q.current, q.size);
  });
}
