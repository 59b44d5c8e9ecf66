/**
 * Receivables aging (应收账龄): owner invoices of the caller's organisation, not voided, issued by the
 * as-of day, with money not yet received by that day (their amount less their arrivals dated up to
 * it), in the owner contract's data scope. Each invoice's bucket comes from agingEdges (the shared
 * buckets as due-date edges), its open amount in fen; lines and totals are SQL sums of fen.
 */
import { expressionBuilder, sql, type RawBuilder } from 'kysely';
import { pageOf } from '@shared/api/envelope';
import { fromFen } from '@shared/domain/contractMoney';
import { INVOICE_STATUS } from '@shared/domain/finance';
import { AGING_BUCKET_KEYS, addDays, agingEdges, INVOICE_TERM_DAYS, type AgingAmounts, type ReceivableRow, type ReceivablesQuery, type ReportPage } from '@shared/domain/financeReports';
import type { AppContext } from '../../context';
import { timestamp } from '../../db/time';
import type { Caller } from '../../http/caller';
import { dataScopeOf } from '../../http/scopes';

// Scope rules are kysely expressions over any table; the report is raw SQL, so they are built standalone.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const eb = expressionBuilder<any, any>();

/** Whether invoice `i`'s due date is on or after `day`: its expected receipt date, else its invoice date plus the term. */
const dueOnOrAfter = (day: string): RawBuilder<unknown> =>
  sql`((i.receipt_date <> '' and substr(i.receipt_date, 1, 10) >= ${day}) or (i.receipt_date = '' and substr(i.invoice_date, 1, 10) >= ${addDays(day, -INVOICE_TERM_DAYS)}))`;

/** The bucket key of invoice `i` as of `asOf`: the first bucket whose edge its due date reaches. */
function bucketOf(asOf: string): RawBuilder<unknown> {
  const whens = agingEdges(asOf).map((e) => (e.dueFrom === null ? sql`else ${e.key}` : sql`when ${dueOnOrAfter(e.dueFrom)} then ${e.key}`));
  return sql`case ${sql.join(whens, sql` `)} end`;
}

/**
 * Each invoice's money arrived by the as-of day, one grouped pass over the organisation's arrivals joined
 * once: a correlated subquery here was run again for every bucket's sum that read the open amount.
 */
function arrivedBy(caller: Caller, asOf: string): RawBuilder<unknown> {
  return sql`(select a.invoice_id, sum(a.amount) as fen from finance_arrival a
    where a.tenant_id = ${caller.tenantId} and substr(a.arrive_date, 1, 10) <= ${asOf} group by a.invoice_id)`;
}

/** One row per invoice with money open as of `asOf`: its owner contract's name, code and party A, its open fen and its bucket. */
function openInvoices(caller: Caller, q: ReceivablesQuery, asOf: string): RawBuilder<unknown> {
  const w: RawBuilder<unknown>[] = [
    sql`i.tenant_id = ${caller.tenantId}`,
    sql`i.kind = 'owner'`,
    sql`i.status <> ${INVOICE_STATUS.voided}`,
    sql`substr(i.invoice_date, 1, 10) <= ${asOf}`,
    sql`i.amount - coalesce(ar.fen, 0) > 0`,
  ];
  const scope = dataScopeOf(caller, 'contract-owner', 'o');
  if (scope) w.push(sql`${scope(eb)}`);
  if (q.partyJia) w.push(sql`o.party_jia_name like ${`%${q.partyJia}%`}`);
  if (q.name) w.push(sql`o.name like ${`%${q.name}%`}`);
  if (q.invoiceDateFrom) w.push(sql`substr(i.invoice_date, 1, 10) >= ${q.invoiceDateFrom}`);
  if (q.invoiceDateTo) w.push(sql`substr(i.invoice_date, 1, 10) <= ${q.invoiceDateTo}`);
  return sql`select i.id, i.contract_owner_id, o.name as contract_name, o.code as contract_code, o.party_jia_id, o.party_jia_name,
      i.amount - coalesce(ar.fen, 0) as open_fen, ${bucketOf(asOf)} as bucket
    from finance_invoice i join contract_owner o on o.id = i.contract_owner_id and o.tenant_id = i.tenant_id
      left join ${arrivedBy(caller, asOf)} as ar on ar.invoice_id = i.id
    where ${sql.join(w, sql` and `)}`;
}

const bucketSums = sql.join(
  AGING_BUCKET_KEYS.map((k) => sql`sum(case when x.bucket = ${k} then x.open_fen else 0 end) as ${sql.ref(`b_${k}`)}`),
  sql`, `,
);
/** The totals line: every line's bucket sums added up. */
const lineSums = sql.join(
  AGING_BUCKET_KEYS.map((k) => sql`sum(${sql.ref(`g.b_${k}`)})`),
  sql`, `,
);

type Sums = Record<string, string | number | null>;
const amounts = (r: Sums): AgingAmounts => ({
  ...(Object.fromEntries(AGING_BUCKET_KEYS.map((k) => [k, fromFen(r[`b_${k}`])])) as Record<(typeof AGING_BUCKET_KEYS)[number], string>),
  total: fromFen(r.total_fen),
});

export async function receivablesReport(ctx: AppContext, caller: Caller, q: ReceivablesQuery): Promise<ReportPage<ReceivableRow, AgingAmounts>> {
  const asOf = q.asOf || timestamp().slice(0, 10);
  const key = q.view === 'owner' ? sql`x.party_jia_id, x.party_jia_name` : sql`x.contract_owner_id`;
  const keys = q.view === 'owner' ? sql`x.party_jia_id as k1, x.party_jia_name as k2` : sql`x.contract_owner_id as k1, '' as k2`;
  const limit = q.size > 0 ? sql`limit ${q.size} offset ${(q.current - 1) * q.size}` : sql``;
  const columns = sql`k1, k2, contract_name, contract_code, party_jia_name, contract_count, invoice_count, ${sql.join(AGING_BUCKET_KEYS.map((k) => sql.ref(`b_${k}`)))}, total_fen`;
  // One round trip: the lines are grouped once (materialised, both databases), then read twice — the
  // page (part 1) and one line of their sums and count (part 0), which is there even past the last page.
  const rows = await sql<Sums & { part: string | number; line_count: string | number | null; k1: string; k2: string }>`with x as (${openInvoices(caller, q, asOf)}),
    g as materialized (select ${keys}, max(x.contract_name) as contract_name, max(x.contract_code) as contract_code, max(x.party_jia_name) as party_jia_name,
      count(distinct x.contract_owner_id) as contract_count, count(*) as invoice_count, ${bucketSums}, sum(x.open_fen) as total_fen
      from x group by ${key})
    select 1 as part, cast(null as bigint) as line_count, ${columns} from (select * from g order by total_fen desc, k1, k2 ${limit}) p
    union all
    select 0, count(*), null, null, null, null, null, null, null, ${lineSums}, sum(g.total_fen) from g
    order by part, total_fen desc, k1, k2`.execute(ctx.db);
  const [totals, ...lines] = rows.rows;
  const records = lines.map(
    (r): ReceivableRow => ({
      id: q.view === 'owner' ? `${r.k1}:${r.k2}` : String(r.k1),
      contractName: q.view === 'owner' ? '' : String(r.contract_name ?? ''),
      contractCode: q.view === 'owner' ? '' : String(r.contract_code ?? ''),
      partyJiaName: String(r.party_jia_name ?? ''),
      contractCount: Number(r.contract_count),
      invoiceCount: Number(r.invoice_count),
      ...amounts(r),
    }),
  );
  return { ...pageOf(records, Number(totals?.line_count ?? 0), q.current, q.size), totals: amounts(totals ?? {}) };
}
