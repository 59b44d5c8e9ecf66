/**
 * The payment-request lists: party B's (its organisation's requests) and the payer's
 * (finance_payment_manage/page: requests on the contracts its organisation keeps, in the caller's
 * data scope), one query with the same searches (spec 2 §2: creator, created-date range, contract
 * name keyword, contract type, party A, party B, pay status, contract status).
 */
import { expressionBuilder, sql, type RawBuilder } from 'kysely';
import { z } from 'zod';
import { pageOf } from '@shared/api/envelope';
import type { PaymentContractKind } from '@shared/domain/financePayment';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { Caller } from '../../http/caller';
import { dataScopeOf } from '../../http/scopes';
import { paymentContracts, toPaymentRequests } from './paymentRows';
import { pageQuerySchema } from '@shared/domain/paging';

/** The data-scope resource of each payment contract kind: the payer's rows are read in the scope of the contract they pay. */
const CONTRACT_SCOPES: Record<PaymentContractKind, string> = { production: 'contract-production', resource: 'contract-resource' };
/** Party B's requests are rows its own people wrote (create_user, create_dept): they have a scope of their own. */
export const REQUEST_SCOPE = 'finance-request';

// Scope rules are kysely expressions over any table; the lists here are raw SQL, so they are built standalone.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const eb = expressionBuilder<any, any>();

/** The caller's data scope on a payment contract (alias `c`, paymentContracts): the scope of its kind's resource. */
function contractScope(caller: Caller): RawBuilder<unknown> {
  const kinds = (Object.keys(CONTRACT_SCOPES) as PaymentContractKind[]).map((kind) => {
    const scope = dataScopeOf(caller, CONTRACT_SCOPES[kind], 'c');
    return scope ? sql`(c.kind = ${kind} and ${scope(eb)})` : sql`c.kind = ${kind}`;
  });
  return sql`(${sql.join(kinds, sql` or `)})`;
}

/**
 * The payer's side: requests kept in the caller's organisation whose contract is inside the caller's
 * data scope of its kind — the request rows' own creator is party B's person, who means nothing to
 * the payer's scopes.
 */
export function payerScope(caller: Caller): RawBuilder<unknown> {
  return sql`(r.tenant_id = ${caller.tenantId} and ${contractScope(caller)})`;
}

/** Party B's side: its organisation's requests (request_org_id) inside the caller's finance-request scope. */
export function requesterScope(caller: Caller): RawBuilder<unknown> {
  const scope = dataScopeOf(caller, REQUEST_SCOPE, 'r');
  return scope ? sql`(r.request_org_id = ${caller.tenantId} and ${scope(eb)})` : sql`r.request_org_id = ${caller.tenantId}`;
}

/** Whether request `id` is inside `scope` (r: the request, c: its contract); out of scope reads as missing. */
export async function requestInScope(db: Executor, id: string, scope: RawBuilder<unknown>): Promise<boolean> {
  if (!/^\d{1,32}$/.test(id)) return false;
  const found = await sql<{ id: string }>`select r.id from finance_payment_request r join ${paymentContracts} as c on c.id = r.contract_id where r.id = ${id} and ${scope}`.execute(db);
  return found.rows.length > 0;
}

/** Whether payment contract `id` of the caller's organisation is inside the caller's data scope of its kind. */
export async function keptContractInScope(db: Executor, caller: Caller, id: string): Promise<boolean> {
  const found = await sql<{ id: string }>`select c.id from ${paymentContracts} as c where c.id = ${id} and c.tenant_id = ${caller.tenantId} and ${contractScope(caller)}`.execute(db);
  return found.rows.length > 0;
}

const text = z.string().trim().max(100).optional().default('');
export const contractListQuery = pageQuerySchema.extend({
  name: text,
  statusContract: text,
  partyJia: text,
  partyYi: text,
  createUserName: text,
  createTimeFrom: text,
  createTimeTo: text,
  contractType: text,
  ownerType: text,
});

/** The WHERE pieces every payment-contract list shares (c: the union, o: owner contract, u: creator). */
export function contractFilters(q: z.infer<typeof contractListQuery>, prefix = 'c'): RawBuilder<unknown>[] {
  const c = (col: string) => sql.ref(`${prefix}.${col}`);
  const w: RawBuilder<unknown>[] = [];
  if (q.name) w.push(sql`${c('name')} like ${`%${q.name}%`}`);
  if (q.statusContract !== '') w.push(sql`${c('status_contract')} = ${Number(q.statusContract)}`);
  if (q.partyJia) w.push(sql`${c('party_jia_name')} like ${`%${q.partyJia}%`}`);
  if (q.partyYi) w.push(sql`${c('party_yi_name')} like ${`%${q.partyYi}%`}`);
  if (q.createUserName) w.push(sql`u.real_name like ${`%${q.createUserName}%`}`);
  if (q.createTimeFrom) w.push(sql`${c('create_time')} >= ${`${q.createTimeFrom.slice(0, 10)} 00:00:00`}`);
  if (q.createTimeTo) w.push(sql`${c('create_time')} <= ${`${q.createTimeTo.slice(0, 10)} 23:59:59`}`);
  if (q.contractType) w.push(sql`${c('kind')} = ${q.contractType}`);
  if (q.ownerType !== '') w.push(sql`o.is_direct = ${Number(q.ownerType)}`);
  return w;
}

export const requestListQuery = contractListQuery.extend({ payStatus: text, contractId: text, contractOwnerId: text });

/**
 * One page of requests matching `q` and the caller's `scope` (r: request, c: its contract, one of
 * `contracts`: the payer passes its own organisation's, keptPaymentContracts, which the databases read faster).
 */
export async function requestPage(ctx: AppContext, q: z.infer<typeof requestListQuery>, scope: RawBuilder<unknown>, contracts: RawBuilder<unknown> = paymentContracts) {
  const w: RawBuilder<unknown>[] = [scope, ...contractFilters(q)];
  if (q.payStatus !== '') w.push(sql`r.pay_status = ${Number(q.payStatus)}`);
  if (q.contractId) w.push(sql`r.contract_id = ${q.contractId}`);
  if (q.contractOwnerId) w.push(sql`r.contract_owner_id = ${q.contractOwnerId}`);
  // Creator searches the request's creator here (the contract's creator on the contract list).
  const from = sql`finance_payment_request r join ${contracts} as c on c.id = r.contract_id
    left join contract_owner o on o.id = r.contract_owner_id left join app_user u on u.id = r.request_user_id where ${sql.join(w, sql` and `)}`;
  const count = await sql<{ n: string | number }>`select count(*) as n from ${from}`.execute(ctx.db);
  const limit = q.size > 0 ? sql`limit ${q.size} offset ${(q.current - 1) * q.size}` : sql``;
  const rows = await sql<Record<string, unknown>>`select r.*, u.real_name as request_user_name from ${from} order by r.create_time desc, r.id desc ${limit}`.execute(ctx.db);
  return pageOf(await toPaymentRequests(ctx.db, rows.rows), Number(count.rows[0]?.n ?? 0), q.current, q.size);
}
