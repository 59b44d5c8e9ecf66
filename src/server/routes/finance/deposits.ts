/**
 * Bid deposits (finance-deposit, spec 2 §7) on the resource builder — add, edit and remove while no
 * refund is recorded (a deposit with refunds keeps its amount: they are its history) — and the
 * organisation's tenders for the form's picker. A deposit is for a tender (finance_tender) of the
 * caller's organisation. Refunds: depositRefunds.ts.
 */
import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { depositEndpoints as e } from '@shared/api/financeDepositEndpoints';
import { fromFen, toFen } from '@shared/domain/contractMoney';
import { DEPOSIT_STATUS } from '@shared/domain/finance';
import { BID_DEPOSIT_BUTTONS } from '@shared/domain/financeButtons';
import { DEPOSIT_MESSAGES as M, depositPageQuerySchema, depositSchema, type BidDeposit, type DepositInput } from '@shared/domain/financeDeposit';
import { idSchema, searchText } from '@shared/domain/fields';
import { pageQuerySchema } from '@shared/domain/paging';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { lockRow } from '../../finance/lockRow';
import { callerOf } from '../../http/caller';
import { dayRange, equals, like, registerResource } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { ownAttachments } from '../project/archiveRows';
import type { TenderRow } from './tender';
import { attachmentsJson, resolvedStore, toBidDeposit, type DepositRow } from './feeDepositRows';

const resolved = resolvedStore<Record<string, unknown>>();
const PICKER_MAX = 100;

/** An edit or removal reads the deposit under its lock: one with refunds stays as it is. */
async function lockUnrefunded(trx: Executor, tenantId: string, id: string): Promise<void> {
  const row = await lockRow<DepositRow>(trx, 'finance_deposit', tenantId, id, M.notFound);
  if (Number(row.restitution_amount) !== 0 || Number(row.status) > DEPOSIT_STATUS.paid) throw new HttpError(400, M.refunded);
}

export function registerDepositRoutes(app: FastifyInstance, ctx: AppContext): void {
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

  const bidQuery = pageQuerySchema.extend({ name: searchText });
  route(app, ctx, e.bids, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(bidQuery, req.query ?? {});
    let query = ctx.db
      .selectFrom('finance_tender')
      .select(['id', 'name', 'purchasing_code', 'guarantee', 'payment_deadline', 'refund_date', 'owner_name'])
      .where('tenant_id', '=', caller.tenantId);
    if (q.name) query = query.where('name', 'like', `%${q.name}%`);
    const rows = await query.orderBy('create_time', 'desc').orderBy('id', 'desc').limit(PICKER_MAX).execute();
    const records = rows.map((r) => ({
      id: r.id,
      name: r.name,
      purchasingCode: r.purchasing_code,
      guarantee: fromFen(r.guarantee),
      paymentDeadline: r.payment_deadline,
      refundDate: r.refund_date,
      ownerName: r.owner_name,
    }));
    return pageOf(records, records.length, 1, PICKER_MAX);
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
