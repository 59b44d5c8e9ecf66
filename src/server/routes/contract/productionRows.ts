/**
 * Production service contracts as the API answers them: the row, the owner contract's figures read at
 * answer time (its name, code, amount, fees, signed totals and remaining project cost — never copied
 * into the row, so they cannot go stale), the parties' logos and the requested-to-date.
 */
import { sql } from 'kysely';
import { COUNTED_STATUSES, RESERVING_STATUSES, type ContractStatus } from '@shared/domain/contract';
import { fromBasisPoints, fromFen, remainingCost } from '@shared/domain/contractMoney';
import type { ProductionContract } from '@shared/domain/contractProduction';
import { productionFigures } from '@shared/domain/contractProduction';
import { sumMoney } from '@shared/domain/money';
import type { Executor } from '../../db/database';
import type { ContractProductionTable } from '../../db/schema-contracts';
import { logoLookup, oldPartyOf, partyOf } from '../../contracts/parties';
import { requestedAmount } from '../../contracts/requested';
import { COST_CONSUMERS } from '../../contracts/reservedCost';
import { readAttachments } from '../project/archiveRows';
import type { Selectable } from 'kysely';

export type ProductionRow = Selectable<ContractProductionTable> & { create_user_name?: string | null };

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

const NO_OWNER: OwnerFigures = { yzName: '', yzCode: '', yz_currContractAmount: '0.00', bizFee: '0.00', projectCostFee: '0.00', productContractAmount: '0.00', resourceContractAmount: '0.00', otherAmount: '0.00', costSurplus: '0.00' };

export function toProductionContract(row: ProductionRow): ProductionContract {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    tenantName: '',
    kind: 'production',
    contractOwnerId: row.contract_owner_id,
    ...NO_OWNER,
    name: row.name,
    code: row.code,
    type: row.type,
    statusContract: Number(row.status_contract) as ContractStatus,
    partyJia: partyOf(row, 'jia'),
    partyYi: partyOf(row, 'yi'),
    partyJiaOld: oldPartyOf(row, 'jia') as ProductionContract['partyJiaOld'],
    partyYiOld: oldPartyOf(row, 'yi') as ProductionContract['partyYiOld'],
    signDate: row.sign_date,
    currContractAmount: fromFen(row.curr_contract_amount),
    currContractAmountBefore: fromFen(row.curr_contract_amount_before),
    produceDivideOwner: fromBasisPoints(row.produce_divide_owner),
    produceDivideOwnerAfter: '0.00',
    productContractAmountAfter: '0.00',
    changeAmount: fromFen(row.change_amount),
    requestTotalAmount: '0.00',
    subcontractingDesc: row.subcontracting_desc,
    changeReason: row.change_reason,
    scanAttach: readAttachments(row.scan_attach),
    remark: row.remark,
    version: Number(row.version),
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

type Sums = Map<string, string>;

/** Σ amount per owner contract over `statuses` of one consumer table, in fen summed by SQL. */
async function sumsByOwner(db: Executor, table: string, amount: string, ownerIds: string[], statuses: readonly number[]): Promise<Sums> {
  const rows = await sql<{ owner: string; total: string | number | null }>`
    select contract_owner_id as owner, sum(${sql.ref(amount)}) as total from ${sql.table(table)}
    where contract_owner_id in (${sql.join(ownerIds)}) and status_contract in (${sql.join([...statuses])})
    group by contract_owner_id`.execute(db);
  return new Map(rows.rows.map((r) => [r.owner, fromFen(r.total)]));
}

/** The owner contracts' figures the records name, four queries per answer whatever its length. */
export async function ownerFigures(db: Executor, ownerIds: readonly string[]): Promise<Map<string, OwnerFigures>> {
  const ids = [...new Set(ownerIds)];
  const out = new Map<string, OwnerFigures>();
  if (!ids.length) return out;
  const owners = await db.selectFrom('contract_owner').select(['id', 'name', 'code', 'curr_contract_amount', 'biz_fee', 'project_cost_fee']).where('id', 'in', ids).execute();
  const counted = await Promise.all(COST_CONSUMERS.map((c) => sumsByOwner(db, c.table, c.amount, ids, COUNTED_STATUSES)));
  const reserving = await Promise.all(COST_CONSUMERS.map((c) => sumsByOwner(db, c.table, c.amount, ids, RESERVING_STATUSES)));
  const byKind = (kind: string, id: string) => counted[COST_CONSUMERS.findIndex((c) => c.kind === kind)]?.get(id) ?? '0.00';
  for (const o of owners) {
    const projectCostFee = fromFen(o.project_cost_fee);
    out.set(o.id, {
      yzName: o.name,
      yzCode: o.code,
      yz_currContractAmount: fromFen(o.curr_contract_amount),
      bizFee: fromFen(o.biz_fee),
      projectCostFee,
      productContractAmount: byKind('production', o.id),
      resourceContractAmount: byKind('resource', o.id),
      otherAmount: '0.00',
      costSurplus: remainingCost(projectCostFee, sumMoney(reserving.map((m) => m.get(o.id) ?? '0.00'))),
    });
  }
  return out;
}

/** The builder's enrich hook (and party B's reads): owner figures, the recording organisation's name, the parties' logos. */
export async function enrichProduction(db: Executor, rows: readonly ProductionRow[]): Promise<(c: ProductionContract) => ProductionContract> {
  const owners = await ownerFigures(
    db,
    rows.map((r) => r.contract_owner_id),
  );
  const tenantIds = [...new Set(rows.flatMap((r) => [r.tenant_id, r.party_jia_id, r.party_yi_id]).filter(Boolean))];
  const logo = await logoLookup(db, tenantIds);
  const names = tenantIds.length ? await db.selectFrom('tenant').select(['tenant_id', 'name']).where('tenant_id', 'in', tenantIds).execute() : [];
  const nameOf = new Map(names.map((n) => [n.tenant_id, n.name]));
  const requested = new Map<string, string>();
  for (const r of rows) requested.set(r.id, await requestedAmount(db, r.tenant_id, 'production', r.id));
  return (c) => {
    const owner = owners.get(c.contractOwnerId) ?? NO_OWNER;
    // The figures after the last change, from the same shared formula the modify form shows.
    const after = productionFigures({ ...owner, currContractAmount: c.currContractAmount, currContractAmountBefore: c.currContractAmount });
    return {
      ...c,
      ...owner,
      tenantName: nameOf.get(c.tenantId) ?? '',
      requestTotalAmount: requested.get(c.id) ?? '0.00',
      partyJia: logo(c.partyJia),
      partyYi: logo(c.partyYi),
      productContractAmountAfter: after.productContractAmountAfter || owner.productContractAmount,
      produceDivideOwnerAfter: after.produceDivideOwnerAfter || '0.00',
    };
  };
}
