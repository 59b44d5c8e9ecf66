import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const TIME = 'varchar(19)';

/**
 * Issue 20: invitation codes can be revoked, the never-expiring demo codes (JOIN<tenant id>) go, and
 * a person who joins by code waits for the administrator (post join_status APPLY since apply_time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invite_code').addColumn('revoked_at', TIME).execute();
  await db.deleteFrom('invite_code' as never).where('expires_at' as never, 'is', null).execute();
  await db.schema.alterTable('post').addColumn('apply_time', TIME).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('post').dropColumn('apply_time').execute();
  await db.schema.alterTable('invite_code').dropColumn('revoked_at').execute();
}
