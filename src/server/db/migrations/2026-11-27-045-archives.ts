import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const TENANT = 'varchar(12)';

/**
 * Issue 15: a project's materials, archive files and phase outcomes, rows of the project's
 * organisation under the project. Attachments are JSON lists of the attachment registry's items
 * ({ attachId, name, link, size }); the project's name and code are kept as they were at the write
 * (the spec's projectName / projectCode fields). Limits are the shared schemas'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['project_material', 'project_archive'] as const) {
    let create = db.schema
      .createTable(table)
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
      .addColumn('project_id', ID, (c) => c.notNull())
      .addColumn('project_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('project_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('file_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('attach_list', 'text', (c) => c.notNull())
      .addColumn('archive_time', TIME, (c) => c.notNull().defaultTo(''))
      .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''));
    // Archive completion: 1 not completed, 2 completed.
    if (table === 'project_archive') create = create.addColumn('status', 'integer', (c) => c.notNull().defaultTo(1));
    await create
      .addColumn('create_user', ID, (c) => c.notNull())
      .addColumn('create_dept', ID, (c) => c.notNull())
      .addColumn('create_time', TIME, (c) => c.notNull())
      .addColumn('update_time', TIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_project`).on(table).columns(['tenant_id', 'project_id', 'create_time']).execute();
    await db.schema.createIndex(`${table}_tenant`).on(table).columns(['tenant_id', 'create_time']).execute();
  }

  await db.schema
    .createTable('phase_outcome')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('project_id', ID, (c) => c.notNull())
    .addColumn('project_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('project_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('phase_key', 'varchar(20)', (c) => c.notNull())
    .addColumn('hflx', 'varchar(20)', (c) => c.notNull())
    .addColumn('tzzy', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('attach', 'text', (c) => c.notNull())
    // Up to 2 GB: past a 32-bit integer.
    .addColumn('attach_size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_archive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_dept', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('phase_outcome_project').on('phase_outcome').columns(['tenant_id', 'project_id', 'create_time']).execute();
  await db.schema.createIndex('phase_outcome_tenant').on('phase_outcome').columns(['tenant_id', 'create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['phase_outcome', 'project_archive', 'project_material']) await db.schema.dropTable(table).execute();
}
