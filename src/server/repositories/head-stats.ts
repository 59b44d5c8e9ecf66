/**
 * The data board's head statistics (desktop/head-stat/*) as SQL aggregates. Money is summed in fen
 * (bigint columns; PostgreSQL answers numeric text) and read through fromFen by the route. Every
 * contract figure joins the owner contract `o` of the caller's organisation and its data scope of
 * `contract-owner`, so a person granted 本人 sees the money of the contracts they created only.
 */
import { expressionBuilder, sql, type RawBuilder } from 'kysely';
import { BOARD_SIGNED_STATUSES } from '@shared/domain/board';
import { INVOICE_STATUS } from '@shared/domain/finance';
import type { Executor } from '../db/database';
import type { Caller } from '../http/caller';
import { dataScopeOf } from '../http/scopes';

// Scope rules are kysely expressions over any table; these queries are raw SQL (as the finance reports).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const eb = expressionBuilder<any, any>();

type Fen = string | number | null;
const signed = sql.join(BOARD_SIGNED_STATUSES.map((s) => sql`${s}`));

/** The owner contracts `o` the caller may count: their organisation's, in their data scope. */
function ownerScope(caller: Caller): RawBuilder<unknown> {
  const scope = dataScopeOf(caller, 'contract-owner', 'o');
  return scope ? sql`o.tenant_id = ${caller.tenantId} and ${scope(eb)}` : sql`o.tenant_id = ${caller.tenantId}`;
}

/** Initiated projects of the organisation by status (xmzt); projects carry no data scope. */
export async function projectsByStatus(db: Executor, tenantId: string): Promise<{ status: number; n: number | string }[]> {
  const r = await sql<{ status: number; n: number | string }>`select status_initiation as status, count(*) as n from project where tenant_id = ${tenantId} group by status_initiation order by status_initiation`.execute(db);
  return r.rows;
}

export interface SignedSums {
  year_n: number | string;
  year_fen: Fen;
  total_n: number | string;
  total_fen: Fen;
}

/** Owner contracts counted as signed: all of them, and those signed in `year` (yyyy). */
export async function signedSums(db: Executor, caller: Caller, year: string): Promise<SignedSums> {
  const inYear = sql`substr(o.sign_date, 1, 4) = ${year}`;
  const r = await sql<SignedSums>`select sum(case when ${inYear} then 1 else 0 end) as year_n, sum(case when ${inYear} then o.curr_contract_amount else 0 end) as year_fen,
      count(*) as total_n, sum(o.curr_contract_amount) as total_fen
    from contract_owner o where ${ownerScope(caller)} and o.status_contract in (${signed})`.execute(db);
  return r.rows[0] ?? { year_n: 0, year_fen: 0, total_n: 0, total_fen: 0 };
}

/** Owner invoices not voided (platform invoices are the platform contract's money), with their arrivals. */
export async function invoiceSums(db: Executor, caller: Caller): Promise<{ invoiced_fen: Fen; arrived_fen: Fen }> {
  const where = sql`${ownerScope(caller)} and i.kind = 'owner' and i.status <> ${INVOICE_STATUS.voided}`;
  const owner = sql`join contract_owner o on o.id = i.contract_owner_id and o.tenant_id = i.tenant_id`;
  const invoiced = await sql<{ fen: Fen }>`select sum(i.amount) as fen from finance_invoice i ${owner} where ${where}`.execute(db);
  const arrived = await sql<{ fen: Fen }>`select sum(a.amount) as fen from finance_arrival a join finance_invoice i on i.id = a.invoice_id and i.tenant_id = a.tenant_id ${owner} where ${where}`.execute(db);
  return { invoiced_fen: invoiced.rows[0]?.fen ?? 0, arrived_fen: arrived.rows[0]?.fen ?? 0 };
}

/** Payments made on the payment requests of production and resource contracts under the owner contracts counted. */
export async function paidOutSum(db: Executor, caller: Caller): Promise<Fen> {
  const r = await sql<{ fen: Fen }>`select sum(p.amount) as fen from finance_payment p
    join finance_payment_request r on r.id = p.request_id and r.tenant_id = p.tenant_id
    join contract_owner o on o.id = r.contract_owner_id and o.tenant_id = r.tenant_id
    where ${ownerScope(caller)}`.execute(db);
  return r.rows[0]?.fen ?? 0;
}

export interface ProvinceRow {
  code: string;
  name: string;
  project_n: number | string;
  contract_n: number | string;
  contract_fen: Fen;
}

/** Per province (the first two digits of a region code): projects of the organisation, and signed owner contracts in scope. */
export async function provinceSums(db: Executor, caller: Caller): Promise<ProvinceRow[]> {
  const projects = sql`select substr(p.region_id, 1, 2) as code, count(*) as project_n, 0 as contract_n, 0 as contract_fen
    from project p where p.tenant_id = ${caller.tenantId} and p.region_id <> '' group by substr(p.region_id, 1, 2)`;
  const contracts = sql`select substr(o.region_code, 1, 2) as code, 0 as project_n, count(*) as contract_n, sum(o.curr_contract_amount) as contract_fen
    from contract_owner o where ${ownerScope(caller)} and o.status_contract in (${signed}) and o.region_code <> '' group by substr(o.region_code, 1, 2)`;
  const r = await sql<ProvinceRow>`select x.code, max(g.name) as name, sum(x.project_n) as project_n, sum(x.contract_n) as contract_n, sum(x.contract_fen) as contract_fen
    from (${projects} union all ${contracts}) x join region g on g.code = x.code and g.level = 1
    group by x.code order by contract_fen desc, project_n desc, x.code`.execute(db);
  return r.rows;
}

/** Party A of the signed owner contracts in scope, by amount, largest first. */
export async function topPartners(db: Executor, caller: Caller, limit: number): Promise<{ id: string; name: string; n: number | string; fen: Fen }[]> {
  const r = await sql<{ id: string; name: string; n: number | string; fen: Fen }>`select o.party_jia_id as id, o.party_jia_name as name, count(*) as n, sum(o.curr_contract_amount) as fen
    from contract_owner o where ${ownerScope(caller)} and o.status_contract in (${signed}) and o.party_jia_name <> ''
    group by o.party_jia_id, o.party_jia_name order by fen desc, name limit ${limit}`.execute(db);
  return r.rows;
}

/** The organisation's partners (biz_attention) by their organisation category. */
export async function partnerCounts(db: Executor, tenantId: string): Promise<{ category: string; n: number | string }[]> {
  const r = await sql<{ category: string; n: number | string }>`select t.category, count(*) as n from biz_attention b join tenant t on t.tenant_id = b.target_tenant_id
    where b.tenant_id = ${tenantId} group by t.category order by t.category`.execute(db);
  return r.rows;
}

/** Signed amounts per month of signing and owner arrivals per month of arrival, from `fromMonth` (yyyy-MM). */
export async function monthlySums(db: Executor, caller: Caller, fromMonth: string): Promise<{ month: string; signed_fen: Fen; arrived_fen: Fen }[]> {
  const since = `${fromMonth}-01`;
  const signedRows = sql`select substr(o.sign_date, 1, 7) as month, o.curr_contract_amount as signed_fen, 0 as arrived_fen
    from contract_owner o where ${ownerScope(caller)} and o.status_contract in (${signed}) and o.sign_date >= ${since}`;
  const arrivedRows = sql`select substr(a.arrive_date, 1, 7) as month, 0 as signed_fen, a.amount as arrived_fen
    from finance_arrival a join finance_invoice i on i.id = a.invoice_id and i.tenant_id = a.tenant_id
    join contract_owner o on o.id = i.contract_owner_id and o.tenant_id = i.tenant_id
    where ${ownerScope(caller)} and i.kind = 'owner' and i.status <> ${INVOICE_STATUS.voided} and a.arrive_date >= ${since}`;
  const r = await sql<{ month: string; signed_fen: Fen; arrived_fen: Fen }>`select x.month, sum(x.signed_fen) as signed_fen, sum(x.arrived_fen) as arrived_fen
    from (${signedRows} union all ${arrivedRows}) x group by x.month order by x.month`.execute(db);
  return r.rows;
}
