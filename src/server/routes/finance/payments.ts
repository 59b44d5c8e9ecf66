/**
 * The payer's side of payment requests (spec 2 §7): finance_payment_manage/page (requests on the
 * contracts the caller's organisation keeps, in the caller's data scope of the contract's kind), pay (one payment; partial payments add rows) and
 * changeStatus (refuse, 3, while nothing was paid). Each write takes the owner contract's lock, then
 * the request's (lockRow): concurrent payments can never together exceed the request's amount, and
 * paid_amount and pay_status move with the payment rows in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { financePaymentEndpoints as e } from '@shared/api/financePaymentEndpoints';
import { fromFen, toFen } from '@shared/domain/contractMoney';
import { FINANCE_SCREENS, PAYMENT_BUTTONS } from '@shared/domain/financeButtons';
import { PAY_STATUS } from '@shared/domain/finance';
import { PAYMENT_MESSAGES, PAYMENT_REQUEST_MESSAGES, paymentAmountError, paymentSchema, payStatusAfter, refuseSchema } from '@shared/domain/financePayment';
import { sumMoney } from '@shared/domain/money';
import type { AppContext } from '../../context';
import { lockOwnerContract } from '../../contracts/ownerLock';
import type { Executor } from '../../db/database';
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
import { payerScope, requestInScope, requestListQuery, requestPage } from './paymentLists';
import { keptPaymentContracts, toPaymentRequests } from './paymentRows';

interface LockedRequest {
  id: string;
  amount: string | number;
  paid_amount: string | number;
  pay_status: number;
}

/** Runs `write` on the caller's request `id` (kept by its organisation, in its data scope) under the owner contract's lock, then the request's. */
async function onRequest(ctx: AppContext, caller: Caller, id: string, write: (trx: Executor, row: LockedRequest) => Promise<void>) {
  const found = await ctx.db.selectFrom('finance_payment_request').select(['id', 'contract_owner_id']).where('tenant_id', '=', caller.tenantId).where('id', '=', id).executeTakeFirst();
  // A request the caller cannot see in the payer's list cannot be paid or refused either: it reads as missing.
  if (!found || !(await requestInScope(ctx.db, id, payerScope(caller)))) throw new HttpError(400, PAYMENT_REQUEST_MESSAGES.requestNotFound);
  await ctx.db.transaction().execute(async (trx) => {
    await lockOwnerContract(trx, caller.tenantId, found.contract_owner_id);
    const row = await lockRow<LockedRequest>(trx, 'finance_payment_request', caller.tenantId, id, PAYMENT_REQUEST_MESSAGES.requestNotFound);
    await write(trx, row);
  });
  const row = await ctx.db.selectFrom('finance_payment_request').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return (await toPaymentRequests(ctx.db, [row]))[0];
}

export function registerPaymentRoutes(outer: FastifyInstance, ctx: AppContext): void {
  const app = screenApp(outer, ctx, FINANCE_SCREENS.payment);
  route(app, ctx, e.payerPage, async (req) => {
    const caller = callerOf(req);
    return requestPage(ctx, parseInput(requestListQuery, req.query ?? {}), payerScope(caller), keptPaymentContracts(caller.tenantId));
  });

  route(app, ctx, e.pay, async (req) => {
    const caller = callerOf(req);
    await requireButton(ctx.db, caller, PAYMENT_BUTTONS.pay);
    const input = parseInput(paymentSchema, req.body ?? {});
    return onRequest(ctx, caller, input.id, async (trx, row) => {
      const status = Number(row.pay_status);
      if (status === PAY_STATUS.refused || status === PAY_STATUS.paid) throw new HttpError(400, PAYMENT_MESSAGES.closed);
      const amount = fromFen(row.amount);
      const paid = fromFen(row.paid_amount);
      const error = paymentAmountError(input.realityAmount, amount, paid);
      if (error) throw new HttpError(400, error);
      const vouchers = await ownAttachments(trx, caller, input.payVoucher);
      const now = timestamp();
      await trx
        .insertInto('finance_payment')
        .values({
          id: newId(),
          tenant_id: caller.tenantId,
          request_id: row.id,
          amount: toFen(input.realityAmount),
          pay_date: input.payDate,
          pay_voucher: JSON.stringify(vouchers),
          remark: input.remark,
          create_user: caller.userId,
          create_dept: caller.deptId ?? '',
          create_time: now,
          update_time: now,
        })
        .execute();
      const after = sumMoney([paid, input.realityAmount]);
      await trx
        .updateTable('finance_payment_request')
        .set({ paid_amount: toFen(after), pay_status: payStatusAfter(after, amount), pay_date: input.payDate, update_time: now })
        .where('id', '=', row.id)
        .where('tenant_id', '=', caller.tenantId)
        .execute();
    });
  });

  route(app, ctx, e.changeStatus, async (req) => {
    const caller = callerOf(req);
    await requireButton(ctx.db, caller, PAYMENT_BUTTONS.refuse);
    const input = parseInput(refuseSchema, { ...(req.params as object) });
    return onRequest(ctx, caller, input.id, async (trx, row) => {
      if (Number(row.pay_status) === PAY_STATUS.refused) throw new HttpError(400, PAYMENT_MESSAGES.closed);
      if (Number(row.pay_status) !== PAY_STATUS.toPay || Number(row.paid_amount) !== 0) throw new HttpError(400, PAYMENT_MESSAGES.notRefusable);
      await trx.updateTable('finance_payment_request').set({ pay_status: PAY_STATUS.refused, update_time: timestamp() }).where('id', '=', row.id).where('tenant_id', '=', caller.tenantId).execute();
    });
  });
}
