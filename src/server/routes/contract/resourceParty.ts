/**
 * Party B's view of resource contracts (issue 16): a resource provider (zy) reads, never writes, the
 * resource contracts of any organisation naming it as party B — an explicit cross-organisation read
 * (contract-resource/party/list and /party/detail); an organisation not named is answered 合同不存在或已删除.
 * Also the status log of a contract the caller records or is party B of (the detail page's tab).
 */
import type { FastifyInstance } from 'fastify';
import { ALL_RECORDS, pageOf } from '@shared/api/envelope';
import { contractResourceEndpoints as e } from '@shared/api/contractResourceEndpoints';
import { CONTRACT_MESSAGES } from '@shared/domain/contract';
import { resourceContractPageQuerySchema } from '@shared/domain/contractResource';
import { dayRange as dayBounds, idSchema } from '@shared/domain/fields';
import { pageQuerySchema } from '@shared/domain/paging';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { callerOf, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { dataScopeOf } from '../../http/scopes';
import { parseInput } from '../../http/validate';
import { toResourceContract, type ResourceRow } from './resource';
import { ownerFiguresOf } from './resourceFigures';

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows naming the caller's organisation as party B, with the creator's name (any recording organisation). */
function partyRows(db: Executor, caller: Caller) {
  return db
    .selectFrom('contract_resource')
    .leftJoin('app_user', 'app_user.id', 'contract_resource.create_user')
    .leftJoin('dept', 'dept.id', 'contract_resource.create_dept')
    .where('contract_resource.party_yi_id', '=', caller.tenantId);
}

/** true when the caller's organisation records contract `id` (inside the caller's data scope) or is its party B. */
async function mayRead(db: Executor, caller: Caller, id: string): Promise<boolean> {
  let own = db.selectFrom('contract_resource').select('contract_resource.id').where('contract_resource.id', '=', id).where('contract_resource.tenant_id', '=', caller.tenantId);
  const scope = dataScopeOf(caller, 'contract-resource', 'contract_resource');
  if (scope) own = own.where(scope);
  if (await own.executeTakeFirst()) return true;
  return Boolean(await db.selectFrom('contract_resource').select('id').where('id', '=', id).where('party_yi_id', '=', caller.tenantId).executeTakeFirst());
}

const statusLogQuery = pageQuerySchema.extend({ id: idSchema.shape.id });

export function registerResourcePartyRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, e.partyPage, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(resourceContractPageQuerySchema, req.query);
    let base = partyRows(ctx.db, caller);
    if (q.name) base = base.where('contract_resource.name', 'like', likeText(q.name));
    if (q.code) base = base.where('contract_resource.code', 'like', likeText(q.code));
    if (q.statusContract !== undefined && q.statusContract !== '') base = base.where('contract_resource.status_contract', '=', Number(q.statusContract));
    const range = dayBounds(q.createTimeFrom, q.createTimeTo);
    if (range.from) base = base.where('contract_resource.create_time', '>=', range.from);
    if (range.to) base = base.where('contract_resource.create_time', '<=', range.to);
    const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    let page = base.selectAll('contract_resource').select(['app_user.real_name as create_user_name', 'dept.name as create_dept_name']).orderBy('contract_resource.create_time', 'desc').orderBy('contract_resource.id');
    if (q.size !== ALL_RECORDS) page = page.limit(q.size).offset((q.current - 1) * q.size);
    const rows = (await page.execute()) as ResourceRow[];
    return pageOf(rows.map(toResourceContract).map(await ownerFiguresOf(ctx.db, rows)), Number(total.n), q.current, q.size);
  });

  route(app, ctx, e.partyDetail, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(idSchema, req.query);
    const row = (await partyRows(ctx.db, caller)
      .selectAll('contract_resource')
      .select(['app_user.real_name as create_user_name', 'dept.name as create_dept_name'])
      .where('contract_resource.id', '=', id)
      .executeTakeFirst()) as ResourceRow | undefined;
    if (!row) throw new HttpError(400, CONTRACT_MESSAGES.notFound);
    return (await ownerFiguresOf(ctx.db, [row]))(toResourceContract(row));
  });

  route(app, ctx, e.statusLog, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(statusLogQuery, req.query);
    if (!(await mayRead(ctx.db, caller, q.id))) throw new HttpError(400, CONTRACT_MESSAGES.notFound);
    const base = ctx.db.selectFrom('contract_status_log').where('contract_status_log.contract_id', '=', q.id).where('contract_status_log.kind', '=', 'resource');
    const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    let page = base
      .leftJoin('app_user', 'app_user.id', 'contract_status_log.create_user')
      .select(['contract_status_log.id', 'from_status', 'to_status', 'contract_status_log.code', 'contract_status_log.create_user', 'contract_status_log.create_time', 'app_user.real_name'])
      .orderBy('contract_status_log.create_time', 'desc')
      .orderBy('contract_status_log.id', 'desc');
    if (q.size !== ALL_RECORDS) page = page.limit(q.size).offset((q.current - 1) * q.size);
    const rows = await page.execute();
    const records = rows.map((r) => ({
      id: r.id,
      fromStatus: Number(r.from_status),
      toStatus: Number(r.to_status),
      code: r.code,
      createUser: r.create_user,
      createUserName: r.real_name ?? '',
      createTime: r.create_time,
    }));
    return pageOf(records, Number(total.n), q.current, q.size);
  });
}
