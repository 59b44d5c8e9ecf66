import type { Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { IdempotencyKeyTable } from '../db/schema';

export type IdempotencyRow = Selectable<IdempotencyKeyTable>;

export interface IdempotencyScope {
  tenantId: string;
  userId: string;
  key: string;
}

/** Claims a key for a first request; false when the key is already held (answered or in flight). */
export async function claimIdempotencyKey(
  db: Executor,
  scope: IdempotencyScope,
  request: { fingerprint: string; method: string; path: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_key')
    .values({
      tenant_id: scope.tenantId,
      user_id: scope.userId,
      idem_key: scope.key,
      fingerprint: request.fingerprint,
      method: request.method,
      path: request.path,
      status: null,
      content_type: null,
      body: null,
      create_time: now,
      complete_time: null,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'idem_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findIdempotencyKey(db: Executor, scope: IdempotencyScope): Promise<IdempotencyRow | undefined> {
  return db
    .selectFrom('idempotency_key')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .where('idem_key', '=', scope.key)
    .executeTakeFirst();
}

export async function completeIdempotencyKey(
  db: Executor,
  scope: IdempotencyScope,
  answer: { status: number; contentType: string; body: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('idempotency_key')
    .set({ status: answer.status, content_type: answer.contentType, body: answer.body, complete_time: now })
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .where('idem_key', '=', scope.key)
    .execute();
}

/** Frees a key whose request failed, so a corrected request may use it again. */
export async function releaseIdempotencyKey(db: Executor, scope: IdempotencyScope): Promise<void> {
  await db
    .deleteFrom('idempotency_key')
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .where('idem_key', '=', scope.key)
    .where('status', 'is', null)
    .execute();
}

/** Drops one key claimed before `createdBefore` (expired, or abandoned in flight), so it can be claimed afresh. */
export async function dropIdempotencyKeyIfOlder(db: Executor, scope: IdempotencyScope, createdBefore: string, onlyInFlight: boolean): Promise<void> {
  let query = db
    .deleteFrom('idempotency_key')
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .where('idem_key', '=', scope.key)
    .where('create_time', '<', createdBefore);
  if (onlyInFlight) query = query.where('status', 'is', null);
  await query.execute();
}

export async function purgeIdempotencyKeys(db: Executor, createdBefore: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_key').where('create_time', '<', createdBefore).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
