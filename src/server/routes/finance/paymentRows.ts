/**
 * Reading payment contracts (production and resource) and payment requests for finance-request-funds:
 * one shape for both kinds (a resource contract's amount is its commission amount), the sums a
 * request's rules read (SQL sums in fen, through fromFen: PostgreSQL answers BIGINT sums as text),
 * and the rows → API records mapping with the shared formulas (requestFigures).
 */
import { sql, type RawBuilder } from 'kysely';
import { COUNTED_STATUSES } from '@shared/domain/contract';
import { fromFen } from '@shared/domain/contractMoney';
import { PAY_REQUEST_COUNTED } from '@shared/domain/finance';
import { requestFigures, type Payment, type PaymentContractKind, type PaymentRequest, type RequestBase, type RequestContract } from '@shared/domain/financePayment';
import { sumMoney } from '@shared/domain/money';
import type { Executor } from '../../db/database';

/** A payment contract of either kind, with its owner contract's name and signing method. */
export interface PaymentContractRow {
  id: string;
  tenant_id: string;
  kind: PaymentContractKind;
  name: string;
  code: string;
  status_contract: number;
  amount: string | number;
  contract_owner_id: string;
  party_jia_name: string;
  party_yi_id: string;
  party_yi_name: string;
  create_user: string;
  create_dept: string;
  create_time: string;
}

/** Both kinds as one relation, each half's rows narrowed by `where` (empty: every organisation's). */
const contractsWhere = (where: RawBuilder<unknown>) => sql<PaymentContractRow>`(
  select id, tenant_id, 'production' as kind, name, code, status_contract, curr_contract_amount as amount, contract_owner_id,
    party_jia_name, party_yi_id, party_yi_name, create_user, create_dept, create_time from contract_production ${where}
  union all
  select id, tenant_id, 'resource' as kind, name, code, status_contract, commission_amount as amount, contract_owner_id,
    party_jia_name, party_yi_id, party_yi_name, create_user, create_dept, create_time from contract_resource ${where}
)`;

/** Both kinds as one relation (a subquery the lists filter and page; creator and department for the data scopes). */
export const paymentContracts = contractsWhere(sql``);

/**
 * Both kinds kept by organisation `tenantId`, for the payer's side (a request's tenant is its
 * contract's): the condition inside each half lets the databases read the tenant indexes, where SQLite
 * otherwise builds the union from every organisation's contracts for each query (issue 18's benchmark).
 */
export const keptPaymentContracts = (tenantId: string) => contractsWhere(sql`where tenant_id = ${tenantId}`);

const total = async (q: Promise<{ rows: { total: unknown }[] }>): Promise<string> => fromFen(((await q).rows[0]?.total ?? null) as string | null);
const counted = sql.join([...PAY_REQUEST_COUNTED]);

/** The sums a contract's figures and rules read, inside the caller's transaction when writing. */
export async function requestBase(db: Executor, c: Pick<PaymentContractRow, 'id' | 'tenant_id' | 'contract_owner_id' | 'amount'>): Promise<RequestBase> {
  const t = c.tenant_id;
  const [requestAmount, paidAmount, arriveAmount, requestTotalAmount, production, resource] = await Promise.all([
    total(sql<{ total: unknown }>`select sum(amount) as total from finance_payment_request where tenant_id = ${t} and contract_id = ${c.id} and pay_status in (${counted})`.execute(db)),
    total(sql<{ total: unknown }>`select sum(paid_amount) as total from finance_payment_request where tenant_id = ${t} and contract_id = ${c.id}`.execute(db)),
    total(sql<{ total: unknown }>`select sum(amount) as total from finance_arrival where tenant_id = ${t} and contract_owner_id = ${c.contract_owner_id} and kind = 'owner'`.execute(db)),
    total(sql<{ total: unknown }>`select sum(amount) as total from finance_payment_request where tenant_id = ${t} and contract_owner_id = ${c.contract_owner_id} and pay_status in (${counted})`.execute(db)),
    total(sql<{ total: unknown }>`select sum(curr_contract_amount) as total from contract_production where tenant_id = ${t} and contract_owner_id = ${c.contract_owner_id} and status_contract in (${sql.join([...COUNTED_STATUSES])})`.execute(db)),
    total(sql<{ total: unknown }>`select sum(commission_amount) as total from contract_resource where tenant_id = ${t} and contract_owner_id = ${c.contract_owner_id} and status_contract in (${sql.join([...COUNTED_STATUSES])})`.execute(db)),
  ]);
  return { contractAmount: fromFen(c.amount as string), requestAmount, paidAmount, arriveAmount, requestTotalAmount, payTotalAmount: sumMoney([production, resource]) };
}

/** The payment contract `id` (either kind), or undefined. */
export async function findPaymentContract(db: Executor, id: string): Promise<PaymentContractRow | undefined> {
  const rows = await sql<PaymentContractRow>`select * from ${paymentContracts} as c where c.id = ${id}`.execute(db);
  return rows.rows[0];
}

/** The organisation the invoice is made out to (the keeper of the contract) with its invoice details. */
export async function designCompany(db: Executor, tenantId: string) {
  const t = await db
    .selectFrom('tenant')
    .select(['tenant_id', 'name', 'reg_no', 'org_address', 'invoice_email', 'invoice_phone', 'org_phone'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return {
    designCompanyId: tenantId,
    designCompanyName: t?.name ?? '',
    designCompanyTaxNo: t?.reg_no ?? '',
    designCompanyTaxAddress: t?.org_address ?? '',
    designCompanyEmail: t?.invoice_email ?? '',
    designCompanyPhone: t?.invoice_phone || t?.org_phone || '',
  };
}

interface OwnerInfo {
  name: string;
  code: string;
  is_direct: number;
}

async function ownersOf(db: Executor, ids: string[]): Promise<Map<string, OwnerInfo>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('contract_owner').select(['id', 'name', 'code', 'is_direct']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, code: r.code, is_direct: Number(r.is_direct) }]));
}

/** Contract rows → records with their figures (a few sums per row: pages are short). */
export async function toRequestContracts(db: Executor, rows: (PaymentContractRow & { create_user_name?: string | null })[]): Promise<RequestContract[]> {
  const owners = await ownersOf(db, rows.map((r) => r.contract_owner_id));
  const companies = new Map<string, Awaited<ReturnType<typeof designCompany>>>();
  const out: RequestContract[] = [];
  for (const r of rows) {
    const base = await requestBase(db, r);
    if (!companies.has(r.tenant_id)) companies.set(r.tenant_id, await designCompany(db, r.tenant_id));
    const owner = owners.get(r.contract_owner_id);
    out.push({
      id: r.id,
      tenantId: r.tenant_id,
      name: r.name,
      code: r.code,
      contractType: r.kind,
      statusContract: Number(r.status_contract),
      contractAmount: String(base.contractAmount),
      requestAmount: String(base.requestAmount),
      paidAmount: String(base.paidAmount),
      arriveAmount: String(base.arriveAmount),
      requestTotalAmount: String(base.requestTotalAmount),
      payTotalAmount: String(base.payTotalAmount),
      ...requestFigures(base),
      contractOwnerId: r.contract_owner_id,
      ownerName: owner?.name ?? '',
      ownerCode: owner?.code ?? '',
      ownerType: owner?.is_direct ?? 0,
      partyJia: r.party_jia_name,
      partyYi: r.party_yi_name,
      createUserName: r.create_user_name ?? '',
      createTime: r.create_time,
      ...companies.get(r.tenant_id)!,
    });
  }
  return out;
}

type RequestRow = Record<string, unknown>;

/** Request rows (with their contract's name/code/status/amount and names joined) → records. */
export async function toPaymentRequests(db: Executor, rows: RequestRow[]): Promise<PaymentRequest[]> {
  const contracts = new Map<string, RequestContract>();
  const out: PaymentRequest[] = [];
  for (const r of rows) {
    const contractId = String(r.contract_id);
    if (!contracts.has(contractId)) {
      const c = await findPaymentContract(db, contractId);
      if (c) contracts.set(contractId, (await toRequestContracts(db, [c]))[0]);
    }
    const c = contracts.get(contractId);
    out.push({
      id: String(r.id),
      tenantId: String(r.tenant_id),
      requestUserId: String(r.request_user_id),
      requestUserName: String(r.request_user_name ?? ''),
      requestOrgId: String(r.request_org_id),
      requestOrgName: c?.partyYi ?? '',
      contractId,
      contractName: c?.name ?? '',
      contractCode: c?.code ?? '',
      contractType: String(r.contract_kind) as PaymentContractKind,
      contractStatus: c?.statusContract ?? 0,
      contractAmount: c?.contractAmount ?? '0.00',
      contractOwnerId: String(r.contract_owner_id),
      ownerName: c?.ownerName ?? '',
      ownerCode: c?.ownerCode ?? '',
      ownerType: c?.ownerType ?? 0,
      unRequestAmount: c?.unRequestAmount ?? '0.00',
      requestRate: c?.requestRate ?? '0.00',
      paidRate: c?.paidRate ?? '0.00',
      unpaidAmount: c?.unpaidAmount ?? '0.00',
      arriveBalance: c?.arriveBalance ?? '0.00',
      unRequestTotalAmount: c?.unRequestTotalAmount ?? '0.00',
      currRequestAmount: fromFen(r.amount as string),
      realityAmount: fromFen(r.paid_amount as string),
      payStatus: Number(r.pay_status),
      requestDate: String(r.request_date),
      payDate: String(r.pay_date ?? ''),
      isInvoice: Number(r.is_invoice ?? 0),
      designCompanyId: String(r.design_company_id ?? ''),
      designCompanyName: String(r.design_company_name ?? ''),
      designCompanyTaxNo: String(r.design_company_tax_no ?? ''),
      designCompanyTaxAddress: String(r.design_company_tax_address ?? ''),
      designCompanyEmail: String(r.design_company_email ?? ''),
      designCompanyPhone: String(r.design_company_phone ?? ''),
      bankId: String(r.bank_id ?? ''),
      bankName: String(r.bank_name ?? ''),
      bankAccount: String(r.bank_account ?? ''),
      bankOpening: String(r.bank_opening ?? ''),
      invoiceAttach: String(r.invoice_attach ?? ''),
      requestRemark: String(r.request_remark ?? ''),
      createTime: String(r.create_time),
    });
  }
  return out;
}

export function toPayment(r: RequestRow): Payment {
  return {
    id: String(r.id),
    requestId: String(r.request_id),
    realityAmount: fromFen(r.amount as string),
    payDate: String(r.pay_date),
    payVoucher: String(r.pay_voucher ?? ''),
    remark: String(r.remark ?? ''),
    createUserName: String(r.create_user_name ?? ''),
    createTime: String(r.create_time),
  };
}
