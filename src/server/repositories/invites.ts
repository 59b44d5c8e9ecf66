import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { InviteCodeTable } from '../db/schema-personal';

export type InviteRow = Selectable<InviteCodeTable>;

/**
 * A code with the organisation and department it leads to and who generated it: looked up by the
 * code itself, whoever holds it.
 */
export async function findInvite(db: Executor, code: string) {
  return db
    .selectFrom('invite_code')
    .innerJoin('tenant', 'tenant.tenant_id', 'invite_code.tenant_id')
    .innerJoin('dept', 'dept.id', 'invite_code.dept_id')
    .leftJoin('app_user', 'app_user.id', 'invite_code.create_user')
    .selectAll('invite_code')
    .select(['tenant.name as org_name', 'tenant.category', 'tenant.status as tenant_status', 'dept.name as dept_name', 'app_user.real_name as inviter_name'])
    .where('invite_code.code', '=', code)
    .executeTakeFirst();
}

export async function insertInvite(db: Executor, row: Insertable<InviteCodeTable>): Promise<void> {
  await db.insertInto('invite_code').values(row).execute();
}

/** The organisation's codes that can still be used (neither revoked nor expired), newest first. */
export async function activeInvites(db: Executor, tenantId: string, now: string) {
  return db
    .selectFrom('invite_code')
    .innerJoin('dept', 'dept.id', 'invite_code.dept_id')
    .leftJoin('app_user', 'app_user.id', 'invite_code.create_user')
    .select(['invite_code.code', 'invite_code.create_time', 'invite_code.expires_at', 'dept.name as dept_name', 'app_user.real_name as inviter_name'])
    .where('invite_code.tenant_id', '=', tenantId)
    .where('invite_code.revoked_at', 'is', null)
    .where('invite_code.expires_at', '>', now)
    .orderBy('invite_code.create_time', 'desc')
    .orderBy('invite_code.code')
    .execute();
}

/** Revokes one code of the organisation; false when it has no such code still in force. */
export async function revokeInvite(db: Executor, tenantId: string, code: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('invite_code')
    .set({ revoked_at: now })
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** People waiting for the organisation's approval (posts APPLY), oldest application first. */
export async function pendingApplications(db: Executor, tenantId: string) {
  return db
    .selectFrom('post')
    .innerJoin('app_user', 'app_user.id', 'post.user_id')
    .innerJoin('dept', 'dept.id', 'post.dept_id')
    .select(['post.id', 'post.create_time', 'post.apply_time', 'app_user.real_name', 'app_user.account', 'app_user.phone', 'dept.name as dept_name'])
    .where('post.tenant_id', '=', tenantId)
    .where('post.join_status', '=', 'APPLY')
    .orderBy('post.apply_time')
    .orderBy('post.id')
    .execute();
}

/**
 * Decides one pending application of the organisation: only a post of this tenant still APPLY
 * changes, so another organisation's id, or one decided meanwhile, changes nothing (false).
 */
export async function decideApplication(db: Executor, tenantId: string, postId: string, joinStatus: 'JOINED' | 'REFUSE'): Promise<boolean> {
  const result = await db
    .updateTable('post')
    .set({ join_status: joinStatus })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', postId)
    .where('join_status', '=', 'APPLY')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The organisation's top department, where people who join by code start. */
export async function rootDept(db: Executor, tenantId: string) {
  return db.selectFrom('dept').selectAll().where('tenant_id', '=', tenantId).where('parent_id', '=', '0').orderBy('sort').executeTakeFirst();
}

export async function findPost(db: Executor, tenantId: string, userId: string) {
  return db.selectFrom('post').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirst();
}

/** A person who left asks to come back: their post waits for the administrator again. */
export async function reapplyPost(db: Executor, tenantId: string, postId: string, now: string): Promise<void> {
  await db.updateTable('post').set({ join_status: 'APPLY', apply_time: now }).where('tenant_id', '=', tenantId).where('id', '=', postId).execute();
}
