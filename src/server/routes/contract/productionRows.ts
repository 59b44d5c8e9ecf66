/**
 * Production service contracts as the API answers them: the row, the owner contract's figures read at
 * answer time (its name, code, amount, fees, signed totals and remaining project cost — never copied
 * into the row, so they cannot go stale), the parties' logos and the requested-to-date.
 */
import type { ContractStatus } from '@shared/domain/contract';
import { fromBasisPoints, fromFen } from '@shared/domain/contractMoney';
import type { ProductionContract } from '@shared/domain/contractProduction';
import { productionFigures } from '@shared/domain/contractProduction';
import type { Executor } from '../../db/database';
import type { ContractProductionTable } from '../../db/schema-contracts';
import { logoLookup, oldPartyOf, partyOf } from '../../contracts/parties';
import { requestedAmount } from '../../contracts/requested';
import { NO_OWNER_FIGURES, ownerFigures } from '../../contracts/ownerFigures';
import { readAttachments } from '../project/archiveRows';
import type { Selectable } from 'kysely';

export type ProductionRow = Selectable<ContractProductionTable> & { create_user_name?: string | null };

const NO_OWNER = NO_OWNER_FIGURES;

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
