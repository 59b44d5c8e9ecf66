/**
 * contract-log/list: the status log (状态记录) of one contract of any kind, newest first, with who
 * changed it and when. Only a contract of the caller's organisation is answered: the kind names the
 * table the id must be a row of (the three platform kinds share contract_platform, told apart by its
 * kind column), so an id of another organisation — or of another kind, or outside the caller's data
 * scope on that kind — reads as not found.
 */
import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { contractLogEndpoints } from '@shared/api/contractLogEndpoints';
import { CONTRACT_MESSAGES, type ContractKind } from '@shared/domain/contract';
import { contractLogQuerySchema, type ContractStatusLog } from '@shared/domain/contractLog';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { callerOf, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { dataScopeOf } from '../../http/scopes';
import { parseInput } from '../../http/validate';
import { route } from '../../http/route';

const TABLE_OF = {
  owner: 'contract_owner',
  platform: 'contract_platform',
  project: 'contract_platform',
  basic: 'contract_platform',
  production: 'contract_production',
  resource: 'contract_resource',
} as const satisfies Record<ContractKind, string>;

/** The data-scope resource (the builder's name) of each kind's table. */
const RESOURCE_OF = {
  contract_owner: 'contract-owner',
  contract_platform: 'contract-platform',
  contract_production: 'contract-production',
  contract_resource: 'contract-resource',
} as const;

/** The contract is a row of that kind of the caller's organisation, inside the caller's data scope on it. */
async function ownContract(db: Executor, caller: Caller, kind: ContractKind, id: string): Promise<boolean> {
  const table = TABLE_OF[kind];
  let query = db.selectFrom(table).select(`${table}.id`).where(`${table}.tenant_id`, '=', caller.tenantId).where(`${table}.id`, '=', id);
  if (table === 'contract_platform') query = query.where('kind', '=', kind);
  const scope = dataScopeOf(caller, RESOURCE_OF[table], table);
  if (scope) query = query.where(scope);
  return (await query.executeTakeFirst()) !== undefined;
}

export function registerContractLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, contractLogEndpoints.page, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(contractLogQuerySchema, req.query);
    if (!(await ownContract(ctx.db, caller, q.kind, q.contractId))) throw new HttpError(400, CONTRACT_MESSAGES.notFound);
    const base = ctx.db
      .selectFrom('contract_status_log')
      .where('contract_status_log.tenant_id', '=', caller.tenantId)
      .where('contract_status_log.contract_id', '=', q.contractId)
      .where('contract_status_log.kind', '=', q.kind);
    const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    let page = base
      .leftJoin('app_user', 'app_user.id', 'contract_status_log.create_user')
      .selectAll('contract_status_log')
      .select('app_user.real_name as create_user_name')
      .orderBy('contract_status_log.create_time', 'desc')
      .orderBy('contract_status_log.id', 'desc');
    if (q.size > 0) page = page.limit(q.size).offset((q.current - 1) * q.size);
    const records: ContractStatusLog[] = (await page.execute()).map((r) => ({
      id: r.id,
      contractId: r.contract_id,
      kind: r.kind as ContractKind,
      fromStatus: Number(r.from_status),
      toStatus: Number(r.to_status),
      code: r.code,
      createUser: r.create_user,
      createUserName: r.create_user_name ?? '',
      createTime: r.create_time,
    }));
    return pageOf(records, Number(total.n), q.current, q.size);
  });
}
