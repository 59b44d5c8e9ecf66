import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';

/** Feedback of spec 1 §3; text columns are wider than the spec's limits, which the schema enforces. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('require', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('opinion', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('file', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_tenant').on('feedback').columns(['tenant_id', 'create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
