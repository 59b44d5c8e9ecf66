import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const TENANT = 'varchar(12)';

/**
 * Issue 15: task records of filings (备案任务, 现场踏勘, 内部任务) in one table with a variant column,
 * and who opened which record when (the view call). Files are JSON lists of { name, link, size }.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_shot')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('variant', 'varchar(10)', (c) => c.notNull())
    .addColumn('record_id', ID, (c) => c.notNull())
    .addColumn('project_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('task_theme', 'varchar(100)', (c) => c.notNull())
    .addColumn('participants', 'varchar(200)', (c) => c.notNull())
    .addColumn('start_time', TIME, (c) => c.notNull())
    .addColumn('end_time', TIME, (c) => c.notNull())
    .addColumn('task_description', 'varchar(2000)', (c) => c.notNull())
    .addColumn('pictures', 'text', (c) => c.notNull())
    .addColumn('videos', 'text', (c) => c.notNull())
    .addColumn('audio', 'text', (c) => c.notNull())
    .addColumn('attachs', 'text', (c) => c.notNull())
    .addColumn('is_archive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archive_time', TIME, (c) => c.notNull().defaultTo(''))
    .addColumn('display_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_view_time', TIME, (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_dept', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('project_shot_list').on('project_shot').columns(['tenant_id', 'variant', 'create_time']).execute();
  await db.schema.createIndex('project_shot_record').on('project_shot').columns(['tenant_id', 'record_id']).execute();

  // One row per person and record: the first and the latest time they opened it.
  await db.schema
    .createTable('project_shot_view')
    .addColumn('shot_id', ID, (c) => c.notNull())
    .addColumn('tenant_id', TENANT, (c) => c.notNull())
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('first_time', TIME, (c) => c.notNull())
    .addColumn('last_time', TIME, (c) => c.notNull())
    .addPrimaryKeyConstraint('project_shot_view_pk', ['shot_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['project_shot_view', 'project_shot']) await db.schema.dropTable(table).execute();
}
