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

/** What each authenticated call checks, in one query: the session, its post's standing and its person's. */
export interface SessionForCall {
  user_id: string;
  post_id: string;
  role_ids: string;
  revoked_at: string | null;
  user_status: number;
  /** Null when the post is gone. */
  join_status: string | null;
  post_role_ids: string | null;
  /** The post's department now (the permission form may move a member). */
  post_dept_id: string | null;
}

export async function findSessionForCall(db: Executor, id: string): Promise<SessionForCall | undefined> {
  return db
    .selectFrom('auth_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .leftJoin('post as p', (join) => join.onRef('p.id', '=', 's.post_id').onRef('p.user_id', '=', 's.user_id'))
    .select(['s.user_id', 's.post_id', 's.role_ids', 's.revoked_at', 'u.status as user_status', 'p.join_status', 'p.role_ids as post_role_ids', 'p.dept_id as post_dept_id'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** Moves the session to another post (organisation switch). */
export async function setSessionPost(db: Executor, id: string, post: { tenantId: string; deptId: string; roleIds: string; postId: string }): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ tenant_id: post.tenantId, dept_id: post.deptId, role_ids: post.roleIds, post_id: post.postId })
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
