import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenant')
    .addColumn('tenant_id', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'varchar(8)', (c) => c.notNull())
    .addColumn('biz_type', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('logo', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dept')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('parent_id', ID, (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('dept_tenant').on('dept').column('tenant_id').execute();

  await db.schema
    .createTable('role')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('alias', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('role_tenant_alias').unique().on('role').columns(['tenant_id', 'alias']).execute();

  await db.schema
    .createTable('app_user')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('account', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('real_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', TIME)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('post')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('user_id', ID, (c) => c.notNull().references('app_user.id'))
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('dept_id', ID, (c) => c.notNull().references('dept.id'))
    .addColumn('post_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('role_ids', 'varchar(500)', (c) => c.notNull())
    .addColumn('join_status', 'varchar(10)', (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('post_user_tenant_dept').unique().on('post').columns(['user_id', 'tenant_id', 'dept_id']).execute();

  await db.schema
    .createTable('auth_session')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('user_id', ID, (c) => c.notNull().references('app_user.id'))
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('dept_id', ID, (c) => c.notNull())
    .addColumn('role_ids', 'varchar(500)', (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('revoked_at', TIME)
    .addColumn('revoke_reason', 'varchar(20)')
    .execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('session_id', ID, (c) => c.notNull().references('auth_session.id'))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('rotated_at', TIME)
    .execute();
  await db.schema.createIndex('refresh_token_session').on('refresh_token').column('session_id').execute();

  await db.schema
    .createTable('sms_code')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('used_at', TIME)
    .execute();
  await db.schema.createIndex('sms_code_phone').on('sms_code').columns(['phone', 'purpose']).execute();

  await db.schema
    .createTable('captcha')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('used_at', TIME)
    .execute();

  await db.schema
    .createTable('auth_log')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('grant_type', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('client_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('client_port', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_agent', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_log_user').on('auth_log').columns(['user_id', 'create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['auth_log', 'captcha', 'sms_code', 'refresh_token', 'auth_session', 'post', 'app_user', 'role', 'dept', 'tenant']) {
    await db.schema.dropTable(table).execute();
  }
}
