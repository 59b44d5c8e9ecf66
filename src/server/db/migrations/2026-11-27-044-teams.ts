import { sql, type Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const TENANT = 'varchar(12)';

/**
 * Issue 15, teams and phase plans: the phase plan of a project (one row per phase), and the rules
 * of project_org (migration 040) the database holds when two people save at once: one main team of
 * each category per project, and an organisation once per project.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_phase_plan')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('project_id', ID, (c) => c.notNull())
    .addColumn('phase_key', 'varchar(20)', (c) => c.notNull())
    .addColumn('plan_start_time', TIME, (c) => c.notNull())
    .addColumn('plan_end_time', TIME, (c) => c.notNull())
    .addColumn('real_start_time', TIME, (c) => c.notNull().defaultTo(''))
    .addColumn('real_end_time', TIME, (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('project_phase_plan_phase').unique().on('project_phase_plan').columns(['tenant_id', 'project_id', 'phase_key']).execute();

  await db.schema.createIndex('project_org_one_main').unique().on('project_org').columns(['tenant_id', 'project_id', 'org_category']).where(sql.ref('is_main'), '=', 1).execute();
  await db.schema.createIndex('project_org_team_once').unique().on('project_org').columns(['tenant_id', 'project_id', 'team_tenant_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('project_org_team_once').execute();
  await db.schema.dropIndex('project_org_one_main').execute();
  await db.schema.dropTable('project_phase_plan').execute();
}
