import type { Updateable } from 'kysely';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { ADMINISTRATOR_ROLE } from '@shared/domain/roleGrant';
import { USER_STATUS, type UserPageQuery } from '@shared/domain/userAdmin';
import type { Executor } from '../db/database';
import type { UserTable } from '../db/schema';
import type { User } from './users';

/** Accounts user administration lists: every one but the removed. */
function listed(db: Executor, q: Partial<UserPageQuery>) {
  let query = db.selectFrom('app_user').where('app_user.is_deleted', '=', 0);
  if (q.account) query = query.where('app_user.account', 'like', `%${q.account}%`);
  if (q.realName) query = query.where('app_user.real_name', 'like', `%${q.realName}%`);
  if (q.phone) query = query.where('app_user.phone', 'like', `%${q.phone}%`);
  if (q.status !== undefined) query = query.where('app_user.status', '=', q.status);
  if (q.userType !== undefined) query = query.where('app_user.user_type', '=', q.userType);
  const tenantId = q.tenantId;
  if (tenantId) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('post').select('post.id').whereRef('post.user_id', '=', 'app_user.id').where('post.tenant_id', '=', tenantId).where('post.join_status', '=', 'JOINED')),
    );
  }
  return query;
}

export async function userAdminPage(db: Executor, q: UserPageQuery): Promise<{ rows: User[]; total: number }> {
  const base = listed(db, q);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let page = base.selectAll('app_user').orderBy('app_user.create_time', 'desc').orderBy('app_user.id', 'desc');
  if (q.size !== -1) page = page.limit(q.size).offset((q.current - 1) * q.size);
  return { rows: await page.execute(), total: Number(total) };
}

export async function userOptions(db: Executor, q: Partial<UserPageQuery>): Promise<Pick<User, 'id' | 'account' | 'real_name'>[]> {
  return listed(db, q).select(['app_user.id', 'app_user.account', 'app_user.real_name']).orderBy('app_user.account').limit(1000).execute();
}

/** A listed account (not removed). */
export async function findListedUser(db: Executor, id: string): Promise<User | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).where('is_deleted', '=', 0).executeTakeFirst();
}

export async function findListedUsers(db: Executor, ids: string[]): Promise<User[]> {
  return db.selectFrom('app_user').selectAll().where('id', 'in', ids).where('is_deleted', '=', 0).execute();
}

/** Another account already holding this account name or phone (removed ones included: the names stay taken). */
export async function userHolding(db: Executor, column: 'account' | 'phone', value: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('app_user').select('id').where(column, '=', value);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return !!(await q.executeTakeFirst());
}

export async function updateUsers(db: Executor, ids: string[], values: Updateable<UserTable>): Promise<void> {
  if (ids.length) await db.updateTable('app_user').set(values).where('id', 'in', ids).execute();
}

/** One membership with the names the screens show. */
export interface UserPostRow {
  id: string;
  user_id: string;
  tenant_id: string;
  tenant_name: string | null;
  dept_id: string;
  dept_name: string | null;
  job_post_id: string;
  job_post_name: string | null;
  post_name: string;
  role_ids: string;
  join_status: string;
}

export async function postsOfUsers(db: Executor, userIds: string[]): Promise<UserPostRow[]> {
  if (!userIds.length) return [];
  return db
    .selectFrom('post')
    .leftJoin('tenant', 'tenant.tenant_id', 'post.tenant_id')
    .leftJoin('dept', 'dept.id', 'post.dept_id')
    .leftJoin('job_post', 'job_post.id', 'post.job_post_id')
    .select([
      'post.id',
      'post.user_id',
      'post.tenant_id',
      'tenant.name as tenant_name',
      'post.dept_id',
      'dept.name as dept_name',
      'post.job_post_id',
      'job_post.post_name as job_post_name',
      'post.post_name',
      'post.role_ids',
      'post.join_status',
    ])
    .where('post.user_id', 'in', userIds)
    .orderBy('post.create_time')
    .execute();
}

/** The profile email of each account that has one (the Excel export's column). */
export async function emailsOfUsers(db: Executor, userIds: string[]): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const rows = await db.selectFrom('user_profile').select(['user_id', 'email']).where('user_id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.user_id, r.email]));
}

export async function roleNames(db: Executor, roleIds: string[]): Promise<Map<string, string>> {
  if (!roleIds.length) return new Map();
  const rows = await db.selectFrom('role').select(['id', 'name']).where('id', 'in', roleIds).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Ends every session of these accounts: their next call is refused and their refresh tokens with them. */
export async function revokeUserSessions(db: Executor, userIds: string[], reason: string, at: string): Promise<void> {
  if (!userIds.length) return;
  await db.updateTable('auth_session').set({ revoked_at: at, revoke_reason: reason }).where('user_id', 'in', userIds).where('revoked_at', 'is', null).execute();
}

/** Ends the accounts' memberships (removal): they leave every organisation. */
export async function endMemberships(db: Executor, userIds: string[], at: string): Promise<void> {
  if (!userIds.length) return;
  await db.updateTable('post').set({ join_status: 'QUIT', update_time: at }).where('user_id', 'in', userIds).where('join_status', 'in', ['JOINED', 'LOCK', 'APPLY']).execute();
}

/**
 * How many accounts can still run the platform: normal, not removed, a JOINED post in the operator
 * organisation holding its administrator role. Checked after a write inside its transaction.
 */
export async function usableOperatorAdministrators(db: Executor): Promise<number> {
  const admin = await db.selectFrom('role').select('id').where('tenant_id', '=', OPERATOR_TENANT).where('alias', '=', ADMINISTRATOR_ROLE).executeTakeFirst();
  if (!admin) return 0;
  const posts = await db
    .selectFrom('post')
    .innerJoin('app_user', 'app_user.id', 'post.user_id')
    .select(['post.user_id', 'post.role_ids'])
    .where('post.tenant_id', '=', OPERATOR_TENANT)
    .where('post.join_status', '=', 'JOINED')
    .where('app_user.status', '=', USER_STATUS.normal)
    .where('app_user.is_deleted', '=', 0)
    .execute();
  return new Set(posts.filter((p) => p.role_ids.split(',').includes(admin.id)).map((p) => p.user_id)).size;
}

export async function tenantNames(db: Executor): Promise<{ id: string; name: string }[]> {
  const rows = await db.selectFrom('tenant').select(['tenant_id', 'name']).orderBy('tenant_id').execute();
  return rows.map((r) => ({ id: r.tenant_id, name: r.name }));
}

export async function tenantExists(db: Executor, tenantId: string): Promise<boolean> {
  return !!(await db.selectFrom('tenant').select('tenant_id').where('tenant_id', '=', tenantId).executeTakeFirst());
}
