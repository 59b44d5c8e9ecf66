/**
 * The owner contract's figures a resource contract answers with (spec 2 §3: yz_currContractAmount,
 * bizFee, projectCostFee, the production and resource totals, costSurplus, the invoice summary), read
 * for a whole answer at once: one query for the owner contracts, one grouped sum per consumer table.
 * Totals count signed, paused and archived contracts (COUNTED_STATUSES); costSurplus leaves out what
 * every contract not voided reserves (RESERVING_STATUSES), as the write rules do.
 */
import { sql } from 'kysely';
import { COUNTED_STATUSES, RESERVING_STATUSES } from '@shared/domain/contract';
import { fromFen, remainingCost } from '@shared/domain/contractMoney';
import type { ResourceContract } from '@shared/domain/contractResource';
import { subtractMoney, sumMoney } from '@shared/domain/money';
import type { Executor } from '../../db/database';
import { COST_CONSUMERS } from '../../contracts/reservedCost';

interface OwnerFigures {
  yzName: string;
  yzCode: string;
  yz_currContractAmount: string;
  bizFee: string;
  projectCostFee: string;
  productContractAmount: string;
  resourceContractAmount: string;
  otherAmount: string;
  costSurplus: string;
}

type Sums = Map<string, { counted: string; reserved: string }>;

/** Per owner contract, the counted and the reserved sums of one consumer table (exact SQL sums of fen). */
async function sumsOf(db: Executor, table: string, amount: string, ownerIds: string[]): Promise<Sums> {
  const rows = await sql<{ owner: string; counted: string | number | null; reserved: string | number | null }>`
    select contract_owner_id as owner,
      sum(case when status_contract in (${sql.join(COUNTED_STATUSES)}) then ${sql.ref(amount)} else 0 end) as counted,
      sum(case when status_contract in (${sql.join(RESERVING_STATUSES)}) then ${sql.ref(amount)} else 0 end) as reserved
    from ${sql.table(table)} where contract_owner_id in (${sql.join(ownerIds)}) group by contract_owner_id`.execute(db);
  return new Map(rows.rows.map((r) => [r.owner, { counted: fromFen(r.counted), reserved: fromFen(r.reserved) }]));
}

export async function ownerFigures(db: Executor, ownerIds: readonly string[]): Promise<Map<string, OwnerFigures>> {
  const ids = [...new Set(ownerIds)];
  const out = new Map<string, OwnerFigures>();
  if (!ids.length) return out;
  const owners = await db.selectFrom('contract_owner').select(['id', 'name', 'code', 'curr_contract_amount', 'biz_fee', 'project_cost_fee']).where('id', 'in', ids).execute();
  const byKind = new Map<string, Sums>();
  for (const c of COST_CONSUMERS) byKind.set(c.kind, await sumsOf(db, c.table, c.amount, ids));
  for (const o of owners) {
    const of = (kind: string) => byKind.get(kind)?.get(o.id) ?? { counted: '0.00', reserved: '0.00' };
    const reserved = sumMoney(COST_CONSUMERS.map((c) => of(c.kind).reserved));
    out.set(o.id, {
      yzName: o.name,
      yzCode: o.code,
      yz_currContractAmount: fromFen(o.curr_contract_amount),
      bizFee: fromFen(o.biz_fee),
      projectCostFee: fromFen(o.project_cost_fee),
      productContractAmount: of('production').counted,
      resourceContractAmount: of('resource').counted,
      // Other expenses (contract-other-fee) land with the finance issue.
      otherAmount: '0.00',
      costSurplus: remainingCost(fromFen(o.project_cost_fee), reserved),
    });
  }
  return out;
}

const COUNTED = new Set<number>(COUNTED_STATUSES);

/**
 * Completes resource contracts with their owner contract's figures and the recording organisation's
 * name, looked up once for the answer's rows (the builder's enrich hook; party B's view too).
 * commissionAmountAfter: the owner contract's resource total with this contract's amount in it
 * (counted or not yet), so it reads the same before and after signing.
 */
export async function ownerFiguresOf(db: Executor, rows: readonly { contract_owner_id: string; tenant_id: string }[]): Promise<(record: ResourceContract) => ResourceContract> {
  if (!rows.length) return (r) => r;
  const figures = await ownerFigures(
    db,
    rows.map((r) => r.contract_owner_id),
  );
  const tenants = await db
    .selectFrom('tenant')
    .select(['tenant_id', 'name'])
    .where('tenant_id', 'in', [...new Set(rows.map((r) => r.tenant_id))])
    .execute();
  const names = new Map(tenants.map((t) => [t.tenant_id, t.name]));
  return (r) => {
    const f = figures.get(r.contractOwnerId);
    if (!f) return { ...r, tenantName: names.get(r.tenantId) ?? '' };
    const others = COUNTED.has(r.statusContract) ? subtractMoney(f.resourceContractAmount, r.commissionAmount) : f.resourceContractAmount;
    return { ...r, ...f, tenantName: names.get(r.tenantId) ?? '', commissionAmountAfter: sumMoney([others, r.commissionAmount]) };
  };
}
