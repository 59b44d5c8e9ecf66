import type { Insertable } from 'kysely';
import type { Executor } from '../db/database';
import type { ErrorLogTable } from '../db/schema';

export async function insertErrorLogs(db: Executor, rows: Insertable<ErrorLogTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 50) {
    await db.insertInto('error_log').values(rows.slice(i, i + 50)).execute();
  }
}

/** An organisation's uploaded error logs, newest first: for the log screens of administration. */
export async function errorLogsOfTenant(db: Executor, tenantId: string, limit = 100) {
  return db.selectFrom('error_log').selectAll().where('tenant_id', '=', tenantId).orderBy('create_time', 'desc').limit(limit).execute();
}
