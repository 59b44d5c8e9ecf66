/**
 * Bid deposits (finance-deposit, spec 2 §7) on the resource builder — add, edit and remove while no
 * refund is recorded (a deposit with refunds keeps its amount: they are its history). A deposit is for
 * a tender (finance_tender) of the caller's organisation, which the form picks through the tender list
 * (the app's one tender picker, financeTenders/TenderPicker.tsx). Refunds: depositRefunds.ts.
 */
import type { FastifyInstance } from 'fastify';
import { depositEndpoints as e } from '@shared/api/financeDepositEndpoints';
import { toFen } from '@shared/domain/contractMoney';
import { DEPOSIT_STATUS } from '@shared/domain/finance';
import { BID_DEPOSIT_BUTTONS, FINANCE_SCREENS } from '@shared/domain/financeButtons';
import { DEPOSIT_MESSAGES as M, depositPageQuerySchema, depositSchema, type BidDeposit, type DepositInput } from '@shared/domain/financeDeposit';
import { idSchema } from '@shared/domain/fields';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { lockRow } from '../../finance/lockRow';
import { dayRange, equals, like, registerResource } from '../../http/crud';
import { screenApp } from '../../http/screenGrants';
import { HttpError } from '../../http/errors';
import { ownAttachments } from '../project/archiveRows';
import type { TenderRow } from './tender';
import { attachmentsJson, resolvedStore, toBidDeposit, type DepositRow } from './feeDepositRows';

const resolved = resolvedStore<Record<string, unknown>>();

/** An edit or removal reads the deposit under its lock: one with refunds stays as it is. */
async function lockUnrefunded(trx: Executor, tenantId: string, id: string): Promise<void> {
  const row = await lockRow<DepositRow>(trx, 'finance_deposit', tenantId, id, M.notFound);
  if (Number(row.restitution_amount) !== 0 || Number(row.status) > DEPOSIT_STATUS.paid) throw new HttpError(400, M.refunded);
}

export function registerDepositRoutes(outer: FastifyInstance, ctx: AppContext): void {
  const app = screenApp(outer, ctx, FINANCE_SCREENS.bidDeposit);
  registerResource<DepositRow, BidDeposit, DepositInput>(app, ctx, {
    table: 'finance_deposit',
    name: 'finance-deposit',
    notFound: M.notFound,
    endpoints: { page: e.page, detail: e.detail, submit: e.submit, remove: e.remove },
    schemas: { page: depositPageQuerySchema, submit: depositSchema, detail: idSchema },
    creator: true,
    columns: { createDept: true, updateTime: true },
    buttons: { add: BID_DEPOSIT_BUTTONS.add, edit: BID_DEPOSIT_BUTTONS.edit, remove: BID_DEPOSIT_BUTTONS.remove },
    filters: { bidName: like('bid_name'), receiptUnitName: like('receipt_unit_name'), depositType: equals('deposit_type'), status: equals('status'), payDate: dayRange('pay_date') },
    sort: { columns: { payDate: 'pay_date', guarantee: 'guarantee', createTime: 'create_time' }, default: [['create_time', 'desc']] },
    toRecord: toBidDeposit,
    beforeWrite: async (trx, input, caller, existing) => {
      if (existing) await lockUnrefunded(trx, caller.tenantId, String(existing.id));
      // The tender under its lock: a removal of it (which refuses a tender with deposits) waits or is seen.
      const bid = await lockRow<TenderRow>(trx, 'finance_tender', caller.tenantId, input.bidId, M.bid);
      const vouchers = await ownAttachments(trx, caller, input.payVoucher);
      resolved.keep(input, {
        bid_id: bid.id,
        bid_name: bid.name,
        purchasing_code: bid.purchasing_code,
        code: bid.code,
        title: bid.name,
        payment_deadline: bid.payment_deadline,
        refund_date: bid.refund_date,
        pay_voucher: attachmentsJson(vouchers),
      });
    },
    // Pay date and voucher are required, so a recorded deposit is paid (bzjzt 1); refunds move it on.
    toInsert: (input) => ({ ...columns(input), ...resolved.of(input), status: DEPOSIT_STATUS.paid, restitution_amount: 0 }),
    toUpdate: (input) => ({ ...columns(input), ...resolved.of(input) }),
    removeDependents: async (trx, tenantId, ids) => {
      for (const id of ids) await lockUnrefunded(trx, tenantId, id);
    },
  });
}

function columns(input: DepositInput) {
  return {
    deposit_type: input.depositType,
    receipt_unit_name: input.receiptUnitName,
    guarantee: toFen(input.guarantee),
    pay_date: input.payDate,
    pay_remark: input.payRemark,
  };
}
