/** A contract's status log (detail pages): one row per change, written in the change's own transaction. */
import type { ContractKind } from '@shared/domain/contract';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import type { Caller } from '../http/caller';

export async function logContractStatus(
  trx: Executor,
  caller: Caller,
  change: { contractId: string; kind: ContractKind; from: number; to: number; code?: string },
): Promise<void> {
  await trx
    .insertInto('contract_status_log')
    .values({
      id: newId(),
      tenant_id: caller.tenantId,
      contract_id: change.contractId,
      kind: change.kind,
      from_status: change.from,
      to_status: change.to,
      code: change.code ?? '',
      create_user: caller.userId,
      create_time: timestamp(),
    })
    .execute();
}
