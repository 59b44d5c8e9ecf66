/** The modify history of any resource (change_history): every query takes the caller's tenant. */
import { ALL_RECORDS } from '@shared/api/envelope';
import type { ChangeHistory } from '@shared/domain/changeHistory';
import type { Executor } from '../db/database';
import type { Selectable } from 'kysely';
import type { ChangeHistoryTable } from '../db/schema-resources';

export async function insertChangeHistory(db: Executor, row: ChangeHistoryTable): Promise<void> {
  await db.insertInto('change_history').values(row).execute();
}

/** A history row's JSON values; anything unreadable shows as no values rather than failing the page. */
export function readValues(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** One page of a record's changes, the latest first. */
export async function pageChangeHistory(
  db: Executor,
  tenantId: string,
  resource: string,
  recordId: string,
  paging: { current: number; size: number },
): Promise<{ records: ChangeHistory[]; total: number }> {
  const base = db.selectFrom('change_history').where('change_history.tenant_id', '=', tenantId).where('change_history.resource', '=', resource).where('change_history.record_id', '=', recordId);
  const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = base
    .leftJoin('app_user', 'app_user.id', 'change_history.create_user')
    .selectAll('change_history')
    .select('app_user.real_name as create_user_name')
    .orderBy('change_history.create_time', 'desc')
    .orderBy('change_history.id', 'desc');
  if (paging.size !== ALL_RECORDS) page = page.limit(paging.size).offset((paging.current - 1) * paging.size);
  const rows = await page.execute();
  return {
    total: Number(total.n),
    records: rows.map(changeFromRow),
  };
}

/** A change_history row, joined with its author's name, as the API answers it. */
export function changeFromRow(r: Selectable<ChangeHistoryTable> & { create_user_name: string | null }): ChangeHistory {
  return {
    id: r.id,
    recordId: r.record_id,
    changeReason: r.change_reason,
    before: readValues(r.before_values),
    after: readValues(r.after_values),
    createUser: r.create_user,
    createUserName: r.create_user_name ?? '',
    createTime: r.create_time,
  };
}
