import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';

/** Customers (cust_attention) and their follow-up records, spec 1 §3; limits are the schemas'. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('comp_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('legal', 'varchar(60)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('contacts', 'varchar(40)', (c) => c.notNull())
    .addColumn('phone', 'varchar(40)', (c) => c.notNull())
    .addColumn('wechat', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('qq', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_dept', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_tenant').on('customer').columns(['tenant_id', 'create_time']).execute();
  await db.schema
    .createTable('customer_follow')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('customer_id', ID, (c) => c.notNull())
    .addColumn('start_time', TIME, (c) => c.notNull())
    .addColumn('end_time', TIME, (c) => c.notNull())
    .addColumn('theme', 'varchar(60)', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('img_list', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_follow_customer').on('customer_follow').columns(['tenant_id', 'customer_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_follow').execute();
  await db.schema.dropTable('customer').execute();
}
