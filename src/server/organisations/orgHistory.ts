import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import type { Caller } from '../http/caller';
import { insertChangeHistory } from '../repositories/change-history';
import { ORG_HISTORY_RESOURCE } from '../repositories/organisations';

/** What kind of change a history row records (the screen labels it): edit, status, director, docking, transfer. */
export type OrgChangeKind = 'add' | 'edit' | 'status' | 'director' | 'docking' | 'transfer';

/**
 * Keeps one change of an organisation: only the fields whose value changed, before and after,
 * under the API's names; nothing when nothing changed. Runs in the change's own transaction.
 */
export async function recordOrgChange(
  db: Executor,
  caller: Caller,
  orgId: string,
  kind: OrgChangeKind,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  now: string,
): Promise<void> {
  const keys = Object.keys(after).filter((k) => String(before[k] ?? '') !== String(after[k] ?? ''));
  if (!keys.length && kind !== 'add') return;
  await insertChangeHistory(db, {
    id: newId(),
    tenant_id: orgId,
    resource: ORG_HISTORY_RESOURCE,
    record_id: orgId,
    change_reason: kind,
    before_values: JSON.stringify(Object.fromEntries(keys.map((k) => [k, before[k] ?? '']))),
    after_values: JSON.stringify(Object.fromEntries(keys.map((k) => [k, after[k] ?? '']))),
    create_user: caller.userId,
    create_time: now,
  });
}
