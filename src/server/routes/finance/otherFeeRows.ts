/**
 * Other expenses as the API answers them: the row, and its owner contract's figures read at answer
 * time (ownerFigures: the same sums the production and resource forms show, so the remaining cost
 * never goes stale), plus the owner contract's platform and system fees the expense form shows.
 */
import type { Selectable } from 'kysely';
import { fromFen } from '@shared/domain/contractMoney';
import type { OtherFee, OtherFeeOwnerFigures } from '@shared/domain/financeOtherFee';
import type { Executor } from '../../db/database';
import type { FinanceOtherFeeTable } from '../../db/schema-finance';
import { NO_OWNER_FIGURES, ownerFigures } from '../../contracts/ownerFigures';
import { readAttachments } from '../project/archiveRows';

export type OtherFeeRow = Selectable<FinanceOtherFeeTable> & { create_user_name?: string | null };

const NO_FIGURES: OtherFeeOwnerFigures = { ...NO_OWNER_FIGURES, platformFee: '0.00', sysFee: '0.00', otherFeeAmount: '0.00' };

export function toOtherFee(row: OtherFeeRow): OtherFee {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    contractOwnerId: row.contract_owner_id,
    ...NO_FIGURES,
    disburseType: row.disburse_type,
    disburseAmount: fromFen(row.amount),
    disburseAmountBefore: fromFen(row.amount_before),
    changeAmount: fromFen(row.change_amount),
    disburseDate: row.disburse_date,
    disburseExp: row.disburse_exp,
    payVoucher: readAttachments(row.pay_voucher),
    remark: row.remark,
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/** The figures of the owner contracts `ids`, in the expense form's names. */
export async function otherFeeOwnerFigures(db: Executor, ids: readonly string[]): Promise<Map<string, OtherFeeOwnerFigures>> {
  const figures = await ownerFigures(db, ids);
  const fees = ids.length ? await db.selectFrom('contract_owner').select(['id', 'platform_fee', 'sys_fee']).where('id', 'in', [...new Set(ids)]).execute() : [];
  const out = new Map<string, OtherFeeOwnerFigures>();
  for (const f of fees) {
    const o = figures.get(f.id);
    if (!o) continue;
    const { otherAmount, ...rest } = o;
    out.set(f.id, { ...rest, otherFeeAmount: otherAmount, platformFee: fromFen(f.platform_fee), sysFee: fromFen(f.sys_fee) });
  }
  return out;
}

/** The builder's enrich hook: each expense with its owner contract's figures. */
export async function enrichOtherFees(db: Executor, rows: readonly OtherFeeRow[]): Promise<(r: OtherFee) => OtherFee> {
  const figures = await otherFeeOwnerFigures(
    db,
    rows.map((r) => r.contract_owner_id),
  );
  return (r) => ({ ...r, ...(figures.get(r.contractOwnerId) ?? NO_FIGURES) });
}
