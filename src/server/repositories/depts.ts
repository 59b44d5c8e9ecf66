import type { Insertable } from 'kysely';
import type { Executor } from '../db/database';
import type { DeptTable } from '../db/schema';

export async function insertDept(db: Executor, row: Insertable<DeptTable>): Promise<void> {
  await db.insertInto('dept').values(row).execute();
}

/** A department of one organisation (never another's, whatever the id). */
export async function findDept(db: Executor, tenantId: string, id: string) {
  return db.selectFrom('dept').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}
