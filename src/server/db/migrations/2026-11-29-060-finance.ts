import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const TENANT = 'varchar(12)';
/** Money in whole fen and ratios in hundredths of a percent (src/shared/domain/contractMoney.ts): exact on both databases. */
const FEN = 'bigint';
const BP = 'integer';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = any;

/** The two parties as picked (tenant id, name, code): payer and payee of an invoice or an arrival. */
const parties = (t: Table) =>
  t
    .addColumn('party_jia_id', TENANT, (c: Table) => c.notNull().defaultTo(''))
    .addColumn('party_jia_name', 'varchar(100)', (c: Table) => c.notNull().defaultTo(''))
    .addColumn('party_jia_code', 'varchar(64)', (c: Table) => c.notNull().defaultTo(''))
    .addColumn('party_yi_id', TENANT, (c: Table) => c.notNull().defaultTo(''))
    .addColumn('party_yi_name', 'varchar(100)', (c: Table) => c.notNull().defaultTo(''))
    .addColumn('party_yi_code', 'varchar(64)', (c: Table) => c.notNull().defaultTo(''));

/** Who recorded a row and when. */
const creator = (t: Table) =>
  t
    .addColumn('remark', 'varchar(200)', (c: Table) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c: Table) => c.notNull())
    .addColumn('create_dept', ID, (c: Table) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c: Table) => c.notNull())
    .addColumn('update_time', TIME, (c: Table) => c.notNull());

/**
 * Issue 17, the money of a contract: invoices (owner and platform), arrivals against them with their
 * write-off, other expenses against the project cost, payment requests of production teams and
 * resource providers with the payments made on them, and tenders with their feedback. Every row
 * belongs to the organisation that keeps the contract (tenant_id); the payment request also names the
 * organisation that asked (request_org_id). Limits are the shared schemas'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // kind 'owner': on the owner contract (contract_platform_id ''); 'platform': on a platform or
  // project-management contract (contract_platform_id) under that owner contract.
  await creator(
    parties(
      db.schema
        .createTable('finance_invoice')
        .addColumn('id', ID, (c) => c.primaryKey())
        .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('contract_owner_id', ID, (c) => c.notNull())
        .addColumn('contract_platform_id', ID, (c) => c.notNull().defaultTo(''))
        .addColumn('code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('amount', FEN, (c) => c.notNull())
        .addColumn('invoice_date', TIME, (c) => c.notNull())
        .addColumn('receipt_date', TIME, (c) => c.notNull().defaultTo(''))
        .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('tax_rate', BP, (c) => c.notNull().defaultTo(0))
        .addColumn('taxes', FEN, (c) => c.notNull().defaultTo(0))
        .addColumn('content', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('nums', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('attach', 'text', (c) => c.notNull().defaultTo('')),
    ),
  ).execute();
  await db.schema.createIndex('finance_invoice_tenant').on('finance_invoice').columns(['tenant_id', 'create_time']).execute();
  await db.schema.createIndex('finance_invoice_owner').on('finance_invoice').columns(['contract_owner_id']).execute();

  await creator(
    parties(
      db.schema
        .createTable('finance_arrival')
        .addColumn('id', ID, (c) => c.primaryKey())
        .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('contract_owner_id', ID, (c) => c.notNull())
        .addColumn('contract_platform_id', ID, (c) => c.notNull().defaultTo(''))
        .addColumn('invoice_id', ID, (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('amount', FEN, (c) => c.notNull())
        .addColumn('arrive_date', TIME, (c) => c.notNull())
        .addColumn('write_off', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('write_off_date', TIME, (c) => c.notNull().defaultTo(''))
        .addColumn('write_off_user', ID, (c) => c.notNull().defaultTo(''))
        .addColumn('bank_card_id', ID, (c) => c.notNull().defaultTo(''))
        .addColumn('acc_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('bank_acc', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('open_bank', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('receipt_voucher', 'text', (c) => c.notNull().defaultTo('')),
    ),
  ).execute();
  await db.schema.createIndex('finance_arrival_tenant').on('finance_arrival').columns(['tenant_id', 'create_time']).execute();
  await db.schema.createIndex('finance_arrival_owner').on('finance_arrival').columns(['contract_owner_id']).execute();
  await db.schema.createIndex('finance_arrival_invoice').on('finance_arrival').columns(['invoice_id']).execute();

  await creator(
    db.schema
      .createTable('finance_other_fee')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
      .addColumn('contract_owner_id', ID, (c) => c.notNull())
      .addColumn('disburse_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('amount', FEN, (c) => c.notNull())
      .addColumn('amount_before', FEN, (c) => c.notNull().defaultTo(0))
      .addColumn('change_amount', FEN, (c) => c.notNull().defaultTo(0))
      .addColumn('disburse_date', TIME, (c) => c.notNull())
      .addColumn('disburse_exp', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('pay_voucher', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('finance_other_fee_tenant').on('finance_other_fee').columns(['tenant_id', 'create_time']).execute();
  await db.schema.createIndex('finance_other_fee_owner').on('finance_other_fee').columns(['contract_owner_id']).execute();

  // tenant_id: the organisation that keeps the contract and pays; request_org_id: its party B, who asks.
  await creator(
    db.schema
      .createTable('finance_payment_request')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
      .addColumn('contract_kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('contract_id', ID, (c) => c.notNull())
      .addColumn('contract_owner_id', ID, (c) => c.notNull())
      .addColumn('request_org_id', TENANT, (c) => c.notNull())
      .addColumn('request_user_id', ID, (c) => c.notNull())
      .addColumn('amount', FEN, (c) => c.notNull())
      .addColumn('paid_amount', FEN, (c) => c.notNull().defaultTo(0))
      .addColumn('pay_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('request_date', TIME, (c) => c.notNull())
      .addColumn('pay_date', TIME, (c) => c.notNull().defaultTo(''))
      .addColumn('is_invoice', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('design_company_id', TENANT, (c) => c.notNull().defaultTo(''))
      .addColumn('design_company_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('design_company_tax_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('design_company_tax_address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('design_company_email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('design_company_phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('bank_id', ID, (c) => c.notNull().defaultTo(''))
      .addColumn('bank_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('bank_account', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('bank_opening', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('invoice_attach', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('request_remark', 'varchar(200)', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('finance_payment_request_tenant').on('finance_payment_request').columns(['tenant_id', 'create_time']).execute();
  await db.schema.createIndex('finance_payment_request_contract').on('finance_payment_request').columns(['contract_id']).execute();
  await db.schema.createIndex('finance_payment_request_asker').on('finance_payment_request').columns(['request_org_id']).execute();

  // One row per payment made on a request (partial payments add rows).
  await creator(
    db.schema
      .createTable('finance_payment')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
      .addColumn('request_id', ID, (c) => c.notNull())
      .addColumn('amount', FEN, (c) => c.notNull())
      .addColumn('pay_date', TIME, (c) => c.notNull())
      .addColumn('pay_voucher', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('finance_payment_request_of').on('finance_payment').columns(['request_id']).execute();

  // A tender the organisation bids for, and (feedback) its outcome; platforms are JSON ContractParty.
  await creator(
    db.schema
      .createTable('finance_tender')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
      .addColumn('code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('purchasing_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('status_tender', 'integer', (c) => c.notNull())
      .addColumn('owner_dept_id', TENANT, (c) => c.notNull().defaultTo(''))
      .addColumn('owner_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('owner_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('tender_agent', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('tender_end_time', TIME, (c) => c.notNull())
      .addColumn('regist_fee', FEN, (c) => c.notNull().defaultTo(0))
      .addColumn('guarantee', FEN, (c) => c.notNull().defaultTo(0))
      .addColumn('has_fee', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('payment_deadline', TIME, (c) => c.notNull().defaultTo(''))
      .addColumn('refund_date', TIME, (c) => c.notNull().defaultTo(''))
      .addColumn('charge_user', ID, (c) => c.notNull().defaultTo(''))
      .addColumn('our_company', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('main_platform', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sub_platform', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('has_biz_review', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('biz_review_user', ID, (c) => c.notNull().defaultTo(''))
      .addColumn('biz_review_file', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('has_tech_review', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unit_type', 'varchar(10)', (c) => c.notNull().defaultTo(''))
      .addColumn('tech_unit', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('tech_unit_user', ID, (c) => c.notNull().defaultTo(''))
      .addColumn('tech_review_user', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('tech_review_file', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('tender_file', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('bid_file', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('association_project', 'text', (c) => c.notNull().defaultTo(''))
      // The feedback (bid-feedback/submit): who won, the bonds and a re-bid.
      .addColumn('win_platform', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('win_platform_pt', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('win_attach', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('bond_perf', FEN, (c) => c.notNull().defaultTo(0))
      .addColumn('bond_perf_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bond_perf_time1', TIME, (c) => c.notNull().defaultTo(''))
      .addColumn('bond_perf_time2', TIME, (c) => c.notNull().defaultTo(''))
      .addColumn('bond_quality', FEN, (c) => c.notNull().defaultTo(0))
      .addColumn('bond_quality_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bond_quality_time1', TIME, (c) => c.notNull().defaultTo(''))
      .addColumn('bond_quality_time2', TIME, (c) => c.notNull().defaultTo(''))
      .addColumn('is_rebid', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rebid_date', TIME, (c) => c.notNull().defaultTo(''))
      .addColumn('feedback_remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('feedback_time', TIME, (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('finance_tender_tenant').on('finance_tender').columns(['tenant_id', 'create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['finance_tender', 'finance_payment', 'finance_payment_request', 'finance_other_fee', 'finance_arrival', 'finance_invoice']) {
    await db.schema.dropTable(table).execute();
  }
}
