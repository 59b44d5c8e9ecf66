import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const TENANT = 'varchar(12)';

/** The shell's server side: framework agreements, looked-after organisations, guest applications, settings, error logs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('framework_agreement')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('sign_time', TIME, (c) => c.notNull().defaultTo(''))
    .addColumn('expire_time', TIME, (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('framework_agreement_tenant').on('framework_agreement').columns(['tenant_id', 'create_time']).execute();

  await db.schema
    .createTable('biz_attention')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('target_tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('biz_attention_pair').unique().on('biz_attention').columns(['tenant_id', 'target_tenant_id']).execute();

  await db.schema
    .createTable('guest_registration')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('account', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('guest_registration_account').on('guest_registration').columns(['account', 'status']).execute();

  await db.schema
    .createTable('sys_setting')
    .addColumn('param_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('param_value', 'varchar(1000)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('error_log')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull())
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('time', TIME, (c) => c.notNull())
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text', (c) => c.notNull())
    .addColumn('info', 'text', (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('error_log_tenant').on('error_log').columns(['tenant_id', 'create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['error_log', 'sys_setting', 'guest_registration', 'biz_attention', 'framework_agreement']) {
    await db.schema.dropTable(table).execute();
  }
}
