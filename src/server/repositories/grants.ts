import type { Executor } from '../db/database';

/** Grants of menus (role_menu) and scopes (role_scope), always read and written for roles of one organisation. */

export type ScopeKind = 'data' | 'api';

/** The menu entry and button ids granted to any of these roles. */
export async function menuIdsOfRoles(db: Executor, roleIds: string[]): Promise<Set<string>> {
  if (!roleIds.length) return new Set();
  const rows = await db.selectFrom('role_menu').select('menu_id').where('role_id', 'in', roleIds).execute();
  return new Set(rows.map((r) => r.menu_id));
}

/** Whether any of these roles was granted any of these menu rows (a button code may sit under several entries). */
export async function anyMenuGranted(db: Executor, roleIds: string[], menuIds: string[]): Promise<boolean> {
  if (!roleIds.length || !menuIds.length) return false;
  const row = await db.selectFrom('role_menu').select('menu_id').where('role_id', 'in', roleIds).where('menu_id', 'in', menuIds).limit(1).executeTakeFirst();
  return !!row;
}

export async function scopeIdsOfRoles(db: Executor, roleIds: string[], kind: ScopeKind): Promise<string[]> {
  if (!roleIds.length) return [];
  const rows = await db.selectFrom('role_scope').select('scope_id').distinct().where('role_id', 'in', roleIds).where('kind', '=', kind).execute();
  return rows.map((r) => r.scope_id);
}

export async function insertMenuGrants(db: Executor, rows: { role_id: string; menu_id: string }[]): Promise<void> {
  // Chunks keep each statement under both databases' bound-parameter limits.
  for (let i = 0; i < rows.length; i += 300) await db.insertInto('role_menu').values(rows.slice(i, i + 300)).execute();
}

/** Replaces everything these roles were granted: menus, data scopes and API scopes. */
export async function replaceGrants(
  db: Executor,
  roleIds: string[],
  grants: { menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] },
): Promise<void> {
  if (!roleIds.length) return;
  await db.deleteFrom('role_menu').where('role_id', 'in', roleIds).execute();
  await db.deleteFrom('role_scope').where('role_id', 'in', roleIds).execute();
  await insertMenuGrants(db, roleIds.flatMap((role_id) => grants.menuIds.map((menu_id) => ({ role_id, menu_id }))));
  const scopes = roleIds.flatMap((role_id) => [
    ...grants.dataScopeIds.map((scope_id) => ({ role_id, scope_id, kind: 'data' })),
    ...grants.apiScopeIds.map((scope_id) => ({ role_id, scope_id, kind: 'api' })),
  ]);
  for (let i = 0; i < scopes.length; i += 300) await db.insertInto('role_scope').values(scopes.slice(i, i + 300)).execute();
}

/** Removes every grant of these menu rows (their entries are being removed). */
export async function removeMenuGrants(db: Executor, menuIds: string[]): Promise<void> {
  for (let i = 0; i < menuIds.length; i += 300) await db.deleteFrom('role_menu').where('menu_id', 'in', menuIds.slice(i, i + 300)).execute();
}

/** Removes every grant of one role (the role is being removed). */
export async function removeRoleGrants(db: Executor, roleId: string): Promise<void> {
  await db.deleteFrom('role_menu').where('role_id', '=', roleId).execute();
  await db.deleteFrom('role_scope').where('role_id', '=', roleId).execute();
}
