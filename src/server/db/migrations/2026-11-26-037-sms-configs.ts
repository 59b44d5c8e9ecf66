import { format } from 'date-fns';
import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';

/**
 * Issue 14: SMS configurations (短信配置, spec 3 §7 sms). One row is enabled (status 1); the
 * reference console (codes and messages printed on the server's standard output) is seeded as the enabled one. The secret is
 * sealed (oss/secrets.ts), never stored as typed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_config')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('template_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('region', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('sign_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('access_key', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('secret_key', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_user', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  const now = format(new Date(), 'yyyy-MM-dd HH:mm:ss');
  await (db as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto('sms_config')
    .values({ id: '1000000000000000037', tenant_id: '000000', code: 'console', category: 'console', remark: '', status: 1, create_time: now, update_time: now })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_config').execute();
}
