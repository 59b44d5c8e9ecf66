import type { Insertable } from 'kysely';
import type { Executor } from '../db/database';
import type { DeptTable } from '../db/schema';

export async function insertDept(db: Executor, row: Insertable<DeptTable>): Promise<void> {
  await db.insertInto('dept').values(row).execute();
}
