import { PostgresAdapter, sql, type Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const KEY = 'varchar(1024)';

/**
 * Storage credentials narrowed (issue 20): each is tied to the session that asked for it and has a
 * scope (upload to one key, or read one key); its secret is sealed with the server's key, which
 * needs a wider column. Upload grants record which object key the server chose for whose upload.
 * Rows from before have no scope and are refused by the endpoint from now on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oss_credential').addColumn('session_id', ID, (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('oss_credential').addColumn('scope', 'varchar(16)', (c) => c.notNull().defaultTo('')).execute();
  // SQLite does not enforce varchar lengths (and cannot alter a column's type); PostgreSQL does.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`alter table oss_credential alter column access_key_secret type varchar(200)`.execute(db);

  await db.schema
    .createTable('oss_grant')
    .addColumn('object_key', KEY, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oss_grant_created').on('oss_grant').column('create_time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oss_grant').ifExists().execute();
  await db.schema.alterTable('oss_credential').dropColumn('scope').execute();
  await db.schema.alterTable('oss_credential').dropColumn('session_id').execute();
}
