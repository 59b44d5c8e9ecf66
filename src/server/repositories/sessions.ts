import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { AuthSessionTable, RefreshTokenTable } from '../db/schema';

export type AuthSession = Selectable<AuthSessionTable>;
export type RefreshToken = Selectable<RefreshTokenTable>;

export async function insertSession(db: Executor, row: Insertable<AuthSessionTable>): Promise<void> {
  await db.insertInto('auth_session').values(row).execute();
}

export async function findSession(db: Executor, id: string): Promise<AuthSession | undefined> {
  return db.selectFrom('auth_session').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves the session to another post (organisation switch). */
export async function setSessionPost(db: Executor, id: string, post: { tenantId: string; deptId: string; roleIds: string }): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ tenant_id: post.tenantId, dept_id: post.deptId, role_ids: post.roleIds })
    .where('id', '=', id)
    .execute();
}

export async function revokeSession(db: Executor, id: string, reason: string, at: string): Promise<void> {
  await db.updateTable('auth_session').set({ revoked_at: at, revoke_reason: reason }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

export async function insertRefreshToken(db: Executor, row: Insertable<RefreshTokenTable>): Promise<void> {
  await db.insertInto('refresh_token').values(row).execute();
}

export async function findRefreshToken(db: Executor, tokenHash: string): Promise<RefreshToken | undefined> {
  return db.selectFrom('refresh_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks a refresh token used; false when another request got there first (so it counts as reuse). */
export async function markRefreshTokenRotated(db: Executor, tokenHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_token')
    .set({ rotated_at: at })
    .where('token_hash', '=', tokenHash)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
