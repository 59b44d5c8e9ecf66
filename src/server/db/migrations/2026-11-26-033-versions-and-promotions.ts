import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';

/**
 * Issue 14: mobile app versions (spec 3 §3), promotions the operator publishes and the sign-ups
 * (leads) visitors leave on the public /promotion page, each followed up by the operator.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_version')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('mobile_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('version_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('version_code', 'varchar(30)', (c) => c.notNull())
    .addColumn('is_update', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('update_remark', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('download_url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('remark', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('create_dept', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_user', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('app_version_terminal').on('app_version').columns(['mobile_type', 'create_time']).execute();

  await db.schema
    .createTable('promotion')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('start_time', TIME, (c) => c.notNull())
    .addColumn('end_time', TIME, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_user', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('promotion_lead')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('promotion_id', ID, (c) => c.notNull())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('company', 'varchar(50)', (c) => c.notNull())
    .addColumn('phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('follow_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('follow_remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('follow_user', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('follow_time', TIME, (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addUniqueConstraint('promotion_lead_phone', ['promotion_id', 'phone'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promotion_lead').execute();
  await db.schema.dropTable('promotion').execute();
  await db.schema.dropTable('app_version').execute();
}
