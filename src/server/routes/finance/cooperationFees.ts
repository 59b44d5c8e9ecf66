/**
 * Cooperation fees (finance-collaboration-charge, spec 2 §7) on the resource builder: the payment
 * (submit: add, and edit while not returned), the return (changeStatus with the return form's body:
 * a conditional write from 0 only, under the fee's row lock, the returned amount recomputed from the
 * paid amount with the shared formula), remove. Paying and returning company: the organisation itself,
 * with one of its own bank cards.
 */
import type { FastifyInstance } from 'fastify';
import { cooperationFeeEndpoints as e } from '@shared/api/financeDepositEndpoints';
import { toFen } from '@shared/domain/contractMoney';
import { COOPERATION_FEE_STATUS } from '@shared/domain/finance';
import { COOPERATION_FEE_BUTTONS, FINANCE_SCREENS } from '@shared/domain/financeButtons';
import {
  checkFeeReturn,
  COOPERATION_FEE_MESSAGES as M,
  cooperationFeePageQuerySchema,
  cooperationFeeReturnSchema,
  cooperationFeeSchema,
  type CooperationFee,
  type CooperationFeeInput,
  type CooperationFeeReturnInput,
} from '@shared/domain/financeCooperationFee';
import { idSchema } from '@shared/domain/fields';
import type { AppContext } from '../../context';
import { fromFen } from '@shared/domain/contractMoney';
import { lockRow } from '../../finance/lockRow';
import { dayRange, equals, like, registerResource } from '../../http/crud';
import { screenApp } from '../../http/screenGrants';
import { HttpError } from '../../http/errors';
import { ownAttachments } from '../project/archiveRows';
import { attachmentsJson, ownBankCard, ownCompanyName, resolvedStore, toCooperationFee, type FeeRow } from './feeDepositRows';

const paid = resolvedStore<Record<string, unknown>>();
const returned = resolvedStore<Record<string, unknown>>();

/** An edit or a return reads the fee under its lock: a returned fee is closed. */
async function lockOpenFee(trx: Parameters<typeof lockRow>[0], tenantId: string, id: string): Promise<FeeRow> {
  const row = await lockRow<FeeRow>(trx, 'finance_cooperation_fee', tenantId, id, M.notFound);
  if (Number(row.status) !== COOPERATION_FEE_STATUS.paid) throw new HttpError(400, M.returned);
  return row;
}

export function registerCooperationFeeRoutes(outer: FastifyInstance, ctx: AppContext): void {
  const app = screenApp(outer, ctx, FINANCE_SCREENS.cooperationFee);
  registerResource<FeeRow, CooperationFee, CooperationFeeInput>(app, ctx, {
    table: 'finance_cooperation_fee',
    name: 'finance-collaboration-charge',
    notFound: M.notFound,
    endpoints: { page: e.page, detail: e.detail, submit: e.submit, remove: e.remove },
    schemas: { page: cooperationFeePageQuerySchema, submit: cooperationFeeSchema, detail: idSchema },
    creator: true,
    columns: { createDept: true, updateTime: true },
    buttons: { add: COOPERATION_FEE_BUTTONS.add, edit: COOPERATION_FEE_BUTTONS.edit, remove: COOPERATION_FEE_BUTTONS.remove },
    filters: { receiptCompanyName: like('receipt_company_name'), payMatter: like('pay_matter'), status: equals('status'), payDate: dayRange('pay_date') },
    sort: { columns: { payDate: 'pay_date', payAmount: 'pay_amount', createTime: 'create_time' }, default: [['create_time', 'desc']] },
    toRecord: toCooperationFee,
    beforeWrite: async (trx, input, caller, existing) => {
      if (existing) await lockOpenFee(trx, caller.tenantId, String(existing.id));
      const company = await ownCompanyName(trx, caller, input.payCompanyId, M.ownCompany);
      const bank = await ownBankCard(trx, caller, input.payBankId, M.payBank);
      const vouchers = await ownAttachments(trx, caller, input.payVoucher);
      paid.keep(input, {
        pay_company_id: caller.tenantId,
        pay_company_name: company,
        pay_bank_id: bank.id,
        pay_bank_name: bank.name,
        pay_bank_card: bank.card,
        pay_bank_open: bank.open,
        pay_voucher: attachmentsJson(vouchers),
      });
    },
    toInsert: (input) => ({ ...columns(input), ...paid.of(input), status: COOPERATION_FEE_STATUS.paid, title: input.payMatter.slice(0, 200) }),
    toUpdate: (input) => ({ ...columns(input), ...paid.of(input), title: input.payMatter.slice(0, 200) }),
    updates: [
      {
        endpoint: e.changeStatus,
        schema: cooperationFeeReturnSchema,
        button: COOPERATION_FEE_BUTTONS.giveBack,
        // The builder writes by id after this: the lock makes two returns of one fee wait, the second finds it returned.
        beforeWrite: async (trx, input: CooperationFeeReturnInput, caller, existing) => {
          const row = await lockOpenFee(trx, caller.tenantId, String(existing?.id));
          const check = checkFeeReturn(fromFen(row.pay_amount as number), input.deductAmount);
          if ('error' in check) throw new HttpError(400, check.error);
          const company = await ownCompanyName(trx, caller, input.restitutionCompanyId, M.ownCompany);
          const bank = await ownBankCard(trx, caller, input.restitutionBankId, M.restitutionBank);
          const vouchers = await ownAttachments(trx, caller, input.restitutionVoucher);
          returned.keep(input, {
            status: COOPERATION_FEE_STATUS.returned,
            restitution_date: input.restitutionDate,
            deduct_amount: toFen(input.deductAmount),
            restitution_amount: toFen(check.restitutionAmount),
            restitution_company_id: caller.tenantId,
            restitution_company_name: company,
            restitution_bank_id: bank.id,
            restitution_bank_name: bank.name,
            restitution_bank_card: bank.card,
            restitution_bank_open: bank.open,
            restitution_voucher: attachmentsJson(vouchers),
            deduct_reason: input.deductReason,
          });
        },
        toUpdate: (input: CooperationFeeReturnInput) => returned.of(input),
      },
    ],
  });
}

function columns(input: CooperationFeeInput) {
  return {
    receipt_company_name: input.receiptCompanyName,
    pay_amount: toFen(input.payAmount),
    pay_date: input.payDate,
    pay_matter: input.payMatter,
    remark: input.remark,
  };
}
