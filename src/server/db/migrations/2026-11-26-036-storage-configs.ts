import { format } from 'date-fns';
import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';

/**
 * Issue 14: storage configurations (对象存储, spec 3 §7 oss). One row is enabled (status 1); the
 * reference object endpoint, the server's own store, is seeded as the enabled one. The secret is
 * sealed (oss/secrets.ts), never stored as typed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oss_config')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('endpoint', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('bucket', 'varchar(63)', (c) => c.notNull().defaultTo(''))
    .addColumn('region', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('access_key', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('secret_key', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('role_arn', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_user', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull())
    .execute();
  const now = format(new Date(), 'yyyy-MM-dd HH:mm:ss');
  await (db as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto('oss_config')
    .values({ id: '1000000000000000036', tenant_id: '000000', code: 'reference', category: 'reference', remark: '', status: 1, create_time: now, update_time: now })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oss_config').execute();
}
