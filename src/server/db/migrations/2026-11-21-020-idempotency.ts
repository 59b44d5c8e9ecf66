import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';

/**
 * Answers stored per Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field"), scoped to
 * the organisation and the person, kept 24 hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_key')
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('idem_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('path', 'varchar(500)', (c) => c.notNull())
    // null while the first request is still being handled
    .addColumn('status', 'integer')
    .addColumn('content_type', 'varchar(100)')
    .addColumn('body', 'text')
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('complete_time', TIME)
    .addPrimaryKeyConstraint('idempotency_key_pk', ['tenant_id', 'user_id', 'idem_key'])
    .execute();
  await db.schema.createIndex('idempotency_key_created').on('idempotency_key').column('create_time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_key').execute();
}
