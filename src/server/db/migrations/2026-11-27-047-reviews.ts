import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const TENANT = 'varchar(12)';

/**
 * Issue 15, reviews: one review plan per project (started or shut down), review files with their
 * attachment, the experts assigned to each file and the experts' opinions. Every row is the
 * project's organisation's (tenant_id), under its project; an expert may belong to another
 * organisation and is named by user id. attach_key is the stored object's key, which the shared
 * read rules look up (src/server/reviews/sharedReads.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_plan')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('project_id', ID, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('update_user', ID, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  // One plan per project: two people starting a project's first plan at once cannot make two.
  await db.schema.createIndex('review_plan_project').on('review_plan').columns(['tenant_id', 'project_id']).unique().execute();

  await db.schema
    .createTable('review_file')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('project_id', ID, (c) => c.notNull())
    .addColumn('phase_key', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('attach', 'varchar(2000)', (c) => c.notNull())
    .addColumn('attach_key', 'varchar(1024)', (c) => c.notNull())
    .addColumn('plan_finish_time', TIME, (c) => c.notNull())
    .addColumn('review_require', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_archive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archive_time', TIME, (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_dept', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_file_project').on('review_file').columns(['tenant_id', 'project_id', 'create_time']).execute();
  await db.schema.createIndex('review_file_key').on('review_file').columns(['attach_key']).execute();

  await db.schema
    .createTable('review_expert')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('project_id', ID, (c) => c.notNull())
    .addColumn('file_id', ID, (c) => c.notNull())
    .addColumn('expert_user_id', ID, (c) => c.notNull())
    .addColumn('expert_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('expert_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('expert_org_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  // An expert is assigned to a file once.
  await db.schema.createIndex('review_expert_file').on('review_expert').columns(['file_id', 'expert_user_id']).unique().execute();
  await db.schema.createIndex('review_expert_user').on('review_expert').columns(['expert_user_id', 'create_time']).execute();

  await db.schema
    .createTable('review_opinion')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('project_id', ID, (c) => c.notNull())
    .addColumn('file_id', ID, (c) => c.notNull())
    .addColumn('expert_user_id', ID, (c) => c.notNull())
    .addColumn('expert_tenant_id', TENANT, (c) => c.notNull())
    .addColumn('expert_org_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('has_opinion', 'integer', (c) => c.notNull())
    .addColumn('attach', 'varchar(2000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('attach_key', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  // One opinion per expert per file: a second submit replaces it.
  await db.schema.createIndex('review_opinion_file').on('review_opinion').columns(['file_id', 'expert_user_id']).unique().execute();
  await db.schema.createIndex('review_opinion_key').on('review_opinion').columns(['attach_key']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['review_opinion', 'review_expert', 'review_file', 'review_plan']) await db.schema.dropTable(table).ifExists().execute();
}
