/**
 * The production contract reads outside the builder: party B's view (an explicit cross-organisation
 * read: production teams, review bodies and publishers record no production contracts, they read
 * the ones other organisations record naming them as party B — only those, only read) and a
 * contract's status log (its own organisation, in the caller's data scope, or its party B).
 */
import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { contractProductionEndpoints as e, type ContractStatusLogEntry } from '@shared/api/contractProductionEndpoints';
import { CONTRACT_MESSAGES } from '@shared/domain/contract';
import { productionPageQuerySchema } from '@shared/domain/contractProduction';
import { idSchema } from '@shared/domain/fields';
import { pageQuerySchema } from '@shared/domain/paging';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { callerOf, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { dataScopeOf } from '../../http/scopes';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { enrichProduction, toProductionContract, type ProductionRow } from './productionRows';

const ALL = -1;

/** Production contracts of any organisation naming the caller's organisation as party B. */
function partyRows(db: Executor, caller: Caller) {
  return db
    .selectFrom('contract_production')
    .leftJoin('app_user', 'app_user.id', 'contract_production.create_user')
    .where('contract_production.party_yi_id', '=', caller.tenantId);
}

async function answer(db: Executor, rows: ProductionRow[]) {
  const enrich = await enrichProduction(db, rows);
  return rows.map((r) => enrich(toProductionContract(r)));
}

/** A contract the caller may read: its own organisation's (in the data scope), or one naming it as party B. */
async function readable(db: Executor, caller: Caller, id: string): Promise<boolean> {
  const scope = dataScopeOf(caller, 'contract-production', 'contract_production');
  let own = db.selectFrom('contract_production').select('contract_production.id').where('contract_production.id', '=', id).where('contract_production.tenant_id', '=', caller.tenantId);
  if (scope) own = own.where(scope);
  if (await own.executeTakeFirst()) return true;
  return Boolean(await db.selectFrom('contract_production').select('id').where('id', '=', id).where('party_yi_id', '=', caller.tenantId).executeTakeFirst());
}

const statusLogQuery = pageQuerySchema.extend({ id: idSchema.shape.id });

export function registerProductionReads(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, e.partyPage, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(productionPageQuerySchema, req.query ?? {});
    let base = partyRows(ctx.db, caller);
    if (q.name) base = base.where('contract_production.name', 'like', `%${q.name}%`);
    if (q.statusContract !== undefined && q.statusContract !== '') base = base.where('contract_production.status_contract', '=', Number(q.statusContract));
    if (q.createTimeFrom) base = base.where('contract_production.create_time', '>=', `${q.createTimeFrom.slice(0, 10)} 00:00:00`);
    if (q.createTimeTo) base = base.where('contract_production.create_time', '<=', `${q.createTimeTo.slice(0, 10)} 23:59:59`);
    const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    let page = base.selectAll('contract_production').select('app_user.real_name as create_user_name').orderBy('contract_production.create_time', 'desc').orderBy('contract_production.id', 'desc');
    if (q.size !== ALL) page = page.limit(q.size).offset((q.current - 1) * q.size);
    const rows = (await page.execute()) as ProductionRow[];
    return pageOf(await answer(ctx.db, rows), total, q.current, q.size);
  });

  route(app, ctx, e.partyDetail, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(idSchema, req.params ?? {});
    const row = (await partyRows(ctx.db, caller).selectAll('contract_production').select('app_user.real_name as create_user_name').where('contract_production.id', '=', id).executeTakeFirst()) as ProductionRow | undefined;
    if (!row) throw new HttpError(400, CONTRACT_MESSAGES.notFound);
    return (await answer(ctx.db, [row]))[0];
  });

  route(app, ctx, e.statusLog, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(statusLogQuery, req.query ?? {});
    if (!(await readable(ctx.db, caller, q.id))) throw new HttpError(400, CONTRACT_MESSAGES.notFound);
    const base = ctx.db.selectFrom('contract_status_log').where('contract_status_log.contract_id', '=', q.id).where('contract_status_log.kind', '=', 'production');
    const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    let page = base
      .leftJoin('app_user', 'app_user.id', 'contract_status_log.create_user')
      .select(['contract_status_log.id', 'from_status', 'to_status', 'contract_status_log.code', 'contract_status_log.create_user', 'contract_status_log.create_time', 'app_user.real_name as create_user_name'])
      .orderBy('contract_status_log.create_time', 'desc')
      .orderBy('contract_status_log.id', 'desc');
    if (q.size !== ALL) page = page.limit(q.size).offset((q.current - 1) * q.size);
    const records: ContractStatusLogEntry[] = (await page.execute()).map((r) => ({
      id: r.id,
      fromStatus: Number(r.from_status),
      toStatus: Number(r.to_status),
      code: r.code,
      createUser: r.create_user,
      createUserName: r.create_user_name ?? '',
      createTime: r.create_time,
    }));
    return pageOf(records, total, q.current, q.size);
  });
}

