import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';

/**
 * Issue 14: the platform's parameters (参数管理, spec 3 §7 param): key, value and remark, edited by
 * the operator and read by the server at the moment it needs one (no restart).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_param')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('param_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('param_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('param_value', 'varchar(1000)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_param').execute();
}
