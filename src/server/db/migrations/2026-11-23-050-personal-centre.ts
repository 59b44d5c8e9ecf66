import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';

/** The personal centre: profiles, expert certifications, invitation codes and the agreement texts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_profile')
    .addColumn('user_id', ID, (c) => c.primaryKey().references('app_user.id'))
    .addColumn('card_no', 'varchar(18)', (c) => c.notNull().defaultTo(''))
    .addColumn('sex', 'varchar(2)', (c) => c.notNull().defaultTo(''))
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('addr', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('birthday', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('educational', 'varchar(4)', (c) => c.notNull().defaultTo(''))
    .addColumn('degree', 'varchar(4)', (c) => c.notNull().defaultTo(''))
    .addColumn('university', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('major', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('wechat', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('qq', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('resume', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pending_avatar', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('expert_cert')
    .addColumn('user_id', ID, (c) => c.primaryKey().references('app_user.id'))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('real_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('sex', 'varchar(2)', (c) => c.notNull())
    .addColumn('position', 'varchar(60)', (c) => c.notNull())
    .addColumn('educational', 'varchar(4)', (c) => c.notNull())
    .addColumn('university', 'varchar(40)', (c) => c.notNull())
    .addColumn('major', 'varchar(40)', (c) => c.notNull())
    .addColumn('industry_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('major_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('certificate', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('submit_time', TIME, (c) => c.notNull())
    .addColumn('review_user', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('review_org', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('review_time', TIME, (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('invite_code')
    .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('dept_id', ID, (c) => c.notNull())
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('expires_at', TIME)
    .execute();
  await db.schema.createIndex('invite_code_tenant').on('invite_code').column('tenant_id').execute();
  await db.schema
    .createTable('agreement_text')
    .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agreement_text').execute();
  await db.schema.dropTable('invite_code').execute();
  await db.schema.dropTable('expert_cert').execute();
  await db.schema.dropTable('user_profile').execute();
}
