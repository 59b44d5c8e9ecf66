import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

/**
 * Issue 14: what the platform's tenant setting limits. account_quota: members the organisation may
 * hold at once (-1 unlimited); expire_time: after it nobody signs in to it ('' never); package_id:
 * the menu package its menus are limited to ('' the whole template); domain: the address it is
 * known by (tenant/info by domain).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant').addColumn('account_quota', 'integer', (c) => c.notNull().defaultTo(-1)).execute();
  await db.schema.alterTable('tenant').addColumn('expire_time', 'varchar(19)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('tenant').addColumn('package_id', 'varchar(32)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('tenant').addColumn('domain', 'varchar(255)', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['domain', 'package_id', 'expire_time', 'account_quota']) {
    await db.schema.alterTable('tenant').dropColumn(column).execute();
  }
}
