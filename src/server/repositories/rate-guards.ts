import type { Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { RateGuardTable } from '../db/schema';

export type RateGuard = Selectable<RateGuardTable>;

/**
 * The guard's row, created empty when missing, and locked until the transaction ends: the no-op
 * update takes PostgreSQL's row lock and SQLite's write lock, so no other request reads the
 * counter between this read and our write.
 */
export async function lockGuard(db: Executor, scope: string, subject: string, now: string): Promise<RateGuard> {
  return db
    .insertInto('rate_guard')
    .values({ scope, subject, hits: 0, first_hit: now, last_hit: now, blocked_until: null })
    .onConflict((oc) => oc.columns(['scope', 'subject']).doUpdateSet({ hits: (eb) => eb.ref('rate_guard.hits') }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function saveGuard(db: Executor, row: RateGuard): Promise<void> {
  const { scope, subject, ...rest } = row;
  await db.updateTable('rate_guard').set(rest).where('scope', '=', scope).where('subject', '=', subject).execute();
}

/** After a right password: `reset` forgets every failure, `undo` only the hit this attempt reserved. */
export async function releaseGuard(db: Executor, scope: string, subject: string, mode: 'reset' | 'undo'): Promise<void> {
  await db
    .updateTable('rate_guard')
    .set((eb) => ({
      hits: mode === 'reset' ? 0 : eb.case().when('hits', '>', 0).then(eb('hits', '-', 1)).else(0).end(),
      blocked_until: null,
    }))
    .where('scope', '=', scope)
    .where('subject', '=', subject)
    .execute();
}

/** Forgets counters untouched since `before` that block nothing any more. */
export async function sweepGuards(db: Executor, before: string, now: string): Promise<void> {
  await db
    .deleteFrom('rate_guard')
    .where('last_hit', '<', before)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', now)]))
    .execute();
}
