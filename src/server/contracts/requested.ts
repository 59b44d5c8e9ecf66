/**
 * What has been requested (请款) so far on a payment-type contract (production, resource-provider):
 * the modify rules compare it with the new amount (spec 2 §5: 当前合同已请款总额<=变更后本生产服务合同金额。,
 * 当前合同已请款金额<=变更后本合同金额。). The payment requests themselves arrive with the finance
 * issue (finance_payment_request, one source per contract kind: its table, amount column in fen, the
 * column naming the contract, the statuses that count). Read inside the write's transaction, after
 * lockOwnerContract.
 */
import { sql } from 'kysely';
import { fromFen } from '@shared/domain/contractMoney';
import { PAY_REQUEST_COUNTED } from '@shared/domain/finance';
import { sumMoney } from '@shared/domain/money';
import type { Executor } from '../db/database';

export type PaymentContractKind = 'production' | 'resource';

export interface RequestSource {
  /** Which contracts' requests the table holds. */
  kind: PaymentContractKind;
  table: string;
  /** Whole fen. */
  amount: string;
  /** The column naming the contract requested against. */
  contract: string;
  /** Request statuses that count (a withdrawn or refused request does not); empty: all. */
  statuses?: readonly number[];
  status?: string;
  /** A column naming the contract's kind, for a table holding requests of both kinds. */
  kindColumn?: string;
}

/** Payment requests (finance-request-funds) of either kind; a refused request no longer counts. */
export const REQUEST_SOURCES: readonly RequestSource[] = (['production', 'resource'] as const).map((kind) => ({
  kind,
  table: 'finance_payment_request',
  amount: 'amount',
  contract: 'contract_id',
  kindColumn: 'contract_kind',
  status: 'pay_status',
  statuses: PAY_REQUEST_COUNTED,
}));

/** The requested total of contract `contractId` of organisation `tenantId` ('0.00' when none). */
export async function requestedAmount(trx: Executor, tenantId: string, kind: PaymentContractKind, contractId: string, sources: readonly RequestSource[] = REQUEST_SOURCES): Promise<string> {
  const totals: string[] = [];
  for (const s of sources.filter((x) => x.kind === kind)) {
    const kindFilter = s.kindColumn ? sql`and ${sql.ref(s.kindColumn)} = ${kind}` : sql``;
    const statusFilter = s.status && s.statuses?.length ? sql`and ${sql.ref(s.status)} in (${sql.join([...s.statuses])})` : sql``;
    const row = await sql<{ total: string | number | null }>`
      select sum(${sql.ref(s.amount)}) as total from ${sql.table(s.table)}
      where tenant_id = ${tenantId} and ${sql.ref(s.contract)} = ${contractId} ${kindFilter} ${statusFilter}`.execute(trx);
    totals.push(fromFen(row.rows[0]?.total ?? null));
  }
  return sumMoney(totals);
}
