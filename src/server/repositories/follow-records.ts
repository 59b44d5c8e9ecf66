/** Follow-up records of customers (customer_follow): every query takes the caller's tenant. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import { ALL_RECORDS } from '@shared/api/envelope';
import type { Executor } from '../db/database';
import type { Database } from '../db/schema';
import type { CustomerFollowTable } from '../db/schema-customers';

export type FollowRecordRow = CustomerFollowTable & { follower_name: string | null };

function selectRecords(db: Executor, tenantId: string) {
  return db
    .selectFrom('customer_follow')
    .leftJoin('app_user', 'app_user.id', 'customer_follow.create_user')
    .selectAll('customer_follow')
    .select('app_user.real_name as follower_name')
    .where('customer_follow.tenant_id', '=', tenantId);
}

/** One page of a customer's records, the latest follow-up first. */
export async function pageFollowRecords(
  db: Executor,
  tenantId: string,
  customerId: string,
  paging: { current: number; size: number },
): Promise<{ rows: FollowRecordRow[]; total: number }> {
  const total = await db
    .selectFrom('customer_follow')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  let page = selectRecords(db, tenantId)
    .where('customer_follow.customer_id', '=', customerId)
    .orderBy('customer_follow.start_time', 'desc')
    .orderBy('customer_follow.create_time', 'desc')
    .orderBy('customer_follow.id', 'desc');
  if (paging.size !== ALL_RECORDS) page = page.limit(paging.size).offset((paging.current - 1) * paging.size);
  return { rows: await page.execute(), total: Number(total.n) };
}

export function findFollowRecord(db: Executor, tenantId: string, id: string): Promise<FollowRecordRow | undefined> {
  return selectRecords(db, tenantId).where('customer_follow.id', '=', id).executeTakeFirst();
}

export async function insertFollowRecord(db: Executor, tenantId: string, values: Omit<Insertable<CustomerFollowTable>, 'tenant_id'>): Promise<void> {
  await db.insertInto('customer_follow').values({ ...values, tenant_id: tenantId }).execute();
}

export async function updateFollowRecord(db: Executor, tenantId: string, id: string, values: Updateable<CustomerFollowTable>): Promise<void> {
  await db.updateTable('customer_follow').set(values).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** Removes all of `ids` or none: false when one is not the tenant's (or is gone). */
export async function removeFollowRecords(db: Kysely<Database>, tenantId: string, ids: string[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('customer_follow')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    if (Number(found.n) !== ids.length) return false;
    await trx.deleteFrom('customer_follow').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
    return true;
  });
}

/** The follow-up records of removed customers go with them (inside the customers' removal). */
export async function removeFollowRecordsOfCustomers(db: Executor, tenantId: string, customerIds: string[]): Promise<void> {
  await db.deleteFrom('customer_follow').where('tenant_id', '=', tenantId).where('customer_id', 'in', customerIds).execute();
}
