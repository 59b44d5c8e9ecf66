import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const TENANT = 'varchar(12)';

/**
 * Issue 15: filed projects (备案), initiated projects (立项), the organisations taking part in either
 * (resource providers, platforms) and the teams of a project. Parties are real organisations
 * (tenants), named here as they were when picked. Limits are the shared schemas'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_record')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('status_time', TIME, (c) => c.notNull())
    .addColumn('region_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('detail_addr', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('main_industry', 'varchar(20)', (c) => c.notNull())
    .addColumn('other_industry', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('scale', 'varchar(2000)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_tenant_id', TENANT, (c) => c.notNull())
    .addColumn('owner_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('owner_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_dept', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  // One filing name per organisation: the database holds the rule when two people save at once.
  await db.schema.createIndex('project_record_name').on('project_record').columns(['tenant_id', 'name']).unique().execute();
  await db.schema.createIndex('project_record_tenant').on('project_record').columns(['tenant_id', 'create_time']).execute();

  await db.schema
    .createTable('project')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('record_id', ID, (c) => c.notNull())
    .addColumn('record_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('phase_keys', 'varchar(200)', (c) => c.notNull())
    .addColumn('main_industry', 'varchar(20)', (c) => c.notNull())
    .addColumn('other_industry', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('region_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('detail_addr', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('scale', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('status_initiation', 'integer', (c) => c.notNull())
    .addColumn('status_tender', 'integer', (c) => c.notNull())
    .addColumn('status_contract', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_direct_sign', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_tenant_id', TENANT, (c) => c.notNull())
    .addColumn('owner_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('owner_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('mgr_biz_person', ID, (c) => c.notNull())
    .addColumn('mgr_biz_person_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('mgr_operate', ID, (c) => c.notNull())
    .addColumn('mgr_operate_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('status_time', TIME, (c) => c.notNull())
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_dept', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('project_tenant').on('project').columns(['tenant_id', 'create_time']).execute();
  await db.schema.createIndex('project_code').on('project').columns(['tenant_id', 'code']).unique().execute();
  await db.schema.createIndex('project_record_of').on('project').columns(['tenant_id', 'record_id']).execute();

  // Resource providers of a filing or a project, and the platforms of a project (one of them main).
  await db.schema
    .createTable('project_party')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('subject', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject_id', ID, (c) => c.notNull())
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('party_tenant_id', TENANT, (c) => c.notNull())
    .addColumn('party_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('party_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('project_party_subject').on('project_party').columns(['subject', 'subject_id']).execute();
  await db.schema.createIndex('project_party_of').on('project_party').columns(['party_tenant_id', 'role', 'subject']).execute();

  await db.schema
    .createTable('project_org')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('project_id', ID, (c) => c.notNull())
    .addColumn('org_category', 'varchar(4)', (c) => c.notNull())
    .addColumn('team_tenant_id', TENANT, (c) => c.notNull())
    .addColumn('team_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('team_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('charge_user', 'varchar(60)', (c) => c.notNull())
    .addColumn('business_user', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('technology_user', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('other_participant', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('project_org_project').on('project_org').columns(['tenant_id', 'project_id']).execute();
  await db.schema.createIndex('project_org_team').on('project_org').columns(['team_tenant_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['project_org', 'project_party', 'project', 'project_record']) await db.schema.dropTable(table).execute();
}
