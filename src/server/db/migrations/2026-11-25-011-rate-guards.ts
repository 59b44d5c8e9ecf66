import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const TIME = 'varchar(19)';

/**
 * Counters that throttle guessing: sign-in failures per account and address, per account, per
 * address; SMS codes sent per phone and per address. One row per scope and subject.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_guard')
    .addColumn('scope', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_hit', TIME, (c) => c.notNull())
    .addColumn('last_hit', TIME, (c) => c.notNull())
    .addColumn('blocked_until', TIME)
    .addPrimaryKeyConstraint('rate_guard_pk', ['scope', 'subject'])
    .execute();
  await db.schema.createIndex('rate_guard_last_hit').on('rate_guard').column('last_hit').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_guard').execute();
}
