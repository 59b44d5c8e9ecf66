import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const TENANT = 'varchar(12)';

/**
 * Issue 15, experts: an application for certification is reviewed by the organisation the applicant
 * belonged to when applying (expert_cert.tenant_id, '' for applications made before); an organisation
 * keeps its own record of each of its certified experts (expert_info).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('expert_cert').addColumn('tenant_id', TENANT, (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createIndex('expert_cert_tenant').on('expert_cert').columns(['tenant_id', 'status']).execute();
  await db.schema
    .createTable('expert_info')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('user_id', ID, (c) => c.notNull().references('app_user.id'))
    .addColumn('no', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('addr', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('birthday', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('educational', 'varchar(4)', (c) => c.notNull().defaultTo(''))
    .addColumn('degree', 'varchar(4)', (c) => c.notNull().defaultTo(''))
    .addColumn('university', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('major', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  // One record per organisation and expert: two saves at once cannot make two.
  await db.schema.createIndex('expert_info_user').on('expert_info').columns(['tenant_id', 'user_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('expert_info').execute();
  await db.schema.dropIndex('expert_cert_tenant').execute();
  await db.schema.alterTable('expert_cert').dropColumn('tenant_id').execute();
}
