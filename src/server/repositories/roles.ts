import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { RoleTable } from '../db/schema';

export type Role = Selectable<RoleTable>;

export async function insertRoles(db: Executor, rows: Insertable<RoleTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('role').values(rows).execute();
}

/** The roles of one organisation among `ids`, in the organisation's order. */
export async function findRoles(db: Executor, tenantId: string, ids: string[]): Promise<Role[]> {
  if (!ids.length) return [];
  return db.selectFrom('role').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).orderBy('sort').execute();
}

export async function rolesOfTenant(db: Executor, tenantId: string): Promise<Role[]> {
  return db.selectFrom('role').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').execute();
}

export async function findRole(db: Executor, tenantId: string, id: string): Promise<Role | undefined> {
  return db.selectFrom('role').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function roleByAlias(db: Executor, tenantId: string, alias: string): Promise<Role | undefined> {
  return db.selectFrom('role').selectAll().where('tenant_id', '=', tenantId).where('alias', '=', alias).executeTakeFirst();
}

export async function updateRole(db: Executor, tenantId: string, id: string, values: Pick<Role, 'name' | 'alias' | 'parent_id' | 'sort' | 'remark'>): Promise<void> {
  await db.updateTable('role').set(values).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function deleteRoles(db: Executor, tenantId: string, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('role').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

/** A membership row with who holds it and where, for role members and the last-administrator rule. */
export interface MemberPost {
  id: string;
  user_id: string;
  role_ids: string;
  join_status: string;
  real_name: string;
  phone: string;
  dept_name: string;
}

/** Every membership of one organisation, whatever its state. */
export async function postsOfTenant(db: Executor, tenantId: string): Promise<MemberPost[]> {
  return db
    .selectFrom('post')
    .innerJoin('app_user', 'app_user.id', 'post.user_id')
    .leftJoin('dept', 'dept.id', 'post.dept_id')
    .select(['post.id', 'post.user_id', 'post.role_ids', 'post.join_status', 'app_user.real_name', 'app_user.phone', 'dept.name as dept_name'])
    .where('post.tenant_id', '=', tenantId)
    .orderBy('post.create_time')
    .execute() as Promise<MemberPost[]>;
}

export async function setPostRoles(db: Executor, tenantId: string, postId: string, roleIds: string[], now: string): Promise<void> {
  await db.updateTable('post').set({ role_ids: roleIds.join(','), update_time: now }).where('tenant_id', '=', tenantId).where('id', '=', postId).execute();
}
