/**
 * The workbench's figures (issue 18), each one SQL aggregate scoped to the caller's organisation and
 * to the data scope of the list it links to, so a count on the workbench is the row count that list
 * shows: my projects as /project/mine, owner contracts as /contract/owner, the invoices as the
 * receivables report reads them, the requests as the payments and requests lists.
 */
import { expressionBuilder, sql, type RawBuilder } from 'kysely';
import type { WorkbenchMoneyCount, WorkbenchStatusCount, WorkbenchStatusMoney } from '@shared/api/workbenchEndpoints';
import { WORKBENCH_DUE_DAYS } from '@shared/domain/workbench';
import { fromFen } from '@shared/domain/contractMoney';
import { INVOICE_STATUS, PAY_STATUS } from '@shared/domain/finance';
import { addDays, INVOICE_TERM_DAYS } from '@shared/domain/financeReports';
import type { Executor } from '../../db/database';
import type { Caller } from '../../http/caller';
import { dataScopeOf } from '../../http/scopes';
import { payerScope, requesterScope } from '../finance/paymentLists';
import { paymentContracts } from '../finance/paymentRows';

// Scope rules are kysely expressions over any table; these aggregates are raw SQL, so they are built standalone.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const eb = expressionBuilder<any, any>();

type Row = Record<string, string | number | null>;
const scoped = (caller: Caller, resource: string, alias: string): RawBuilder<unknown> => {
  const scope = dataScopeOf(caller, resource, alias);
  return scope ? sql`${scope(eb)}` : sql`1 = 1`;
};
const statusCounts = (rows: Row[]): WorkbenchStatusCount[] => rows.map((r) => ({ status: Number(r.status), count: Number(r.n) }));
const statusMoney = (rows: Row[]): WorkbenchStatusMoney[] => rows.map((r) => ({ status: Number(r.status), count: Number(r.n), amount: fromFen(r.fen) }));

/** Projects of the caller's organisation (project data scope) that the caller leads, runs or created, per xmzt. */
export async function myProjectCounts(db: Executor, caller: Caller): Promise<WorkbenchStatusCount[]> {
  const rows = await sql<Row>`select p.status_initiation as status, count(*) as n from project p
    where p.tenant_id = ${caller.tenantId} and ${scoped(caller, 'project', 'p')}
      and (p.mgr_biz_person = ${caller.userId} or p.mgr_operate = ${caller.userId} or p.create_user = ${caller.userId})
    group by p.status_initiation order by p.status_initiation`.execute(db);
  return statusCounts(rows.rows);
}

/** Owner contracts the caller's organisation keeps, in the caller's contract-owner data scope, per htzt. */
export async function ownerContractCounts(db: Executor, caller: Caller): Promise<WorkbenchStatusCount[]> {
  const rows = await sql<Row>`select o.status_contract as status, count(*) as n from contract_owner o
    where o.tenant_id = ${caller.tenantId} and ${scoped(caller, 'contract-owner', 'o')}
    group by o.status_contract order by o.status_contract`.execute(db);
  return statusCounts(rows.rows);
}

/**
 * Owner invoices not voided with money not yet received (amount less every arrival on them), on
 * owner contracts in the caller's scope: overdue when their due date (the receivables report's:
 * expected receipt date, else invoice date plus the term) is before `today`, due when it falls from
 * `today` to WORKBENCH_DUE_DAYS days after it. Dates compare as yyyy-MM-dd text on both databases.
 */
export async function invoiceDueCounts(db: Executor, caller: Caller, today: string): Promise<{ due: WorkbenchMoneyCount; overdue: WorkbenchMoneyCount }> {
  const dueBefore = (day: string) =>
    sql`((i.receipt_date <> '' and substr(i.receipt_date, 1, 10) < ${day}) or (i.receipt_date = '' and substr(i.invoice_date, 1, 10) < ${addDays(day, -INVOICE_TERM_DAYS)}))`;
  const overdue = dueBefore(today);
  const soon = sql`(not ${overdue} and ${dueBefore(addDays(today, WORKBENCH_DUE_DAYS + 1))})`;
  const arrived = sql`(select coalesce(sum(a.amount), 0) from finance_arrival a where a.tenant_id = i.tenant_id and a.invoice_id = i.id)`;
  const rows = await sql<Row>`select
      sum(case when x.overdue = 1 then 1 else 0 end) as overdue_n, sum(case when x.overdue = 1 then x.open_fen else 0 end) as overdue_fen,
      sum(case when x.soon = 1 then 1 else 0 end) as due_n, sum(case when x.soon = 1 then x.open_fen else 0 end) as due_fen
    from (select i.amount - ${arrived} as open_fen, case when ${overdue} then 1 else 0 end as overdue, case when ${soon} then 1 else 0 end as soon
      from finance_invoice i join contract_owner o on o.id = i.contract_owner_id and o.tenant_id = i.tenant_id
      where i.tenant_id = ${caller.tenantId} and i.kind = 'owner' and i.status <> ${INVOICE_STATUS.voided} and ${scoped(caller, 'contract-owner', 'o')}) x
    where x.open_fen > 0`.execute(db);
  const r = rows.rows[0] ?? {};
  return { due: { count: Number(r.due_n ?? 0), amount: fromFen(r.due_fen) }, overdue: { count: Number(r.overdue_n ?? 0), amount: fromFen(r.overdue_fen) } };
}

/** The payer's requests waiting for payment (qkfkzt 0 and 1), in the scope of the contract they pay, with their unpaid money. */
export async function payableCounts(db: Executor, caller: Caller): Promise<WorkbenchStatusMoney[]> {
  const rows = await sql<Row>`select r.pay_status as status, count(*) as n, sum(r.amount - r.paid_amount) as fen
    from finance_payment_request r join ${paymentContracts} as c on c.id = r.contract_id
    where ${payerScope(caller)} and r.pay_status in (${PAY_STATUS.toPay}, ${PAY_STATUS.partlyPaid})
    group by r.pay_status order by r.pay_status`.execute(db);
  return statusMoney(rows.rows);
}

/** Party B's own requests (its finance-request scope) per qkfkzt, with the money requested. */
export async function ownRequestCounts(db: Executor, caller: Caller): Promise<WorkbenchStatusMoney[]> {
  const rows = await sql<Row>`select r.pay_status as status, count(*) as n, sum(r.amount) as fen
    from finance_payment_request r join ${paymentContracts} as c on c.id = r.contract_id
    where ${requesterScope(caller)}
    group by r.pay_status order by r.pay_status`.execute(db);
  return statusMoney(rows.rows);
}
