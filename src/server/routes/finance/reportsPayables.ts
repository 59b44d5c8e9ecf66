/**
 * Payables (应付): payment requests waiting for payment (qkfkzt 0 and 1) on the contracts the caller's
 * organisation keeps, in the caller's data scope of each contract's kind (payerScope, as the payments
 * list), per contract or per requesting organisation; lines and totals are SQL sums of fen.
 */
import { sql, type RawBuilder } from 'kysely';
import { pageOf } from '@shared/api/envelope';
import { fromFen } from '@shared/domain/contractMoney';
import { PAY_STATUS } from '@shared/domain/finance';
import type { PayableAmounts, PayableRow, PayablesQuery, ReportPage } from '@shared/domain/financeReports';
import { subtractMoney } from '@shared/domain/money';
import type { AppContext } from '../../context';
import type { Caller } from '../../http/caller';
import { payerScope } from './paymentLists';
import { keptPaymentContracts } from './paymentRows';

type Sums = Record<string, string | number | null>;
const amounts = (r: Sums): PayableAmounts => {
  const requestAmount = fromFen(r.request_fen);
  const paidAmount = fromFen(r.paid_fen);
  return { requestAmount, paidAmount, unpaidAmount: subtractMoney(requestAmount, paidAmount) };
};

export async function payablesReport(ctx: AppContext, caller: Caller, q: PayablesQuery): Promise<ReportPage<PayableRow, PayableAmounts>> {
  const w: RawBuilder<unknown>[] = [payerScope(caller), sql`r.pay_status in (${PAY_STATUS.toPay}, ${PAY_STATUS.partlyPaid})`];
  if (q.name) w.push(sql`c.name like ${`%${q.name}%`}`);
  if (q.requestOrgName) w.push(sql`t.name like ${`%${q.requestOrgName}%`}`);
  if (q.requestDateFrom) w.push(sql`substr(r.request_date, 1, 10) >= ${q.requestDateFrom}`);
  if (q.requestDateTo) w.push(sql`substr(r.request_date, 1, 10) <= ${q.requestDateTo}`);
  const from = sql`finance_payment_request r join ${keptPaymentContracts(caller.tenantId)} as c on c.id = r.contract_id left join tenant t on t.tenant_id = r.request_org_id where ${sql.join(w, sql` and `)}`;
  const key = q.view === 'org' ? sql`r.request_org_id` : sql`r.contract_id`;
  const limit = q.size > 0 ? sql`limit ${q.size} offset ${(q.current - 1) * q.size}` : sql``;
  // One round trip, as the aging report: the lines grouped once, then the page (part 1) and one line of
  // their count and sums (part 0), there even past the last page. The longest waiting first: people pay the oldest requests first.
  const rows = await sql<Sums & { part: string | number; line_count: string | number | null }>`with g as materialized (
      select ${key} as k, max(c.name) as contract_name, max(c.kind) as contract_kind, max(t.name) as request_org_name,
        count(*) as request_count, min(r.request_date) as oldest, sum(r.amount) as request_fen, sum(r.paid_amount) as paid_fen
      from ${from} group by ${key})
    select 1 as part, cast(null as bigint) as line_count, k, contract_name, contract_kind, request_org_name, request_count, oldest, request_fen, paid_fen
      from (select * from g order by oldest, k ${limit}) p
    union all
    select 0, count(*), null, null, null, null, null, null, sum(g.request_fen), sum(g.paid_fen) from g
    order by part, oldest, k`.execute(ctx.db);
  const [totals, ...lines] = rows.rows;
  const records = lines.map(
    (r): PayableRow => ({
      id: String(r.k),
      contractName: q.view === 'org' ? '' : String(r.contract_name ?? ''),
      contractKind: q.view === 'org' ? '' : String(r.contract_kind ?? ''),
      requestOrgName: String(r.request_org_name ?? ''),
      requestCount: Number(r.request_count),
      oldestRequestDate: String(r.oldest ?? '').slice(0, 10),
      ...amounts(r),
    }),
  );
  return { ...pageOf(records, Number(totals?.line_count ?? 0), q.current, q.size), totals: amounts(totals ?? {}) };
}
