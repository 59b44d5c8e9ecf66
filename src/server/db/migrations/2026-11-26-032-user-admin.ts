import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

/**
 * Issue 14, user administration: the account's type (dictionary user_type), nickname and whether
 * its avatar is shown to others (1) or hidden (0). Status 3 (注销) needs no column: status already
 * refuses every value but 1 at sign-in and on every call. is_deleted: removed by user/remove (kept
 * for the records that name it, hidden from every list, its account name and phone stay taken).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('user_type', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('app_user').addColumn('name', 'varchar(50)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('app_user').addColumn('avatar_status', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('app_user').addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['is_deleted', 'avatar_status', 'name', 'user_type']) {
    await db.schema.alterTable('app_user').dropColumn(column).execute();
  }
}
