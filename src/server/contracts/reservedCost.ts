/**
 * What an owner contract's project cost is already promised to (issue 16): the amounts of its
 * production and resource-provider contracts and other expenses that are not voided. Read inside the
 * transaction that holds the owner contract's lock (ownerLock.ts), always in exact SQL sums of fen.
 */
import { sql } from 'kysely';
import { RESERVING_STATUSES } from '@shared/domain/contract';
import { fromFen, remainingCost } from '@shared/domain/contractMoney';
import { sumMoney } from '@shared/domain/money';
import type { Executor } from '../db/database';

/**
 * The tables that spend an owner contract's project cost, with their amount and status columns. The
 * status column names what is voided (RESERVING_STATUSES count); a table without one counts every row.
 */
export const COST_CONSUMERS: readonly { kind: string; table: string; amount: string; status?: string }[] = [
  { kind: 'production', table: 'contract_production', amount: 'curr_contract_amount', status: 'status_contract' },
  { kind: 'resource', table: 'contract_resource', amount: 'commission_amount', status: 'status_contract' },
  // Other expenses have no status: every one recorded spends the cost until it is removed.
  { kind: 'otherFee', table: 'finance_other_fee', amount: 'amount' },
];


/** Per consumer kind, the reserved total ('0.00' when none); `exclude` leaves one row out (the one being edited or modified). */
export async function reservedByKind(trx: Executor, tenantId: string, ownerId: string, exclude?: string): Promise<Record<string, string>> {
  const totals: Record<string, string> = {};
  for (const c of COST_CONSUMERS) {
    const row = await sql<{ total: string | number | null }>`
      select sum(${sql.ref(c.amount)}) as total from ${sql.table(c.table)}
      where tenant_id = ${tenantId} and contract_owner_id = ${ownerId}
        ${c.status ? sql`and ${sql.ref(c.status)} in (${sql.join(RESERVING_STATUSES)})` : sql``}
        and id <> ${exclude ?? ''}`.execute(trx);
    totals[c.kind] = fromFen(row.rows[0]?.total ?? null);
  }
  return totals;
}

/** The reserved total over every consumer (payTotalAmount, 支付类合计总额). */
export async function reservedCost(trx: Executor, tenantId: string, ownerId: string, exclude?: string): Promise<string> {
  return sumMoney(Object.values(await reservedByKind(trx, tenantId, ownerId, exclude)));
}

/** projectCostFee − reserved: what one more payment-type contract (or a raise of one) may still take. */
export async function remainingProjectCost(trx: Executor, tenantId: string, owner: { id: string; project_cost_fee: number | string }, exclude?: string): Promise<string> {
  return remainingCost(fromFen(owner.project_cost_fee), await reservedCost(trx, tenantId, owner.id, exclude));
}
