/**
 * A contract is removed only while it is unsigned (1) or a draft (0); a signed, paused, voided or
 * archived contract is history others rely on. Called from a declaration's removeDependents, inside
 * the remove's transaction, so one signed contract among the ids removes none.
 */
import { sql } from 'kysely';
import { CONTRACT_MESSAGES, CONTRACT_STATUS } from '@shared/domain/contract';
import type { Executor } from '../db/database';
import { HttpError } from '../http/errors';

type ContractTable = 'contract_owner' | 'contract_platform' | 'contract_production' | 'contract_resource';

export async function refuseSignedRemoval(trx: Executor, table: ContractTable, tenantId: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const signed = await sql<{ id: string }>`
    select id from ${sql.table(table)}
    where tenant_id = ${tenantId} and id in (${sql.join([...ids])})
      and status_contract not in (${CONTRACT_STATUS.draft}, ${CONTRACT_STATUS.unsigned})`.execute(trx);
  if (signed.rows.length) throw new HttpError(400, CONTRACT_MESSAGES.removeSigned);
}
