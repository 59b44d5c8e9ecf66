/** Other income (finance-income-other, migration 2026-11-29-064). */
import type { Generated } from 'kysely';
import type { Fen } from './schema-contracts';

export interface FinanceIncomeTable {
  id: string;
  tenant_id: string;
  /** srlx value. */
  income_type: string;
  pay_company_name: string;
  /** The receiving organisation: the recording one. */
  income_company_id: string;
  income_company_name: Generated<string>;
  /** The organisation's bank card picked, and its values when recorded. */
  income_bank_id: string;
  income_bank_name: Generated<string>;
  income_bank_card: Generated<string>;
  income_bank_open: Generated<string>;
  income_date: string;
  /** Read ONLY through fromFen. */
  income_amount: Fen;
  /** JSON array of attachments ({attachId, name, link, size}). */
  income_voucher: Generated<string>;
  remark: Generated<string>;
  create_user: string;
  create_dept: Generated<string>;
  create_time: string;
  update_time: string;
}

export interface FinanceIncomeTables {
  finance_income: FinanceIncomeTable;
}
