import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const TENANT = 'varchar(12)';

/**
 * Issue 15: publication tasks (出版任务). A row of the project's organisation under its project; the
 * publisher (another organisation) reads the rows naming it, hence the index on team_tenant_id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('archive_publication')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('project_id', ID, (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('phase_key', 'varchar(20)', (c) => c.notNull())
    .addColumn('paper_size', 'varchar(200)', (c) => c.notNull())
    .addColumn('paper_type', 'varchar(200)', (c) => c.notNull())
    .addColumn('publishing_num', 'integer', (c) => c.notNull())
    .addColumn('published_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('completion_time', TIME, (c) => c.notNull())
    .addColumn('real_completion_time', TIME, (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('team_tenant_id', TENANT, (c) => c.notNull())
    .addColumn('team_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('team_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('file_id', ID, (c) => c.notNull())
    .addColumn('attach_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('attach_link', 'varchar(1024)', (c) => c.notNull())
    .addColumn('attach_size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('oss_name', 'varchar(1024)', (c) => c.notNull())
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_dept', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('archive_publication_tenant').on('archive_publication').columns(['tenant_id', 'create_time']).execute();
  await db.schema.createIndex('archive_publication_project').on('archive_publication').columns(['tenant_id', 'project_id']).execute();
  await db.schema.createIndex('archive_publication_team').on('archive_publication').columns(['team_tenant_id', 'create_time']).execute();
}
