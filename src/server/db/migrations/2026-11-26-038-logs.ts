import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const TENANT = 'varchar(12)';

/**
 * Issue 14, logs: api_log (every answered /api request) and usual_log (business events); auth_log
 * records refused sign-ins too (what account was tried, why refused, which client); error_log holds
 * the server's own 5xx beside the clients' uploads (source). Each log is pruned by create_time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_log')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    .addColumn('path', 'varchar(500)', (c) => c.notNull())
    .addColumn('query_keys', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('client_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_log_time').on('api_log').columns(['create_time']).execute();

  await db.schema
    .createTable('usual_log')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('target_ids', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('client_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('usual_log_time').on('usual_log').columns(['create_time']).execute();

  // SQLite adds one column per statement.
  await db.schema.alterTable('auth_log').addColumn('account', 'varchar(100)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('auth_log').addColumn('success', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('auth_log').addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('auth_log').addColumn('client_id', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createIndex('auth_log_time').on('auth_log').columns(['tenant_id', 'create_time']).execute();

  await db.schema.alterTable('error_log').addColumn('source', 'varchar(10)', (c) => c.notNull().defaultTo('client')).execute();
  await db.schema.createIndex('error_log_time').on('error_log').columns(['create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('error_log_time').execute();
  await db.schema.alterTable('error_log').dropColumn('source').execute();
  await db.schema.dropIndex('auth_log_time').execute();
  for (const column of ['client_id', 'reason', 'success', 'account']) await db.schema.alterTable('auth_log').dropColumn(column).execute();
  await db.schema.dropTable('usual_log').execute();
  await db.schema.dropTable('api_log').execute();
}
