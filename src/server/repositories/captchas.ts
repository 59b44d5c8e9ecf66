import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { CaptchaTable } from '../db/schema';

export type Captcha = Selectable<CaptchaTable>;

/** Stores a captcha and drops the expired ones, so unauthenticated callers cannot grow the table without bound. */
export async function insertCaptcha(db: Executor, row: Insertable<CaptchaTable>, now: string): Promise<void> {
  await db.deleteFrom('captcha').where('expires_at', '<=', now).execute();
  await db.insertInto('captcha').values(row).execute();
}

/** Takes a captcha out of play and returns it: each one answers a single login attempt, right or wrong. */
export async function takeCaptcha(db: Executor, id: string, at: string): Promise<Captcha | undefined> {
  const row = await db.selectFrom('captcha').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.used_at) return undefined;
  const result = await db.updateTable('captcha').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row : undefined;
}
