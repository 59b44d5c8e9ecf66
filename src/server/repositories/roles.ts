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
