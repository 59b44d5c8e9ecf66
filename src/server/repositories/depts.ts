import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { DeptTable } from '../db/schema';

export type DeptRow = Selectable<DeptTable>;

/** Memberships that make someone a member of a department; QUIT and REFUSE are former members. */
export const ACTIVE_JOIN_STATUSES = ['JOINED', 'LOCK', 'APPLY'] as const;

export async function insertDept(db: Executor, row: Insertable<DeptTable>): Promise<void> {
  await db.insertInto('dept').values(row).execute();
}

/** A department of one organisation (never another's, whatever the id). */
export async function findDept(db: Executor, tenantId: string, id: string) {
  return db.selectFrom('dept').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Every department of an organisation, in the tree's order (sort, then name, then id). */
export async function deptsOfTenant(db: Executor, tenantId: string): Promise<DeptRow[]> {
  return db.selectFrom('dept').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('name').orderBy('id').execute();
}

/** The organisation's top department (parent 0). */
export async function topDept(db: Executor, tenantId: string): Promise<DeptRow | undefined> {
  return db.selectFrom('dept').selectAll().where('tenant_id', '=', tenantId).where('parent_id', '=', '0').orderBy('create_time').orderBy('id').executeTakeFirst();
}

/** One level of the tree, each department saying whether anything is below it. */
export async function childDepts(db: Executor, tenantId: string, parentId: string): Promise<(DeptRow & { child_count: number })[]> {
  const rows = await db
    .selectFrom('dept')
    .selectAll('dept')
    .select((eb) =>
      eb
        .selectFrom('dept as below')
        .select((b) => b.fn.countAll<number>().as('n'))
        .whereRef('below.parent_id', '=', 'dept.id')
        .where('below.tenant_id', '=', tenantId)
        .as('child_count'),
    )
    .where('dept.tenant_id', '=', tenantId)
    .where('dept.parent_id', '=', parentId)
    .orderBy('dept.sort')
    .orderBy('dept.name')
    .orderBy('dept.id')
    .execute();
  return rows.map((r) => ({ ...r, child_count: Number(r.child_count ?? 0) }));
}

/** Every department strictly below `dept` (its ancestors hold ",<id>,"). */
export async function deptsBelow(db: Executor, tenantId: string, id: string): Promise<DeptRow[]> {
  return db.selectFrom('dept').selectAll().where('tenant_id', '=', tenantId).where('ancestors', 'like', `%,${id},%`).execute();
}

export async function updateDept(db: Executor, tenantId: string, id: string, values: Partial<Insertable<DeptTable>>): Promise<void> {
  await db.updateTable('dept').set(values).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** Active members per department of the organisation. */
export async function memberCounts(db: Executor, tenantId: string, deptIds?: string[]): Promise<Map<string, number>> {
  let q = db
    .selectFrom('post')
    .select(['dept_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('join_status', 'in', [...ACTIVE_JOIN_STATUSES]);
  if (deptIds) {
    if (!deptIds.length) return new Map();
    q = q.where('dept_id', 'in', deptIds);
  }
  const rows = await q.groupBy('dept_id').execute();
  return new Map(rows.map((r) => [r.dept_id, Number(r.n)]));
}

/** The organisation's joined members with their department, for the member-by-department tree. */
export async function joinedMembers(db: Executor, tenantId: string): Promise<{ user_id: string; dept_id: string; real_name: string }[]> {
  return db
    .selectFrom('post')
    .innerJoin('app_user', 'app_user.id', 'post.user_id')
    .select(['post.user_id', 'post.dept_id', 'app_user.real_name'])
    .where('post.tenant_id', '=', tenantId)
    .where('post.join_status', '=', 'JOINED')
    .orderBy('app_user.real_name')
    .orderBy('post.user_id')
    .execute();
}

/**
 * Removes departments already checked empty. Former members' memberships (QUIT, REFUSE) still name
 * their department: they move to the top department so the removed-member list keeps a department.
 */
export async function removeDepts(db: Executor, tenantId: string, ids: string[], topId: string): Promise<void> {
  await db.updateTable('post').set({ dept_id: topId }).where('tenant_id', '=', tenantId).where('dept_id', 'in', ids).execute();
  await db.deleteFrom('dept').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}
