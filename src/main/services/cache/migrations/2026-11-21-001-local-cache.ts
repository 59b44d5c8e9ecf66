import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('response')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('grp', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('fetched_at', 'integer', (c) => c.notNull())
    .addColumn('stale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_used_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('response_family').on('response').columns(['module', 'family']).execute();
  await db.schema.createIndex('response_lru').on('response').columns(['kind', 'last_used_at']).execute();

  await db.schema
    .createTable('draft')
    .addColumn('form_key', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('form_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('query', 'text')
    .addColumn('body', 'text')
    .addColumn('form', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('outbox_status').on('outbox').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('cache_meta')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['cache_meta', 'outbox', 'draft', 'response']) {
    await db.schema.dropTable(table).execute();
  }
}
