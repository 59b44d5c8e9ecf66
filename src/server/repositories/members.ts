import { ALL_RECORDS } from '@shared/api/envelope';
import type { Executor } from '../db/database';

export interface MemberRow {
  id: string;
  real_name: string;
  account: string;
  dept_name: string;
  post_name: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The people who have joined `tenantId` (one row per person, their first post), by name. */
export async function memberPage(db: Executor, tenantId: string, filter: { current: number; size: number; realName?: string }): Promise<{ rows: MemberRow[]; total: number }> {
  let base = db
    .selectFrom('post')
    .innerJoin('app_user', 'app_user.id', 'post.user_id')
    .leftJoin('dept', 'dept.id', 'post.dept_id')
    .where('post.tenant_id', '=', tenantId)
    .where('post.join_status', '=', 'JOINED')
    .where('app_user.status', '=', 1);
  if (filter.realName) base = base.where('app_user.real_name', 'like', `%${escapeLike(filter.realName)}%`);
  const totalRow = await base.select((eb) => eb.fn.count<string>('app_user.id').distinct().as('n')).executeTakeFirstOrThrow();
  let page = base
    .select((eb) => ['app_user.id', 'app_user.real_name', 'app_user.account', eb.fn.min('dept.name').as('dept_name'), eb.fn.min('post.post_name').as('post_name')])
    .groupBy(['app_user.id', 'app_user.real_name', 'app_user.account'])
    .orderBy('app_user.real_name')
    .orderBy('app_user.id');
  if (filter.size !== ALL_RECORDS) page = page.limit(filter.size).offset((filter.current - 1) * filter.size);
  const rows = await page.execute();
  return { rows: rows.map((r) => ({ ...r, dept_name: r.dept_name ?? '', post_name: r.post_name ?? '' })), total: Number(totalRow.n) };
}
