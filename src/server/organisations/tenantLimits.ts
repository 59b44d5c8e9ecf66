import { quotaAllowsOneMore, TENANT_LIMIT_MESSAGES, tenantExpired } from '@shared/domain/tenantLimits';
import type { Executor } from '../db/database';
import { timestamp } from '../db/time';
import { LOCKS, serialise } from '../db/locks';
import { HttpError } from '../http/errors';

/**
 * Refuses a sign-in (or a refresh, or a switch) into a tenant whose expiry time has passed. Called
 * where a session's tenant is chosen, so no token of an expired tenant is ever issued.
 */
export async function assertTenantNotExpired(db: Executor, tenantId: string): Promise<void> {
  const row = await db.selectFrom('tenant').select('expire_time').where('tenant_id', '=', tenantId).executeTakeFirst();
  if (row && tenantExpired(row.expire_time, timestamp())) throw new HttpError(400, TENANT_LIMIT_MESSAGES.expired);
}

/**
 * Refuses a new member of `tenantId` once its JOINED members reach the quota. Call it in the
 * transaction that adds the member: it takes the organisations lock (locks.ts) first, so two
 * additions at once cannot both take the last place.
 */
export async function assertAccountQuota(db: Executor, tenantId: string): Promise<void> {
  await serialise(db, LOCKS.organisations);
  const tenant = await db.selectFrom('tenant').select('account_quota').where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!tenant) return;
  const { members } = await db
    .selectFrom('post')
    .select((eb) => eb.fn.count<string>('user_id').distinct().as('members'))
    .where('tenant_id', '=', tenantId)
    .where('join_status', '=', 'JOINED')
    .executeTakeFirstOrThrow();
  if (!quotaAllowsOneMore(tenant.account_quota, Number(members))) throw new HttpError(400, TENANT_LIMIT_MESSAGES.quotaReached);
}
