import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';

/**
 * Issue 14: business dictionaries (dict-biz, spec 3 §7), the same shape as dict in a table of their
 * own; and the dictionaries' version stamp, which moves with every dictionary write and rides on
 * every answer so desktop clients drop their cached dictionaries (docs/decisions.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dict_biz')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('parent_id', ID, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('dict_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('dict_value', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_sealed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('dict_biz_code_parent').on('dict_biz').columns(['code', 'parent_id']).execute();
  await db.schema
    .createTable('dict_stamp')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('stamp', 'varchar(64)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dict_stamp').execute();
  await db.schema.dropTable('dict_biz').execute();
}
