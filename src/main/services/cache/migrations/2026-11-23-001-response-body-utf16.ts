import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

/**
 * Cached answers are kept as UTF-16 blobs rather than UTF-8 text: turning a UTF-8 body full of
 * Chinese into a JavaScript string cost more than the rest of a cached read together, while a
 * UTF-16 blob becomes a string by a plain copy. Cached answers are copies of the server's, so the
 * table is rebuilt empty rather than converted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await recreateResponse(db, 'blob');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await recreateResponse(db, 'text');
}

async function recreateResponse(db: Kysely<unknown>, body: 'blob' | 'text'): Promise<void> {
  await db.schema.dropTable('response').execute();
  await db.schema
    .createTable('response')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('grp', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', body, (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('fetched_at', 'integer', (c) => c.notNull())
    .addColumn('stale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_used_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('response_family').on('response').columns(['module', 'family']).execute();
  await db.schema.createIndex('response_lru').on('response').columns(['kind', 'last_used_at']).execute();
}
