/**
 * A project's contract status (xmqyzt) follows the owner contracts associating it: whenever an owner
 * contract is added or edited (its projects may change), changes status, or is removed, the projects
 * it names — before and after — are recomputed by projectContractStatus (src/shared/domain/contract.ts)
 * in the write's own transaction, so the project never shows a status its contracts no longer have.
 */
import { projectContractStatus } from '@shared/domain/contract';
import type { Executor } from '../db/database';

/** The projects the owner contracts `ids` associate. */
export async function projectsOfOwnerContracts(trx: Executor, tenantId: string, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await trx.selectFrom('contract_owner_project').select('project_id').where('tenant_id', '=', tenantId).where('contract_owner_id', 'in', ids).execute();
  return [...new Set(rows.map((r) => r.project_id))];
}

/**
 * Recomputes the projects' status_contract from their owner contracts. `pending`: a status change the
 * caller is about to write in this transaction (the status builder writes after its hook), counted as
 * if written.
 */
export async function syncProjectContractStatus(
  trx: Executor,
  tenantId: string,
  projectIds: readonly string[],
  pending?: { contractId: string; status: number },
): Promise<void> {
  const ids = [...new Set(projectIds)];
  if (!ids.length) return;
  const links = await trx
    .selectFrom('contract_owner_project')
    .innerJoin('contract_owner', 'contract_owner.id', 'contract_owner_project.contract_owner_id')
    .select(['contract_owner_project.project_id', 'contract_owner.id', 'contract_owner.status_contract'])
    .where('contract_owner_project.tenant_id', '=', tenantId)
    .where('contract_owner.tenant_id', '=', tenantId)
    .where('contract_owner_project.project_id', 'in', ids)
    .execute();
  for (const projectId of ids) {
    const statuses = links.filter((l) => l.project_id === projectId).map((l) => (l.id === pending?.contractId ? pending.status : Number(l.status_contract)));
    await trx.updateTable('project').set({ status_contract: projectContractStatus(statuses) }).where('tenant_id', '=', tenantId).where('id', '=', projectId).execute();
  }
}
