/**
 * Refunds of a bid deposit: finance-deposit/restitution (a refund of 0 < amount ≤ not returned, spec
 * 2 §5) and finance-deposit-restitution/page, /detail. A refund is written in one transaction under
 * the deposit's row lock (lockRow): the bound is read, the refund inserted and the deposit's returned
 * amount and status (bzjzt 2 partly, 3 all) written together, so simultaneous refunds queue and
 * never return more than the deposit.
 */
import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { depositEndpoints as e } from '@shared/api/financeDepositEndpoints';
import { fromFen, toFen } from '@shared/domain/contractMoney';
import { BID_DEPOSIT_BUTTONS, FINANCE_SCREENS } from '@shared/domain/financeButtons';
import { DEPOSIT_MESSAGES as M, depositRefundPageQuerySchema, depositRefundSchema, depositStatusAfter, refundWithin, unreturned } from '@shared/domain/financeDeposit';
import { idSchema } from '@shared/domain/fields';
import { sumMoney } from '@shared/domain/money';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { lockRow } from '../../finance/lockRow';
import { requireButton } from '../../http/buttonGrants';
import { callerOf, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { screenApp } from '../../http/screenGrants';
import { dataScopeOf } from '../../http/scopes';
import { parseInput } from '../../http/validate';
import { ownAttachments } from '../project/archiveRows';
import { attachmentsJson, toDepositRefund, type DepositRow, type RefundRow } from './feeDepositRows';

/** The deposit is the caller's organisation's and inside the caller's data scope on deposits. */
async function requireDeposit(db: Executor, caller: Caller, id: string): Promise<void> {
  let query = db.selectFrom('finance_deposit').select('finance_deposit.id').where('finance_deposit.tenant_id', '=', caller.tenantId).where('finance_deposit.id', '=', id);
  const scope = dataScopeOf(caller, 'finance-deposit', 'finance_deposit');
  if (scope) query = query.where(scope);
  if (!(await query.executeTakeFirst())) throw new HttpError(400, M.notFound);
}

function refunds(db: Executor, caller: Caller) {
  return db
    .selectFrom('finance_deposit_restitution')
    .leftJoin('app_user', 'app_user.id', 'finance_deposit_restitution.create_user')
    .selectAll('finance_deposit_restitution')
    .select('app_user.real_name as create_user_name')
    .where('finance_deposit_restitution.tenant_id', '=', caller.tenantId);
}

export function registerDepositRefundRoutes(outer: FastifyInstance, ctx: AppContext): void {
  const app = screenApp(outer, ctx, FINANCE_SCREENS.bidDeposit);
  route(
    app,
    ctx,
    e.restitution,
    async (req) => {
      const caller = callerOf(req);
      const input = parseInput(depositRefundSchema, req.body ?? {});
      await requireButton(ctx.db, caller, BID_DEPOSIT_BUTTONS.refund);
      await requireDeposit(ctx.db, caller, input.depositId);
      const id = newId();
      await ctx.db.transaction().execute(async (trx) => {
        const deposit = await lockRow<DepositRow>(trx, 'finance_deposit', caller.tenantId, input.depositId, M.notFound);
        const amount = fromFen(deposit.guarantee as number);
        const notReturned = unreturned(amount, fromFen(deposit.restitution_amount as number));
        if (!refundWithin(input.arriveAmount, notReturned)) throw new HttpError(400, M.refundAmount);
        const vouchers = await ownAttachments(trx, caller, input.receiptVoucher);
        const now = timestamp();
        await trx
          .insertInto('finance_deposit_restitution')
          .values({
            id,
            tenant_id: caller.tenantId,
            deposit_id: input.depositId,
            arrive_amount: toFen(input.arriveAmount),
            arrive_date: input.arriveDate,
            receipt_voucher: attachmentsJson(vouchers),
            remark: input.remark,
            deposit_amount: toFen(amount),
            un_restitution_amount: toFen(notReturned),
            create_user: caller.userId,
            create_dept: caller.deptId ?? '',
            create_time: now,
            update_time: now,
          })
          .execute();
        const returned = sumMoney([fromFen(deposit.restitution_amount as number), input.arriveAmount]);
        await trx
          .updateTable('finance_deposit')
          .set({ restitution_amount: toFen(returned), status: depositStatusAfter(amount, returned), update_time: now })
          .where('tenant_id', '=', caller.tenantId)
          .where('id', '=', input.depositId)
          .execute();
      });
      const row = await refunds(ctx.db, caller).where('finance_deposit_restitution.id', '=', id).executeTakeFirstOrThrow();
      return toDepositRefund(row as RefundRow);
    },
    { message: MESSAGES.created },
  );

  route(app, ctx, e.refundPage, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(depositRefundPageQuerySchema, req.query ?? {});
    await requireDeposit(ctx.db, caller, q.depositId);
    const rows = await refunds(ctx.db, caller).where('finance_deposit_restitution.deposit_id', '=', q.depositId).orderBy('finance_deposit_restitution.create_time', 'asc').orderBy('finance_deposit_restitution.id', 'asc').execute();
    // A deposit has few refunds: the page is all of them.
    return pageOf(rows.map((r) => toDepositRefund(r as RefundRow)), rows.length, 1, Math.max(rows.length, 1));
  });

  route(app, ctx, e.refundDetail, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(idSchema, req.query ?? {});
    const row = await refunds(ctx.db, caller).where('finance_deposit_restitution.id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(400, M.refundNotFound);
    await requireDeposit(ctx.db, caller, String(row.deposit_id));
    return toDepositRefund(row as RefundRow);
  });
}
