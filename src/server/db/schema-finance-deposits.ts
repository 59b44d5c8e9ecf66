/** Cooperation fees, bid deposits and their refunds (migration 2026-11-29-067). Money columns: fen, read ONLY through fromFen. */
import type { Generated } from 'kysely';
import type { Fen } from './schema-contracts';

interface Creator {
  create_user: string;
  create_dept: Generated<string>;
  create_time: string;
  update_time: string;
}

export interface FinanceCooperationFeeTable extends Creator {
  id: string;
  tenant_id: string;
  code: Generated<string>;
  title: Generated<string>;
  /** 0 not returned, 1 returned. */
  status: number;
  pay_company_id: string;
  pay_company_name: Generated<string>;
  pay_bank_id: Generated<string>;
  pay_bank_name: Generated<string>;
  pay_bank_card: Generated<string>;
  pay_bank_open: Generated<string>;
  receipt_company_name: string;
  pay_amount: Fen;
  pay_date: string;
  pay_matter: string;
  /** JSON ArchiveAttachment list; restitution_voucher too. */
  pay_voucher: Generated<string>;
  remark: Generated<string>;
  restitution_amount: Fen;
  deduct_amount: Fen;
  restitution_date: Generated<string>;
  restitution_company_id: Generated<string>;
  restitution_company_name: Generated<string>;
  restitution_bank_id: Generated<string>;
  restitution_bank_name: Generated<string>;
  restitution_bank_card: Generated<string>;
  restitution_bank_open: Generated<string>;
  restitution_voucher: Generated<string>;
  deduct_reason: Generated<string>;
}

export interface FinanceDepositTable extends Creator {
  id: string;
  tenant_id: string;
  /** bzjlx key. */
  deposit_type: string;
  /** bzjzt. */
  status: number;
  code: Generated<string>;
  title: Generated<string>;
  purchasing_code: Generated<string>;
  bid_id: string;
  bid_name: Generated<string>;
  receipt_unit_id: Generated<string>;
  receipt_unit_name: string;
  receipt_unit_code: Generated<string>;
  guarantee: Fen;
  payment_deadline: Generated<string>;
  refund_date: Generated<string>;
  /** The sum of the refunds, kept with them in one transaction. */
  restitution_amount: Fen;
  pay_date: string;
  pay_voucher: Generated<string>;
  pay_remark: Generated<string>;
}

export interface FinanceDepositRestitutionTable extends Creator {
  id: string;
  tenant_id: string;
  deposit_id: string;
  arrive_amount: Fen;
  arrive_date: string;
  receipt_voucher: Generated<string>;
  remark: Generated<string>;
  /** The deposit's amount and its not-returned amount before this refund, as they were. */
  deposit_amount: Fen;
  un_restitution_amount: Fen;
}

export interface FinanceDepositTables {
  finance_cooperation_fee: FinanceCooperationFeeTable;
  finance_deposit: FinanceDepositTable;
  finance_deposit_restitution: FinanceDepositRestitutionTable;
}
