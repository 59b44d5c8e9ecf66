import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const TENANT = 'varchar(12)';
/** Money in whole fen (src/shared/domain/contractMoney.ts): exact on both databases. */
const FEN = 'bigint';

/**
 * Issue 17, other income (finance-income-other): money an organisation received outside its contracts,
 * into one of its own bank cards (whose name, account and bank are kept as they were when recorded).
 * income_company_id is the receiving organisation, which is the recording one (tenant_id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('finance_income')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('income_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('pay_company_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('income_company_id', TENANT, (c) => c.notNull())
    .addColumn('income_company_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('income_bank_id', ID, (c) => c.notNull())
    .addColumn('income_bank_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('income_bank_card', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('income_bank_open', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('income_date', TIME, (c) => c.notNull())
    .addColumn('income_amount', FEN, (c) => c.notNull())
    .addColumn('income_voucher', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_dept', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('finance_income_tenant').on('finance_income').columns(['tenant_id', 'create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('finance_income').execute();
}
