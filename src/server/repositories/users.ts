import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { UserTable } from '../db/schema';

/** People are global: one account and one phone across every organisation they hold a post in. */
export type User = Selectable<UserTable>;

export async function findUserByAccount(db: Executor, account: string): Promise<User | undefined> {
  return db.selectFrom('app_user').selectAll().where('account', '=', account).executeTakeFirst();
}

export async function findUserByPhone(db: Executor, phone: string): Promise<User | undefined> {
  return db.selectFrom('app_user').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export async function findUserById(db: Executor, id: string): Promise<User | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Executor, row: Insertable<UserTable>): Promise<void> {
  await db.insertInto('app_user').values(row).execute();
}

/** Replaces a hash with a stronger one of the same password, unless the password changed meanwhile. */
export async function setPasswordHash(db: Executor, userId: string, previousHash: string, passwordHash: string): Promise<void> {
  await db.updateTable('app_user').set({ password_hash: passwordHash }).where('id', '=', userId).where('password_hash', '=', previousHash).execute();
}
