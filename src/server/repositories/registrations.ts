import type { Insertable } from 'kysely';
import type { Executor } from '../db/database';
import type { GuestRegistrationTable } from '../db/schema';
import type { EnterpriseRegistrationTable } from '../db/schema-organisations';

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

/*
 * The operator's approval list (issue 13): enterprise registrations and third-party account
 * applications. Decisions are conditional writes (status still pending), so two operators deciding
 * one application at once cannot both pass.
 */

export interface RegistrationFilter {
  status?: string;
  name?: string;
}

export async function insertEnterpriseRegistration(db: Executor, row: Insertable<EnterpriseRegistrationTable>): Promise<void> {
  await db.insertInto('enterprise_registration').values(row).execute();
}

/** An organisation of that name exists, or an application for it waits: the name is taken. */
export async function enterpriseNameTaken(db: Executor, name: string): Promise<boolean> {
  const tenant = await db.selectFrom('tenant').select('tenant_id').where('name', '=', name).executeTakeFirst();
  if (tenant) return true;
  const waiting = await db.selectFrom('enterprise_registration').select('id').where('name', '=', name).where('status', '=', 'pending').executeTakeFirst();
  return !!waiting;
}

export async function enterpriseRegistrationsOfUser(db: Executor, userId: string) {
  return db.selectFrom('enterprise_registration').selectAll().where('user_id', '=', userId).orderBy('create_time', 'desc').orderBy('id', 'desc').execute();
}

const enterpriseRows = (db: Executor) =>
  db
    .selectFrom('enterprise_registration')
    .leftJoin('app_user', 'app_user.id', 'enterprise_registration.user_id')
    .selectAll('enterprise_registration')
    .select(['app_user.account as applicant_account']);

const guestRows = (db: Executor) =>
  db
    .selectFrom('guest_registration')
    .leftJoin('tenant', 'tenant.tenant_id', 'guest_registration.tenant_id')
    .selectAll('guest_registration')
    .select(['tenant.category as tenant_category']);

export type EnterpriseRow = NonNullable<Awaited<ReturnType<typeof findEnterpriseRegistration>>>;
export type GuestRow = NonNullable<Awaited<ReturnType<typeof findGuestRegistration>>>;

export async function findEnterpriseRegistration(db: Executor, id: string) {
  return enterpriseRows(db).where('enterprise_registration.id', '=', id).executeTakeFirst();
}

export async function findGuestRegistration(db: Executor, id: string) {
  return guestRows(db).where('guest_registration.id', '=', id).executeTakeFirst();
}

/** The newest `limit` enterprise applications matching the filter, and how many match in all. */
export async function enterpriseRegistrationPage(db: Executor, f: RegistrationFilter, limit: number) {
  let q = enterpriseRows(db);
  let c = db.selectFrom('enterprise_registration').select((eb) => eb.fn.countAll<string>().as('n'));
  if (f.status) {
    q = q.where('enterprise_registration.status', '=', f.status);
    c = c.where('status', '=', f.status);
  }
  if (f.name) {
    q = q.where('enterprise_registration.name', 'like', `%${f.name}%`);
    c = c.where('name', 'like', `%${f.name}%`);
  }
  const rows = await q.orderBy('enterprise_registration.create_time', 'desc').orderBy('enterprise_registration.id', 'desc').limit(limit).execute();
  return { rows, total: Number((await c.executeTakeFirstOrThrow()).n) };
}

/** The same for third-party account applications (the name searched is the account's or the person's). */
export async function guestRegistrationPage(db: Executor, f: RegistrationFilter, limit: number) {
  let q = guestRows(db);
  let c = db.selectFrom('guest_registration').select((eb) => eb.fn.countAll<string>().as('n'));
  if (f.status) {
    q = q.where('guest_registration.status', '=', f.status);
    c = c.where('status', '=', f.status);
  }
  if (f.name) {
    const text = `%${f.name}%`;
    q = q.where((eb) => eb.or([eb('guest_registration.name', 'like', text), eb('guest_registration.account', 'like', text)]));
    c = c.where((eb) => eb.or([eb('name', 'like', text), eb('account', 'like', text)]));
  }
  const rows = await q.orderBy('guest_registration.create_time', 'desc').orderBy('guest_registration.id', 'desc').limit(limit).execute();
  return { rows, total: Number((await c.executeTakeFirstOrThrow()).n) };
}

export interface Decision {
  status: 'approved' | 'refused';
  refuse_reason: string;
  review_user: string;
  review_time: string;
}

/** Decides a pending application; false when it was not pending (decided already, or by someone else just now). */
export async function decideEnterpriseRegistration(db: Executor, id: string, decision: Decision & { created_tenant_id?: string }): Promise<boolean> {
  const result = await db.updateTable('enterprise_registration').set(decision).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function decideGuestRegistration(db: Executor, id: string, decision: Decision): Promise<boolean> {
  const result = await db.updateTable('guest_registration').set(decision).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setCreatedTenant(db: Executor, id: string, tenantId: string): Promise<void> {
  await db.updateTable('enterprise_registration').set({ created_tenant_id: tenantId }).where('id', '=', id).execute();
}
