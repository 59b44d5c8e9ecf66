import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { InviteCodeTable } from '../db/schema-personal';

export type InviteRow = Selectable<InviteCodeTable>;

/**
 * A code with the organisation and department it leads to and who generated it (none for the seeded
 * codes): looked up by the code itself, whoever holds it.
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

export async function countInvites(db: Executor): Promise<number> {
  const row = await db.selectFrom('invite_code').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The organisation's top department, where people who join by code start. */
export async function rootDept(db: Executor, tenantId: string) {
  return db.selectFrom('dept').selectAll().where('tenant_id', '=', tenantId).where('parent_id', '=', '0').orderBy('sort').executeTakeFirst();
}

export async function findPost(db: Executor, tenantId: string, userId: string) {
  return db.selectFrom('post').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirst();
}

export async function setPostJoinStatus(db: Executor, tenantId: string, postId: string, joinStatus: string): Promise<void> {
  await db.updateTable('post').set({ join_status: joinStatus }).where('tenant_id', '=', tenantId).where('id', '=', postId).execute();
}
