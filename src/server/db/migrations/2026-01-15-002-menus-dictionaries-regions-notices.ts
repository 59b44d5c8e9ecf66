import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menu')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('parent_id', ID, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('path', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('roles', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('query', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('grp', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('menu_tenant_category').on('menu').columns(['tenant_id', 'category']).execute();

  await db.schema
    .createTable('dict')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('parent_id', ID, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('dict_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('dict_value', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_sealed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('dict_code_parent').on('dict').columns(['code', 'parent_id']).execute();

  await db.schema
    .createTable('region')
    .addColumn('code', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('parent_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('has_children', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('region_parent').on('region').column('parent_code').execute();

  await db.schema
    .createTable('notice')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notice_tenant').on('notice').columns(['tenant_id', 'create_time']).execute();

  await db.schema
    .createTable('notice_read')
    .addColumn('notice_id', ID, (c) => c.notNull().references('notice.id'))
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('read_time', TIME, (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_read_pk', ['notice_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notice_read', 'notice', 'region', 'dict', 'menu']) {
    await db.schema.dropTable(table).execute();
  }
}
