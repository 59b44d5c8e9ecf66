import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const TENANT = 'varchar(12)';
/** Money in whole fen (src/shared/domain/contractMoney.ts): exact on both databases. */
const FEN = 'bigint';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = any;

/** Who recorded a row and when. */
const creator = (t: Table) =>
  t
    .addColumn('create_user', ID, (c: Table) => c.notNull())
    .addColumn('create_dept', ID, (c: Table) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c: Table) => c.notNull())
    .addColumn('update_time', TIME, (c: Table) => c.notNull());

/** A bank account as picked: the card's id with its name, number and opening bank copied (the card may change later). */
const bank = (t: Table, prefix: string) =>
  t
    .addColumn(`${prefix}_bank_id`, ID, (c: Table) => c.notNull().defaultTo(''))
    .addColumn(`${prefix}_bank_name`, 'varchar(100)', (c: Table) => c.notNull().defaultTo(''))
    .addColumn(`${prefix}_bank_card`, 'varchar(64)', (c: Table) => c.notNull().defaultTo(''))
    .addColumn(`${prefix}_bank_open`, 'varchar(100)', (c: Table) => c.notNull().defaultTo(''));

/**
 * Issue 17 (H7): cooperation fees (paid, then returned less a deduction), bid deposits on the
 * organisation's tenders and their refunds. Every row belongs to the organisation that paid (tenant_id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await creator(
    bank(
      bank(
        db.schema
          .createTable('finance_cooperation_fee')
          .addColumn('id', ID, (c) => c.primaryKey())
          .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
          .addColumn('code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
          .addColumn('title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
          .addColumn('status', 'integer', (c) => c.notNull())
          .addColumn('pay_company_id', TENANT, (c) => c.notNull())
          .addColumn('pay_company_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
          .addColumn('receipt_company_name', 'varchar(30)', (c) => c.notNull())
          .addColumn('pay_amount', FEN, (c) => c.notNull())
          .addColumn('pay_date', TIME, (c) => c.notNull())
          .addColumn('pay_matter', 'varchar(200)', (c) => c.notNull())
          .addColumn('pay_voucher', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
          .addColumn('restitution_amount', FEN, (c) => c.notNull().defaultTo(0))
          .addColumn('deduct_amount', FEN, (c) => c.notNull().defaultTo(0))
          .addColumn('restitution_date', TIME, (c) => c.notNull().defaultTo(''))
          .addColumn('restitution_company_id', TENANT, (c) => c.notNull().defaultTo(''))
          .addColumn('restitution_company_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
          .addColumn('restitution_voucher', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('deduct_reason', 'varchar(200)', (c) => c.notNull().defaultTo('')),
        'pay',
      ),
      'restitution',
    ),
  ).execute();
  await db.schema.createIndex('finance_cooperation_fee_tenant').on('finance_cooperation_fee').columns(['tenant_id', 'create_time']).execute();

  await creator(
    db.schema
      .createTable('finance_deposit')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
      .addColumn('deposit_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('purchasing_code', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('bid_id', ID, (c) => c.notNull())
      .addColumn('bid_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('receipt_unit_id', ID, (c) => c.notNull().defaultTo(''))
      .addColumn('receipt_unit_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('receipt_unit_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('guarantee', FEN, (c) => c.notNull())
      .addColumn('payment_deadline', TIME, (c) => c.notNull().defaultTo(''))
      .addColumn('refund_date', TIME, (c) => c.notNull().defaultTo(''))
      .addColumn('restitution_amount', FEN, (c) => c.notNull().defaultTo(0))
      .addColumn('pay_date', TIME, (c) => c.notNull())
      .addColumn('pay_voucher', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('pay_remark', 'varchar(200)', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('finance_deposit_tenant').on('finance_deposit').columns(['tenant_id', 'create_time']).execute();

  await creator(
    db.schema
      .createTable('finance_deposit_restitution')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
      .addColumn('deposit_id', ID, (c) => c.notNull())
      .addColumn('arrive_amount', FEN, (c) => c.notNull())
      .addColumn('arrive_date', TIME, (c) => c.notNull())
      .addColumn('receipt_voucher', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('deposit_amount', FEN, (c) => c.notNull())
      .addColumn('un_restitution_amount', FEN, (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('finance_deposit_restitution_deposit').on('finance_deposit_restitution').columns(['deposit_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['finance_deposit_restitution', 'finance_deposit', 'finance_cooperation_fee']) {
    await db.schema.dropTable(table).execute();
  }
}
