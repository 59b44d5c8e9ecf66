import { subDays } from 'date-fns';
import type { Executor } from '../db/database';
import { timestamp } from '../db/time';

/** Every log the server keeps, each pruned by its create_time. */
export const PRUNED_TABLES = ['api_log', 'usual_log', 'error_log', 'auth_log'] as const;

/** The oldest create_time kept: rows strictly older than `days` days before `now` go. */
export function retentionCutoff(days: number, now: Date = new Date()): string {
  return timestamp(subDays(now, days));
}

/** Removes log rows older than the retention; answers how many each table lost. */
export async function pruneLogs(db: Executor, days: number, now: Date = new Date()): Promise<Record<(typeof PRUNED_TABLES)[number], number>> {
  const cutoff = retentionCutoff(days, now);
  const removed = {} as Record<(typeof PRUNED_TABLES)[number], number>;
  for (const table of PRUNED_TABLES) {
    const result = await db.deleteFrom(table).where('create_time', '<', cutoff).executeTakeFirst();
    removed[table] = Number(result.numDeletedRows);
  }
  return removed;
}
