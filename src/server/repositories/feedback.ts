import type { Insertable } from 'kysely';
import { ALL_RECORDS } from '@shared/api/envelope';
import type { FeedbackListQuery } from '@shared/domain/feedback';
import type { Executor } from '../db/database';
import type { FeedbackTable } from '../db/schema';

export interface FeedbackRow extends FeedbackTable {
  create_user_name: string | null;
}

/** Every helper takes the organisation: one organisation's feedback is never read or removed by another. */
export async function insertFeedback(db: Executor, row: Insertable<FeedbackTable>): Promise<void> {
  await db.insertInto('feedback').values(row).execute();
}

export async function findFeedback(db: Executor, tenantId: string, id: string): Promise<FeedbackRow | undefined> {
  return db
    .selectFrom('feedback')
    .leftJoin('app_user', 'app_user.id', 'feedback.create_user')
    .selectAll('feedback')
    .select('app_user.real_name as create_user_name')
    .where('feedback.tenant_id', '=', tenantId)
    .where('feedback.id', '=', id)
    .executeTakeFirst();
}

/** One page of an organisation's feedback, newest first. */
export async function feedbackPage(db: Executor, tenantId: string, filter: FeedbackListQuery): Promise<{ rows: FeedbackRow[]; total: number }> {
  let base = db.selectFrom('feedback').where('feedback.tenant_id', '=', tenantId);
  if (filter.type !== undefined) base = base.where('feedback.type', '=', filter.type);
  if (filter.status !== undefined) base = base.where('feedback.status', '=', filter.status);
  // % and _ typed into the keyword act as wildcards: harmless in a title search, and portable.
  if (filter.title) base = base.where('feedback.title', 'like', `%${filter.title}%`);

  const totalRow = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = base
    .leftJoin('app_user', 'app_user.id', 'feedback.create_user')
    .selectAll('feedback')
    .select('app_user.real_name as create_user_name')
    .orderBy('feedback.create_time', 'desc')
    .orderBy('feedback.id', 'desc');
  if (filter.size !== ALL_RECORDS) page = page.limit(filter.size).offset((filter.current - 1) * filter.size);
  return { rows: await page.execute(), total: Number(totalRow.n) };
}

/** How many of `ids` belong to the organisation. */
export async function countOwnFeedback(db: Executor, tenantId: string, ids: string[]): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function removeFeedback(db: Executor, tenantId: string, ids: string[]): Promise<number> {
  const result = await db.deleteFrom('feedback').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/** Sets the status and remark of one feedback of the organisation; false when it has none such. */
export async function updateFeedbackStatus(db: Executor, tenantId: string, id: string, status: number, remark: string): Promise<boolean> {
  const result = await db.updateTable('feedback').set({ status, remark }).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0) > 0;
}
