/**
 * The owner contract's figures a resource contract answers with (src/server/contracts/ownerFigures.ts),
 * and what this contract adds to the owner contract's resource total.
 */
import { COUNTED_STATUSES } from '@shared/domain/contract';
import type { ResourceContract } from '@shared/domain/contractResource';
import { subtractMoney, sumMoney } from '@shared/domain/money';
import type { Executor } from '../../db/database';
import { ownerFigures } from '../../contracts/ownerFigures';

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
