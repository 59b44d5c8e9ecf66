import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from './database';

/**
 * Keys of the transaction-scoped advisory locks that make a check and the write after it one step
 * on PostgreSQL. SQLite runs one write transaction at a time already, so there they do nothing.
 */
export const LOCKS = {
  /** Organisation names, credit codes and new tenant ids. */
  organisations: 1300013,
  /** Account names and phones of new or edited accounts, and the operator's last administrator. */
  accounts: 1400014,
  /** A project's teams: one main team per category. */
  projectTeams: 1500044,
  /** A project's phase plan: one plan per phase. */
  phasePlans: 1500045,
} as const;

/** Holds `lock` until the transaction `db` belongs to ends (call it inside one). */
export async function serialise(db: Executor, lock: number): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${lock})`.execute(db);
}
