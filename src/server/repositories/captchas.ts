import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { CaptchaTable } from '../db/schema';

export type Captcha = Selectable<CaptchaTable>;

export async function insertCaptcha(db: Executor, row: Insertable<CaptchaTable>): Promise<void> {
  await db.insertInto('captcha').values(row).execute();
}

/** Takes a captcha out of play and returns it: each one answers a single login attempt, right or wrong. */
export async function takeCaptcha(db: Executor, id: string, at: string): Promise<Captcha | undefined> {
  const row = await db.selectFrom('captcha').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.used_at) return undefined;
  const result = await db.updateTable('captcha').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row : undefined;
}
