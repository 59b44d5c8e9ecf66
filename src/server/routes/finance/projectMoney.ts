/**
 * The project detail page's money (资金 tab; contract-other-fee/project-money?projectId): per owner
 * contract of the caller's organisation (in its data scope) associated with the project, its amount,
 * invoiced, arrived, other expenses, requested, paid and remaining project cost — SQL sums of fen,
 * read through fromFen only.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { financeExpenseEndpoints as e, type ProjectMoneyRow } from '@shared/api/financeExpenseEndpoints';
import { fromFen } from '@shared/domain/contractMoney';
import { INVOICE_COUNTED, PAY_REQUEST_COUNTED } from '@shared/domain/finance';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { dataScopeOf } from '../../http/scopes';
import { parseInput } from '../../http/validate';
import { ownerFigures } from '../../contracts/ownerFigures';

const querySchema = z.object({ projectId: z.string().trim().regex(/^\d{1,32}$/) });

type Sum = string | number | bigint | null;

/** owner id → sum, from rows of `contract_owner_id` and a summed column. */
const byOwner = (rows: { owner: string; total: Sum }[]) => new Map(rows.map((r) => [r.owner, fromFen(r.total)]));

async function sums(db: Executor, tenantId: string, ids: string[]) {
  const invoiced = await db
    .selectFrom('finance_invoice')
    .select((eb) => ['contract_owner_id as owner', eb.fn.sum<Sum>('amount').as('total')])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'owner')
    .where('status', 'in', [...INVOICE_COUNTED])
    .where('contract_owner_id', 'in', ids)
    .groupBy('contract_owner_id')
    .execute();
  const arrived = await db
    .selectFrom('finance_arrival')
    .select((eb) => ['contract_owner_id as owner', eb.fn.sum<Sum>('amount').as('total')])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'owner')
    .where('contract_owner_id', 'in', ids)
    .groupBy('contract_owner_id')
    .execute();
  const requests = await db
    .selectFrom('finance_payment_request')
    .select((eb) => ['contract_owner_id as owner', eb.fn.sum<Sum>('amount').as('total'), eb.fn.sum<Sum>('paid_amount').as('paid')])
    .where('tenant_id', '=', tenantId)
    .where('pay_status', 'in', [...PAY_REQUEST_COUNTED])
    .where('contract_owner_id', 'in', ids)
    .groupBy('contract_owner_id')
    .execute();
  return {
    invoiced: byOwner(invoiced),
    arrived: byOwner(arrived),
    requested: byOwner(requests),
    paid: byOwner(requests.map((r) => ({ owner: r.owner, total: r.paid }))),
  };
}

export function registerProjectMoney(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, e.projectMoney, async (req) => {
    const caller = callerOf(req);
    const { projectId } = parseInput(querySchema, req.query ?? {});
    let owners = ctx.db
      .selectFrom('contract_owner')
      .select(['contract_owner.id', 'contract_owner.name', 'contract_owner.code', 'contract_owner.status_contract', 'contract_owner.curr_contract_amount'])
      .where('contract_owner.tenant_id', '=', caller.tenantId)
      .where('contract_owner.id', 'in', ctx.db.selectFrom('contract_owner_project').select('contract_owner_id').where('tenant_id', '=', caller.tenantId).where('project_id', '=', projectId));
    const scope = dataScopeOf(caller, 'contract-owner', 'contract_owner');
    if (scope) owners = owners.where(scope);
    const rows = await owners.orderBy('contract_owner.create_time', 'desc').orderBy('contract_owner.id', 'desc').execute();
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const s = await sums(ctx.db, caller.tenantId, ids);
    const figures = await ownerFigures(ctx.db, ids);
    return rows.map(
      (r): ProjectMoneyRow => ({
        contractOwnerId: r.id,
        name: r.name,
        code: r.code,
        statusContract: Number(r.status_contract),
        currContractAmount: fromFen(r.curr_contract_amount),
        invoiceAmount: s.invoiced.get(r.id) ?? '0.00',
        arriveAmount: s.arrived.get(r.id) ?? '0.00',
        otherFeeAmount: figures.get(r.id)?.otherAmount ?? '0.00',
        requestAmount: s.requested.get(r.id) ?? '0.00',
        paidAmount: s.paid.get(r.id) ?? '0.00',
        costSurplus: figures.get(r.id)?.costSurplus ?? '0.00',
      }),
    );
  });
}
