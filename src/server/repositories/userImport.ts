import type { Executor } from '../db/database';

/**
 * Look-ups of the user import (issue 14) that users.ts does not offer: which of many accounts and
 * phones are taken, and which tenants exist, each in one query however long the file.
 */
export async function takenAccounts(db: Executor, accounts: string[]): Promise<Set<string>> {
  if (!accounts.length) return new Set();
  const rows = await db.selectFrom('app_user').select('account').where('account', 'in', accounts).execute();
  return new Set(rows.map((r) => r.account));
}

export async function takenPhones(db: Executor, phones: string[]): Promise<Set<string>> {
  if (!phones.length) return new Set();
  const rows = await db.selectFrom('app_user').select('phone').where('phone', 'in', phones).execute();
  return new Set(rows.map((r) => r.phone));
}

export async function existingTenants(db: Executor, tenantIds: string[]): Promise<Set<string>> {
  if (!tenantIds.length) return new Set();
  const rows = await db.selectFrom('tenant').select('tenant_id').where('tenant_id', 'in', tenantIds).execute();
  return new Set(rows.map((r) => r.tenant_id));
}

/** The new person's profile: only the e-mail comes from the sheet; the rest they fill in themselves. */
export async function insertImportedProfile(db: Executor, userId: string, email: string, now: string): Promise<void> {
  await db
    .insertInto('user_profile')
    .values({ user_id: userId, card_no: '', sex: '', area_code: '', addr: '', birthday: '', educational: '', degree: '', university: '', major: '', position: '', email, wechat: '', qq: '', resume: '', pending_avatar: '', update_time: now })
    .execute();
}
