import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';

/**
 * Issue 12: one history of modifies (变更) for every resource that has a modify mode; a row names
 * its resource and record, the reason, and the changed fields before and after as JSON text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_history')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('resource', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', ID, (c) => c.notNull())
    .addColumn('change_reason', 'varchar(1000)', (c) => c.notNull())
    .addColumn('before_values', 'text', (c) => c.notNull())
    .addColumn('after_values', 'text', (c) => c.notNull())
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('change_history_record').on('change_history').columns(['tenant_id', 'resource', 'record_id', 'create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('change_history').execute();
}
