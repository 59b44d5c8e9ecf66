/**
 * The SQL sums the invoice rules and summaries read (issue 17): invoiced (not voided) and arrived
 * money per contract, and arrived money per invoice. Sums come back as text on PostgreSQL: read only
 * through fromFen. Arrivals (finance_arrival) are another part's rows; only summed here.
 */
import { sql } from 'kysely';
import { fromFen } from '@shared/domain/contractMoney';
import { INVOICE_COUNTED, type FinanceContractKind } from '@shared/domain/finance';
import type { Executor } from '../db/database';

/** Which contract's money: an owner contract's own (kind owner) or one platform / project-management contract's. */
export interface InvoiceContract {
  kind: FinanceContractKind;
  id: string;
}

const column = (c: InvoiceContract) => (c.kind === 'owner' ? sql.ref('contract_owner_id') : sql.ref('contract_platform_id'));

/** Invoiced on the contract, voided invoices left out (`exclude`: the invoice being edited). */
export async function invoicedTotal(db: Executor, tenantId: string, c: InvoiceContract, exclude?: string): Promise<string> {
  const r = await sql<{ total: string | number | null }>`select sum(amount) as total from finance_invoice
    where tenant_id = ${tenantId} and kind = ${c.kind} and ${column(c)} = ${c.id}
      and status in (${sql.join([...INVOICE_COUNTED])}) ${exclude ? sql`and id <> ${exclude}` : sql``}`.execute(db);
  return fromFen(r.rows[0]?.total ?? 0);
}

/** Arrived on the contract: every arrival, and those against its counted (not voided) invoices. */
export async function arrivedTotals(db: Executor, tenantId: string, c: InvoiceContract): Promise<{ arrived: string; againstInvoices: string }> {
  const r = await sql<{ arrived: string | number | null; counted: string | number | null }>`select sum(a.amount) as arrived,
      sum(case when i.status in (${sql.join([...INVOICE_COUNTED])}) then a.amount else 0 end) as counted
    from finance_arrival a left join finance_invoice i on i.id = a.invoice_id and i.tenant_id = a.tenant_id
    where a.tenant_id = ${tenantId} and a.kind = ${c.kind} and ${c.kind === 'owner' ? sql.ref('a.contract_owner_id') : sql.ref('a.contract_platform_id')} = ${c.id}`.execute(db);
  return { arrived: fromFen(r.rows[0]?.arrived ?? 0), againstInvoices: fromFen(r.rows[0]?.counted ?? 0) };
}

/** Arrived per invoice (the invoices of one answer). */
export async function arrivedByInvoice(db: Executor, tenantId: string, invoiceIds: readonly string[]): Promise<Map<string, string>> {
  if (!invoiceIds.length) return new Map();
  const r = await sql<{ invoice_id: string; total: string | number | null }>`select invoice_id, sum(amount) as total from finance_arrival
    where tenant_id = ${tenantId} and invoice_id in (${sql.join([...invoiceIds])}) group by invoice_id`.execute(db);
  return new Map(r.rows.map((row) => [row.invoice_id, fromFen(row.total)]));
}

/** Per owner contract (the owner contract list): invoiced (not voided) and arrived on it, owner invoices and arrivals only. */
export async function ownerMoneyTotals(db: Executor, tenantId: string, ownerIds: readonly string[]): Promise<Map<string, { invoiced: string; arrived: string }>> {
  const out = new Map<string, { invoiced: string; arrived: string }>();
  if (!ownerIds.length) return out;
  const ids = sql.join([...ownerIds]);
  const invoiced = await sql<{ owner: string; total: string | number | null }>`select contract_owner_id as owner, sum(amount) as total from finance_invoice
    where tenant_id = ${tenantId} and kind = 'owner' and contract_owner_id in (${ids}) and status in (${sql.join([...INVOICE_COUNTED])})
    group by contract_owner_id`.execute(db);
  const arrived = await sql<{ owner: string; total: string | number | null }>`select contract_owner_id as owner, sum(amount) as total from finance_arrival
    where tenant_id = ${tenantId} and kind = 'owner' and contract_owner_id in (${ids}) group by contract_owner_id`.execute(db);
  for (const id of ownerIds) out.set(id, { invoiced: '0.00', arrived: '0.00' });
  for (const r of invoiced.rows) out.set(r.owner, { ...out.get(r.owner)!, invoiced: fromFen(r.total) });
  for (const r of arrived.rows) out.set(r.owner, { ...out.get(r.owner)!, arrived: fromFen(r.total) });
  return out;
}
