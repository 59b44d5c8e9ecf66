import type { Insertable } from 'kysely';
import type { Executor } from '../db/database';
import type { GuestRegistrationTable } from '../db/schema';

/** A pending application for the account, if any (an account has at most one waiting). */
export async function pendingRegistration(db: Executor, account: string) {
  return db.selectFrom('guest_registration').selectAll().where('account', '=', account).where('status', '=', 'pending').executeTakeFirst();
}

export async function insertRegistration(db: Executor, row: Insertable<GuestRegistrationTable>): Promise<void> {
  await db.insertInto('guest_registration').values(row).execute();
}

/** Applications to one organisation, newest first: what its administrator will approve. */
export async function registrationsOfTenant(db: Executor, tenantId: string) {
  return db
    .selectFrom('guest_registration')
    .select(['id', 'tenant_id', 'account', 'name', 'status', 'create_time'])
    .where('tenant_id', '=', tenantId)
    .orderBy('create_time', 'desc')
    .execute();
}
