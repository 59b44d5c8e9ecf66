import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { SmsCodeTable } from '../db/schema';

export type SmsCode = Selectable<SmsCodeTable>;

export async function latestSmsCode(db: Executor, phone: string, purpose: string): Promise<SmsCode | undefined> {
  return db
    .selectFrom('sms_code')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A new code replaces every earlier one for the same phone and purpose. */
export async function replaceSmsCode(db: Executor, row: Insertable<SmsCodeTable>): Promise<void> {
  await db
    .updateTable('sms_code')
    .set({ used_at: row.create_time })
    .where('phone', '=', row.phone)
    .where('purpose', '=', row.purpose)
    .where('used_at', 'is', null)
    .execute();
  await db.insertInto('sms_code').values(row).execute();
}

/** Spends a code; false when it was already spent (two logins racing with one code). */
export async function useSmsCode(db: Executor, id: string, at: string): Promise<boolean> {
  const result = await db.updateTable('sms_code').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts one guess at a code, atomically, while it has guesses left; false when none were left or it was spent. */
export async function countSmsAttempt(db: Executor, id: string, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
