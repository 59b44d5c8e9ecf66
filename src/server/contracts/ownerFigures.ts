/**
 * The owner contract's figures the payment-type screens answer with (spec 2 §3: yz_currContractAmount,
 * bizFee, projectCostFee, the production, resource and other-expense totals, costSurplus), read for a
 * whole answer at once: one query for the owner contracts, one grouped sum per cost consumer.
 * Totals count signed, paused and archived contracts (COUNTED_STATUSES); costSurplus leaves out what
 * every consumer not voided reserves (RESERVING_STATUSES), as the write rules do. A consumer without a
 * status (other expenses) counts and reserves every row.
 */
import { sql } from 'kysely';
import { COUNTED_STATUSES, RESERVING_STATUSES } from '@shared/domain/contract';
import { fromFen, remainingCost } from '@shared/domain/contractMoney';
import { sumMoney } from '@shared/domain/money';
import type { Executor } from '../db/database';
import { COST_CONSUMERS } from './reservedCost';

export interface OwnerFigures {
  yzName: string;
  yzCode: string;
  yz_currContractAmount: string;
  bizFee: string;
  projectCostFee: string;
  productContractAmount: string;
  resourceContractAmount: string;
  /** Other expenses (contract-other-fee). */
  otherAmount: string;
  costSurplus: string;
}

export const NO_OWNER_FIGURES: OwnerFigures = {
  yzName: '',
  yzCode: '',
  yz_currContractAmount: '0.00',
  bizFee: '0.00',
  projectCostFee: '0.00',
  productContractAmount: '0.00',
  resourceContractAmount: '0.00',
  otherAmount: '0.00',
  costSurplus: '0.00',
};

type Sums = Map<string, { counted: string; reserved: string }>;

/** Per owner contract, the counted and the reserved sums of one consumer table (exact SQL sums of fen). */
async function sumsOf(db: Executor, consumer: (typeof COST_CONSUMERS)[number], ownerIds: string[]): Promise<Sums> {
  const amount = sql.ref(consumer.amount);
  const when = (statuses: readonly number[]) => (consumer.status ? sql`case when ${sql.ref(consumer.status)} in (${sql.join([...statuses])}) then ${amount} else 0 end` : amount);
  const rows = await sql<{ owner: string; counted: string | number | null; reserved: string | number | null }>`
    select contract_owner_id as owner, sum(${when(COUNTED_STATUSES)}) as counted, sum(${when(RESERVING_STATUSES)}) as reserved
    from ${sql.table(consumer.table)} where contract_owner_id in (${sql.join(ownerIds)}) group by contract_owner_id`.execute(db);
  return new Map(rows.rows.map((r) => [r.owner, { counted: fromFen(r.counted), reserved: fromFen(r.reserved) }]));
}

/** The figures of the owner contracts `ownerIds` (missing ids are left out of the map). */
export async function ownerFigures(db: Executor, ownerIds: readonly string[]): Promise<Map<string, OwnerFigures>> {
  const ids = [...new Set(ownerIds)];
  const out = new Map<string, OwnerFigures>();
  if (!ids.length) return out;
  const owners = await db.selectFrom('contract_owner').select(['id', 'name', 'code', 'curr_contract_amount', 'biz_fee', 'project_cost_fee']).where('id', 'in', ids).execute();
  const byKind = new Map<string, Sums>();
  for (const c of COST_CONSUMERS) byKind.set(c.kind, await sumsOf(db, c, ids));
  for (const o of owners) {
    const of = (kind: string) => byKind.get(kind)?.get(o.id) ?? { counted: '0.00', reserved: '0.00' };
    const projectCostFee = fromFen(o.project_cost_fee);
    out.set(o.id, {
      yzName: o.name,
      yzCode: o.code,
      yz_currContractAmount: fromFen(o.curr_contract_amount),
      bizFee: fromFen(o.biz_fee),
      projectCostFee,
      productContractAmount: of('production').counted,
      resourceContractAmount: of('resource').counted,
      otherAmount: of('otherFee').counted,
      costSurplus: remainingCost(projectCostFee, sumMoney(COST_CONSUMERS.map((c) => of(c.kind).reserved))),
    });
  }
  return out;
}
