import { RECORD_HISTORY_RESOURCE, RECORD_STATUS } from '@shared/domain/projectRecord';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';

/**
 * Demo filings' change history: each demo filing that is negotiating or abandoned was tracked first,
 * so its view shows that status change (by its creator, at its filing time). Demo data only, once.
 */
export async function seedDemoRecordHistory(db: Executor): Promise<void> {
  if (await db.selectFrom('change_history').select('id').where('resource', '=', RECORD_HISTORY_RESOURCE).limit(1).executeTakeFirst()) return;
  const moved = await db
    .selectFrom('project_record')
    .select(['id', 'tenant_id', 'status', 'create_user', 'create_time'])
    .where('status', 'in', [RECORD_STATUS.negotiating, RECORD_STATUS.abandoned])
    .execute();
  if (!moved.length) return;
  await db
    .insertInto('change_history')
    .values(
      moved.map((r) => ({
        id: newId(),
        tenant_id: r.tenant_id,
        resource: RECORD_HISTORY_RESOURCE,
        record_id: r.id,
        change_reason: 'status',
        before_values: JSON.stringify({ status: RECORD_STATUS.tracking }),
        after_values: JSON.stringify({ status: Number(r.status) }),
        create_user: r.create_user,
        create_time: r.create_time,
      })),
    )
    .execute();
}
