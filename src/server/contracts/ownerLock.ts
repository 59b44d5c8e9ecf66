/**
 * Every rule that reads other rows of an owner contract (its remaining project cost, its totals, the
 * amounts already requested) is checked and written in one transaction that first takes the owner
 * contract's row lock: on PostgreSQL `SELECT … FOR UPDATE`, which makes every other writer of the same
 * owner contract wait until this transaction ends; SQLite runs one write transaction at a time
 * already. So concurrent submits can never together promise more than one submit may.
 */
import { PostgresAdapter } from 'kysely';
import { CONTRACT_MESSAGES } from '@shared/domain/contract';
import type { Executor } from '../db/database';
import type { ContractOwnerTable } from '../db/schema-contracts';
import { HttpError } from '../http/errors';
import type { Selectable } from 'kysely';

export type OwnerContractRow = Selectable<ContractOwnerTable>;

/** The owner contract `id` of organisation `tenantId`, locked until the transaction ends; 400 ownerNotFound when it is not one. */
export async function lockOwnerContract(trx: Executor, tenantId: string, id: unknown): Promise<OwnerContractRow> {
  const ownerId = typeof id === 'string' ? id.trim() : '';
  if (!/^\d{1,32}$/.test(ownerId)) throw new HttpError(400, CONTRACT_MESSAGES.ownerNotFound);
  let query = trx.selectFrom('contract_owner').selectAll().where('tenant_id', '=', tenantId).where('id', '=', ownerId);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new HttpError(400, CONTRACT_MESSAGES.ownerNotFound);
  return row;
}
