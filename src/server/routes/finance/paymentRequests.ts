/**
 * finance-request-funds, party B's side (spec 2 §7): the payment contracts naming the caller's
 * organisation as party B (page), one contract with its figures, its requests, one request with its
 * payments, submit (请款) and remove (withdraw). A request is written in the tenant of the
 * organisation keeping the contract (the payer), under lockOwnerContract of its owner contract, so
 * concurrent requests can never together exceed the arrived balance or the unrequested amount.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { pageOf } from '@shared/api/envelope';
import { financePaymentEndpoints as e } from '@shared/api/financePaymentEndpoints';
import { CONTRACT_MESSAGES } from '@shared/domain/contract';
import { toFen } from '@shared/domain/contractMoney';
import { FINANCE_SCREENS, PAYMENT_REQUEST_BUTTONS } from '@shared/domain/financeButtons';
import { PAY_STATUS } from '@shared/domain/finance';
import { PAYMENT_REQUEST_MESSAGES as M, paymentRequestSchema, REQUESTABLE_STATUSES, requestAmountError } from '@shared/domain/financePayment';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { lockOwnerContract } from '../../contracts/ownerLock';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { lockRow } from '../../finance/lockRow';
import { requireButton } from '../../http/buttonGrants';
import { callerOf, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { screenApp } from '../../http/screenGrants';
import { parseInput } from '../../http/validate';
import { ownAttachments } from '../project/archiveRows';
import { designCompany, findPaymentContract, paymentContracts, requestBase, toPayment, toPaymentRequests, toRequestContracts, type PaymentContractRow } from './paymentRows';
import { contractFilters, contractListQuery, keptContractInScope, payerScope, requesterScope, requestInScope, requestListQuery, requestPage } from './paymentLists';

/**
 * A payment contract the caller may read: party B's (another organisation's row, read whatever the
 * caller's scopes, as my-contract is), or its own organisation's inside the caller's data scope.
 */
async function readableContract(ctx: AppContext, caller: Caller, id: string): Promise<PaymentContractRow> {
  const c = /^\d{1,32}$/.test(id) ? await findPaymentContract(ctx.db, id) : undefined;
  const readable = c && (c.party_yi_id === caller.tenantId || (c.tenant_id === caller.tenantId && (await keptContractInScope(ctx.db, caller, id))));
  if (!c || !readable) throw new HttpError(400, CONTRACT_MESSAGES.notFound);
  return c;
}

export function registerPaymentRequestRoutes(outer: FastifyInstance, ctx: AppContext): void {
  // Party B's screen; the contract and the request details are read from the payer's screen too.
  const app = screenApp(outer, ctx, FINANCE_SCREENS.request);
  const shared = screenApp(outer, ctx, FINANCE_SCREENS.request, FINANCE_SCREENS.payment);

  route(app, ctx, e.page, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(contractListQuery, req.query ?? {});
    const where = sql.join([sql`c.party_yi_id = ${caller.tenantId}`, ...contractFilters(q)], sql` and `);
    const from = sql`${paymentContracts} as c left join contract_owner o on o.id = c.contract_owner_id left join app_user u on u.id = c.create_user where ${where}`;
    const count = await sql<{ n: string | number }>`select count(*) as n from ${from}`.execute(ctx.db);
    const limit = q.size > 0 ? sql`limit ${q.size} offset ${(q.current - 1) * q.size}` : sql``;
    const rows = await sql<PaymentContractRow & { create_user_name: string | null }>`select c.*, u.real_name as create_user_name from ${from} order by c.create_time desc, c.id desc ${limit}`.execute(ctx.db);
    return pageOf(await toRequestContracts(ctx.db, rows.rows), Number(count.rows[0]?.n ?? 0), q.current, q.size);
  });

  route(shared, ctx, e.contract, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(z.object({ id: z.string().trim() }), req.params ?? {});
    return (await toRequestContracts(ctx.db, [await readableContract(ctx, caller, id)]))[0];
  });

  // Party B's requests: its organisation's (request_org_id) in the caller's scope, optionally one contract's.
  route(app, ctx, e.requests, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(requestListQuery, req.query ?? {});
    return requestPage(ctx, q, requesterScope(caller));
  });

  // One request: the payer's (in its contract's scope) or party B's (in the request scope); anything else reads as missing.
  route(shared, ctx, e.detail, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(z.object({ id: z.string().trim() }), req.params ?? {});
    const row = (await requestInScope(ctx.db, id, sql`(${payerScope(caller)} or ${requesterScope(caller)})`))
      ? await ctx.db
          .selectFrom('finance_payment_request as r')
          .leftJoin('app_user as u', 'u.id', 'r.request_user_id')
          .selectAll('r')
          .select('u.real_name as request_user_name')
          .where('r.id', '=', id)
          .where((eb) => eb.or([eb('r.tenant_id', '=', caller.tenantId), eb('r.request_org_id', '=', caller.tenantId)]))
          .executeTakeFirst()
      : undefined;
    if (!row) throw new HttpError(400, M.requestNotFound);
    const payments = await ctx.db
      .selectFrom('finance_payment as p')
      .leftJoin('app_user as u', 'u.id', 'p.create_user')
      .selectAll('p')
      .select('u.real_name as create_user_name')
      .where('p.request_id', '=', id)
      .where('p.tenant_id', '=', row.tenant_id)
      .orderBy('p.create_time', 'asc')
      .orderBy('p.id', 'asc')
      .execute();
    return { ...(await toPaymentRequests(ctx.db, [row]))[0], payments: payments.map(toPayment) };
  });

  route(
    app,
    ctx,
    e.submit,
    async (req) => {
      const caller = callerOf(req);
      await requireButton(ctx.db, caller, PAYMENT_REQUEST_BUTTONS.request);
      const input = parseInput(paymentRequestSchema, req.body ?? {});
      const found = await findPaymentContract(ctx.db, input.contractId);
      // Only party B asks; a contract of another kind or not naming the caller reads as not found.
      if (!found || found.party_yi_id !== caller.tenantId || found.kind !== input.contractType) throw new HttpError(400, CONTRACT_MESSAGES.notFound);
      const id = await ctx.db.transaction().execute(async (trx) => {
        await lockOwnerContract(trx, found.tenant_id, found.contract_owner_id);
        const c = (await findPaymentContract(trx, found.id))!;
        if (!REQUESTABLE_STATUSES.includes(Number(c.status_contract))) throw new HttpError(400, M.notSigned);
        const error = requestAmountError(input.currRequestAmount, await requestBase(trx, c));
        if (error) throw new HttpError(400, error);
        if (input.designCompanyId !== c.tenant_id) throw new HttpError(400, M.designCompany);
        const bank = await trx.selectFrom('bank_card').selectAll().where('tenant_id', '=', caller.tenantId).where('id', '=', input.bankId).executeTakeFirst();
        if (!bank) throw new HttpError(400, M.bank);
        const attach = await ownAttachments(trx, caller, input.invoiceAttach);
        const company = await designCompany(trx, c.tenant_id);
        const now = timestamp();
        const rowId = newId();
        await trx
          .insertInto('finance_payment_request')
          .values({
            id: rowId,
            tenant_id: c.tenant_id,
            contract_kind: c.kind,
            contract_id: c.id,
            contract_owner_id: c.contract_owner_id,
            request_org_id: caller.tenantId,
            request_user_id: caller.userId,
            amount: toFen(input.currRequestAmount),
            paid_amount: 0,
            pay_status: PAY_STATUS.toPay,
            request_date: now,
            is_invoice: 1,
            design_company_id: company.designCompanyId,
            design_company_name: company.designCompanyName,
            design_company_tax_no: company.designCompanyTaxNo,
            design_company_tax_address: company.designCompanyTaxAddress,
            design_company_email: company.designCompanyEmail,
            design_company_phone: company.designCompanyPhone,
            bank_id: bank.id,
            bank_name: bank.acc_name,
            bank_account: bank.bank_acc,
            bank_opening: bank.open_bank,
            invoice_attach: JSON.stringify(attach),
            request_remark: input.requestRemark,
            create_user: caller.userId,
            create_dept: caller.deptId ?? '',
            create_time: now,
            update_time: now,
          })
          .execute();
        return rowId;
      });
      const row = await ctx.db.selectFrom('finance_payment_request').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return (await toPaymentRequests(ctx.db, [row]))[0];
    },
    { message: MESSAGES.created },
  );

  // Withdraw: party B's own request (in the caller's scope), only while nothing was paid and it was not refused.
  route(
    app,
    ctx,
    e.remove,
    async (req) => {
      const caller = callerOf(req);
      await requireButton(ctx.db, caller, PAYMENT_REQUEST_BUTTONS.remove);
      const { id } = parseInput(z.object({ id: z.union([z.string(), z.number()]).transform(String) }), { ...(req.body as object), ...(req.params as object) });
      const visible = await requestInScope(ctx.db, id, requesterScope(caller));
      const found = visible ? await ctx.db.selectFrom('finance_payment_request').selectAll().where('id', '=', id).where('request_org_id', '=', caller.tenantId).executeTakeFirst() : undefined;
      if (!found) throw new HttpError(400, M.requestNotFound);
      await ctx.db.transaction().execute(async (trx) => {
        await lockOwnerContract(trx, found.tenant_id, found.contract_owner_id);
        const row = await lockRow<{ pay_status: number; paid_amount: string | number }>(trx, 'finance_payment_request', found.tenant_id, id, M.requestNotFound);
        if (Number(row.pay_status) !== PAY_STATUS.toPay || Number(row.paid_amount) !== 0) throw new HttpError(400, M.notWithdrawable);
        await trx.deleteFrom('finance_payment_request').where('id', '=', id).where('tenant_id', '=', found.tenant_id).execute();
      });
      return null;
    },
    { message: MESSAGES.deleted },
  );
}
