/**
 * A finance rule that reads a balance of one row (an invoice's not-arrived amount, a deposit's
 * not-returned amount, a request's unpaid amount) is checked and written in one transaction that
 * first locks that row: on PostgreSQL `SELECT … FOR UPDATE` makes every other writer of the same row
 * wait; SQLite runs one write transaction at a time already. Money on an owner contract takes the
 * owner contract's lock first (src/server/contracts/ownerLock.ts), then the row's: one order, no deadlock.
 */
import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../db/database';
import { HttpError } from '../http/errors';

/** The row `id` of `table` belonging to organisation `tenantId`, locked until the transaction ends; 400 `notFound` when there is none. */
export async function lockRow<T = Record<string, unknown>>(trx: Executor, table: string, tenantId: string, id: unknown, notFound: string): Promise<T> {
  const rowId = typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
  if (!/^\d{1,32}$/.test(rowId)) throw new HttpError(400, notFound);
  const lock = trx.getExecutor().adapter instanceof PostgresAdapter ? sql`for update` : sql``;
  const result = await sql<T>`select * from ${sql.table(table)} where tenant_id = ${tenantId} and id = ${rowId} ${lock}`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new HttpError(400, notFound);
  return row;
}
