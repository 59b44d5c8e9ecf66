/** The money of a contract: invoices, arrivals, other expenses, payment requests and payments, tenders (migration 2026-11-29-060). */
import type { Generated } from 'kysely';
import type { Bp, Fen } from './schema-contracts';

/** Money and ratio columns read ONLY through fromFen / fromBasisPoints (PostgreSQL answers BIGINT and SUM as text). */
interface CreatorColumns {
  remark: Generated<string>;
  create_user: string;
  create_dept: Generated<string>;
  create_time: string;
  update_time: string;
}

/** Payer (甲方) and payee (乙方) as picked: tenant id, name, code. */
interface FinancePartyColumns {
  party_jia_id: Generated<string>;
  party_jia_name: Generated<string>;
  party_jia_code: Generated<string>;
  party_yi_id: Generated<string>;
  party_yi_name: Generated<string>;
  party_yi_code: Generated<string>;
}

/** 'owner': on the owner contract; 'platform': on a platform or project-management contract under it. */
export type FinanceContractKind = 'owner' | 'platform';

export interface FinanceInvoiceTable extends CreatorColumns, FinancePartyColumns {
  id: string;
  tenant_id: string;
  kind: FinanceContractKind;
  contract_owner_id: string;
  /** '' for an owner invoice. */
  contract_platform_id: Generated<string>;
  code: Generated<string>;
  name: string;
  /** fpzt: 1 issued, 2 partly received, 3 fully received, 4 voided. */
  status: number;
  /** currInvoiceAmount. */
  amount: Fen;
  invoice_date: string;
  /** The expected receipt date (direct projects), '' when not given. */
  receipt_date: Generated<string>;
  /** fplx value; its remark is the tax rate. */
  type: Generated<string>;
  tax_rate: Bp;
  taxes: Fen;
  /** fpnr value. */
  content: Generated<string>;
  /** Invoice numbers separated by Chinese commas (supplement form). */
  nums: Generated<string>;
  /** JSON array of attachments ({attachId, name, link, size}). */
  attach: Generated<string>;
}

export interface FinanceArrivalTable extends CreatorColumns, FinancePartyColumns {
  id: string;
  tenant_id: string;
  kind: FinanceContractKind;
  contract_owner_id: string;
  contract_platform_id: Generated<string>;
  invoice_id: string;
  name: Generated<string>;
  /** arriveAmount. */
  amount: Fen;
  arrive_date: string;
  /** dzhx: 0 not written off, 1 written off (then no longer editable or removable). */
  write_off: Generated<number>;
  write_off_date: Generated<string>;
  write_off_user: Generated<string>;
  /** The organisation's bank card picked (direct-sign contracts) and its values at the time. */
  bank_card_id: Generated<string>;
  acc_name: Generated<string>;
  bank_acc: Generated<string>;
  open_bank: Generated<string>;
  /** JSON array of attachments. */
  receipt_voucher: Generated<string>;
}

export interface FinanceOtherFeeTable extends CreatorColumns {
  id: string;
  tenant_id: string;
  contract_owner_id: string;
  /** zclx value. */
  disburse_type: string;
  /** disburseAmount: what the expense takes from the project cost. */
  amount: Fen;
  /** The amount before the last edit (disburseAmountBefore). */
  amount_before: Fen;
  change_amount: Fen;
  disburse_date: string;
  disburse_exp: Generated<string>;
  pay_voucher: Generated<string>;
}

export interface FinancePaymentRequestTable extends CreatorColumns {
  id: string;
  /** The organisation that keeps the contract and pays. */
  tenant_id: string;
  contract_kind: 'production' | 'resource';
  contract_id: string;
  contract_owner_id: string;
  /** Party B of the contract: the organisation that asks. */
  request_org_id: string;
  request_user_id: string;
  /** currRequestAmount. */
  amount: Fen;
  /** What was paid on it so far (realityAmount), the sum of its finance_payment rows. */
  paid_amount: Fen;
  /** qkfkzt: 0 to pay, 1 partly paid, 2 paid, 3 refused. */
  pay_status: Generated<number>;
  request_date: string;
  /** The last payment's date. */
  pay_date: Generated<string>;
  is_invoice: Generated<number>;
  design_company_id: Generated<string>;
  design_company_name: Generated<string>;
  design_company_tax_no: Generated<string>;
  design_company_tax_address: Generated<string>;
  design_company_email: Generated<string>;
  design_company_phone: Generated<string>;
  bank_id: Generated<string>;
  bank_name: Generated<string>;
  bank_account: Generated<string>;
  bank_opening: Generated<string>;
  invoice_attach: Generated<string>;
  request_remark: Generated<string>;
}

export interface FinancePaymentTable extends CreatorColumns {
  id: string;
  tenant_id: string;
  request_id: string;
  amount: Fen;
  pay_date: string;
  pay_voucher: Generated<string>;
}

export interface FinanceTenderTable extends CreatorColumns {
  id: string;
  tenant_id: string;
  code: Generated<string>;
  purchasing_code: string;
  name: string;
  /** bdzt: new 4, re-bid 6; feedback 5, 7, 8. */
  status_tender: number;
  owner_dept_id: Generated<string>;
  owner_name: Generated<string>;
  owner_code: Generated<string>;
  tender_agent: Generated<string>;
  tender_end_time: string;
  regist_fee: Fen;
  guarantee: Fen;
  has_fee: Generated<number>;
  payment_deadline: Generated<string>;
  refund_date: Generated<string>;
  charge_user: Generated<string>;
  /** JSON ContractParty; main_platform too; sub_platform a JSON list. */
  our_company: Generated<string>;
  main_platform: Generated<string>;
  sub_platform: Generated<string>;
  has_biz_review: Generated<number>;
  biz_review_user: Generated<string>;
  biz_review_file: Generated<string>;
  has_tech_review: Generated<number>;
  unit_type: Generated<string>;
  tech_unit: Generated<string>;
  tech_unit_user: Generated<string>;
  tech_review_user: Generated<string>;
  tech_review_file: Generated<string>;
  tender_file: Generated<string>;
  bid_file: Generated<string>;
  association_project: Generated<string>;
  win_platform: Generated<string>;
  win_platform_pt: Generated<string>;
  win_attach: Generated<string>;
  bond_perf: Fen;
  bond_perf_status: Generated<number>;
  bond_perf_time1: Generated<string>;
  bond_perf_time2: Generated<string>;
  bond_quality: Fen;
  bond_quality_status: Generated<number>;
  bond_quality_time1: Generated<string>;
  bond_quality_time2: Generated<string>;
  is_rebid: Generated<number>;
  rebid_date: Generated<string>;
  feedback_remark: Generated<string>;
  feedback_time: Generated<string>;
}

export interface FinanceTables {
  finance_invoice: FinanceInvoiceTable;
  finance_arrival: FinanceArrivalTable;
  finance_other_fee: FinanceOtherFeeTable;
  finance_payment_request: FinancePaymentRequestTable;
  finance_payment: FinancePaymentTable;
  finance_tender: FinanceTenderTable;
}
