import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { ExpertCertTable, UserProfileTable } from '../db/schema-personal';

/** A person's own records: every query takes the person's id, never another's (they are not an organisation's). */
export type ProfileRow = Selectable<UserProfileTable>;
export type CertRow = Selectable<ExpertCertTable>;

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('user_profile').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function saveProfile(db: Executor, row: Insertable<UserProfileTable>): Promise<void> {
  const { user_id, ...rest } = row;
  const updated = await db.updateTable('user_profile').set(rest).where('user_id', '=', user_id).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('user_profile').values(row).execute();
}

export async function setUserNameAndAvatar(db: Executor, userId: string, realName: string, avatar: string): Promise<void> {
  await db.updateTable('app_user').set({ real_name: realName, avatar }).where('id', '=', userId).execute();
}

export async function setUserPassword(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('app_user').set({ password_hash: passwordHash, failed_attempts: 0, locked_until: null }).where('id', '=', userId).execute();
}

export async function setUserPhone(db: Executor, userId: string, phone: string): Promise<void> {
  await db.updateTable('app_user').set({ phone }).where('id', '=', userId).execute();
}

/** Ends the person's other sessions (after a password change): whoever held the old password is signed out. */
export async function revokeOtherSessions(db: Executor, userId: string, keepSessionId: string, reason: string, at: string): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: at, revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function findCert(db: Executor, userId: string): Promise<CertRow | undefined> {
  return db.selectFrom('expert_cert').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Writes a submission only while the stored status still allows one (a review may land meanwhile). */
export async function saveCert(db: Executor, row: Insertable<ExpertCertTable>, allowedFrom: number[]): Promise<boolean> {
  const { user_id, ...rest } = row;
  const updated = await db
    .updateTable('expert_cert')
    .set(rest)
    .where('user_id', '=', user_id)
    .where('status', 'in', allowedFrom)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return true;
  if (await findCert(db, user_id)) return false;
  await db.insertInto('expert_cert').values(row).execute();
  return true;
}
