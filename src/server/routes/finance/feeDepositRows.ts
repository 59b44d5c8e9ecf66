/**
 * What the cooperation-fee and deposit routes share: the rows as the builder reads them, their API
 * records (money through fromFen only), and the checks a write resolves before its insert — the
 * organisation's own bank card, its own attachments, its own tender — kept per input for toInsert.
 */
import { fromFen } from '@shared/domain/contractMoney';
import type { CooperationFee } from '@shared/domain/financeCooperationFee';
import { unreturned, type BidDeposit, type DepositRefund, type DepositStatus } from '@shared/domain/financeDeposit';
import type { CooperationFeeStatus } from '@shared/domain/financeCooperationFee';
import type { ArchiveAttachment } from '@shared/domain/projectArchive';
import type { Executor } from '../../db/database';
import type { FinanceCooperationFeeTable, FinanceDepositRestitutionTable, FinanceDepositTable } from '../../db/schema-finance-deposits';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { readAttachments } from '../project/archiveRows';

type Named = { create_user_name?: string | null };
export type FeeRow = { [K in keyof FinanceCooperationFeeTable]: unknown } & Named & Record<string, unknown>;
export type DepositRow = { [K in keyof FinanceDepositTable]: unknown } & Named & Record<string, unknown>;
export type RefundRow = { [K in keyof FinanceDepositRestitutionTable]: unknown } & Named & Record<string, unknown>;

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const fen = (v: unknown) => fromFen(v as number | string);

export function toCooperationFee(r: FeeRow): CooperationFee {
  return {
    id: s(r.id),
    tenantId: s(r.tenant_id),
    code: s(r.code),
    title: s(r.title),
    status: Number(r.status) as CooperationFeeStatus,
    payCompanyId: s(r.pay_company_id),
    payCompanyName: s(r.pay_company_name),
    payBankId: s(r.pay_bank_id),
    payBankName: s(r.pay_bank_name),
    payBankCard: s(r.pay_bank_card),
    payBankOpen: s(r.pay_bank_open),
    receiptCompanyName: s(r.receipt_company_name),
    payAmount: fen(r.pay_amount),
    payDate: s(r.pay_date),
    payMatter: s(r.pay_matter),
    payVoucher: readAttachments(s(r.pay_voucher)),
    remark: s(r.remark),
    restitutionAmount: fen(r.restitution_amount),
    deductAmount: fen(r.deduct_amount),
    restitutionDate: s(r.restitution_date),
    restitutionCompanyId: s(r.restitution_company_id),
    restitutionCompanyName: s(r.restitution_company_name),
    restitutionBankId: s(r.restitution_bank_id),
    restitutionBankName: s(r.restitution_bank_name),
    restitutionBankCard: s(r.restitution_bank_card),
    restitutionBankOpen: s(r.restitution_bank_open),
    restitutionVoucher: readAttachments(s(r.restitution_voucher)),
    deductReason: s(r.deduct_reason),
    createUser: s(r.create_user),
    createUserName: s(r.create_user_name),
    createTime: s(r.create_time),
  };
}

export function toBidDeposit(r: DepositRow): BidDeposit {
  return {
    id: s(r.id),
    tenantId: s(r.tenant_id),
    depositType: s(r.deposit_type),
    status: Number(r.status) as DepositStatus,
    code: s(r.code),
    title: s(r.title),
    purchasingCode: s(r.purchasing_code),
    bidId: s(r.bid_id),
    bidName: s(r.bid_name),
    receiptUnitId: s(r.receipt_unit_id),
    receiptUnitName: s(r.receipt_unit_name),
    receiptUnitCode: s(r.receipt_unit_code),
    guarantee: fen(r.guarantee),
    paymentDeadline: s(r.payment_deadline),
    refundDate: s(r.refund_date),
    restitutionAmount: fen(r.restitution_amount),
    unRestitutionAmount: unreturned(fen(r.guarantee), fen(r.restitution_amount)),
    payDate: s(r.pay_date),
    payVoucher: readAttachments(s(r.pay_voucher)),
    payRemark: s(r.pay_remark),
    createUser: s(r.create_user),
    createUserName: s(r.create_user_name),
    createTime: s(r.create_time),
  };
}

export function toDepositRefund(r: RefundRow): DepositRefund {
  return {
    id: s(r.id),
    tenantId: s(r.tenant_id),
    depositId: s(r.deposit_id),
    arriveAmount: fen(r.arrive_amount),
    arriveDate: s(r.arrive_date),
    receiptVoucher: readAttachments(s(r.receipt_voucher)),
    remark: s(r.remark),
    depositAmount: fen(r.deposit_amount),
    unRestitutionAmount: fen(r.un_restitution_amount),
    createUser: s(r.create_user),
    createUserName: s(r.create_user_name),
    createTime: s(r.create_time),
  };
}

/** The organisation's own bank card (name, number, opening bank copied onto the row), else `message`. */
export async function ownBankCard(db: Executor, caller: Caller, id: string, message: string): Promise<{ id: string; name: string; card: string; open: string }> {
  const card = await db.selectFrom('bank_card').select(['id', 'acc_name', 'bank_acc', 'open_bank']).where('tenant_id', '=', caller.tenantId).where('id', '=', id).executeTakeFirst();
  if (!card) throw new HttpError(400, message);
  return { id: card.id, name: card.acc_name, card: card.bank_acc, open: card.open_bank };
}

/** The organisation's name (the paying and returning company is the organisation itself). */
export async function ownCompanyName(db: Executor, caller: Caller, id: string, message: string): Promise<string> {
  if (id !== caller.tenantId) throw new HttpError(400, message);
  const row = await db.selectFrom('tenant').select('name').where('tenant_id', '=', caller.tenantId).executeTakeFirst();
  return row?.name ?? '';
}

/** What a write resolved in its transaction, read back by the builder's toInsert / toUpdate of the same input. */
export function resolvedStore<T>() {
  const store = new WeakMap<object, T>();
  return {
    keep: (input: object, value: T) => store.set(input, value),
    of: (input: object): T => {
      const value = store.get(input);
      if (!value) throw new Error('write resolved outside its beforeWrite');
      return value;
    },
  };
}

export const attachmentsJson = (items: ArchiveAttachment[]) => JSON.stringify(items);
