import type { Insertable } from 'kysely';
import type { Executor } from '../db/database';
import type { AuthLogTable } from '../db/schema';

export async function insertAuthLog(db: Executor, row: Insertable<AuthLogTable>): Promise<void> {
  await db.insertInto('auth_log').values(row).execute();
}

export async function authLogsOfUser(db: Executor, tenantId: string, userId: string) {
  return db.selectFrom('auth_log').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).orderBy('create_time', 'desc').execute();
}
