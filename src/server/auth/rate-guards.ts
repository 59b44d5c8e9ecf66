import type { Db } from '../db/database';
import { timestamp } from '../db/time';
import { lockGuard, releaseGuard, saveGuard, sweepGuards, type RateGuard } from '../repositories/rate-guards';

/**
 * How a counter turns hits into refusals.
 * - lock: the `limit`-th hit in a row blocks for `blockSeconds`; counting starts again after the block.
 * - backoff: from the `free`-th hit on, each hit blocks for 15 s doubled per hit, at most `maxBlockSeconds`.
 * - window: at most `limit` hits per `windowSeconds` counted from the window's first hit.
 * lock and backoff forget hits after `idleSeconds` without one.
 */
export type GuardPolicy =
  | { kind: 'lock'; scope: string; limit: number; blockSeconds: number; idleSeconds: number }
  | { kind: 'backoff'; scope: string; free: number; maxBlockSeconds: number; idleSeconds: number }
  | { kind: 'window'; scope: string; limit: number; windowSeconds: number };

export interface GuardKey {
  policy: GuardPolicy;
  subject: string;
  /** What a refused request is answered. */
  refusal: string;
}

/** A request a guard refused, and the guard's message. */
export class GuardRefusal extends Error {
  constructor(
    readonly key: GuardKey,
    readonly until: string,
  ) {
    super(key.refusal);
  }
}

const BACKOFF_FIRST_SECONDS = 15;
const at = (base: Date, seconds: number) => timestamp(new Date(base.getTime() + seconds * 1000));
const parse = (text: string) => new Date(text.replace(' ', 'T'));

/** The counter after one more hit, or the time it is blocked until. */
function step(policy: GuardPolicy, row: RateGuard, now: Date): RateGuard | { blockedUntil: string } {
  const nowText = timestamp(now);
  if (row.blocked_until && row.blocked_until > nowText) return { blockedUntil: row.blocked_until };
  let { hits, first_hit } = row;
  switch (policy.kind) {
    case 'lock': {
      if (row.blocked_until || row.last_hit <= at(now, -policy.idleSeconds)) hits = 0;
      hits += 1;
      return { ...row, hits, last_hit: nowText, blocked_until: hits >= policy.limit ? at(now, policy.blockSeconds) : null };
    }
    case 'backoff': {
      if (row.last_hit <= at(now, -policy.idleSeconds)) hits = 0;
      hits += 1;
      const block = hits >= policy.free ? Math.min(policy.maxBlockSeconds, BACKOFF_FIRST_SECONDS * 2 ** Math.min(hits - policy.free, 20)) : 0;
      return { ...row, hits, last_hit: nowText, blocked_until: block ? at(now, block) : null };
    }
    case 'window': {
      if (hits === 0 || first_hit <= at(now, -policy.windowSeconds)) {
        hits = 0;
        first_hit = nowText;
      }
      hits += 1;
      return { ...row, hits, first_hit, last_hit: nowText, blocked_until: hits >= policy.limit ? at(parse(first_hit), policy.windowSeconds) : null };
    }
  }
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;
const KEEP_IDLE_SECONDS = 24 * 3600;
const lastSweep = new WeakMap<Db, number>();

/**
 * Takes one hit on every key, all or none: the first key that refuses rolls the others back and is
 * thrown as a GuardRefusal. Keys are locked in the order given, so callers list them in one fixed
 * order of scopes (no two requests can wait on each other's rows).
 * Returns the hits each key counts now, this one included.
 */
export async function takeHits(db: Db, keys: GuardKey[], now: Date = new Date()): Promise<number[]> {
  await sweepNowAndThen(db, now);
  return db.transaction().execute(async (trx) => {
    const counts: number[] = [];
    for (const key of keys) {
      const row = await lockGuard(trx, key.policy.scope, key.subject, timestamp(now));
      const next = step(key.policy, row, now);
      if ('blockedUntil' in next) throw new GuardRefusal(key, next.blockedUntil);
      await saveGuard(trx, next);
      counts.push(next.hits);
    }
    return counts;
  });
}

/** Gives back what a successful attempt reserved: a lock forgets the failures in a row, a backoff the one hit. */
export async function releaseHits(db: Db, keys: GuardKey[]): Promise<void> {
  for (const key of keys) {
    if (key.policy.kind === 'window') continue;
    await releaseGuard(db, key.policy.scope, key.subject, key.policy.kind === 'lock' ? 'reset' : 'undo');
  }
}

async function sweepNowAndThen(db: Db, now: Date): Promise<void> {
  const last = lastSweep.get(db) ?? 0;
  if (now.getTime() - last < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now.getTime());
  await sweepGuards(db, at(now, -KEEP_IDLE_SECONDS), timestamp(now));
}
