/**
 * Expert certification applications as their reviewing organisation reads them (expert_cert.tenant_id),
 * with the organisation's own record of the expert (expert_info) and the applicant's profile, which
 * fills that record before its first save.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { ExpertInfoTable } from '../db/schema-experts';
import type { CertRow } from './profiles';

export type ExpertInfoRow = Selectable<ExpertInfoTable>;

/** An application with what the organisation keeps of the expert (null before its first save) and the profile's fields. */
export interface ApplicationRow extends CertRow {
  info: ExpertInfoRow | null;
  profile: { addr: string; birthday: string; degree: string } | null;
}

export interface ApplicationFilter {
  statuses: readonly number[];
  realName?: string;
  phone?: string;
  userId?: string;
}

function applications(db: Executor, tenantId: string, f: ApplicationFilter) {
  let q = db.selectFrom('expert_cert').where('expert_cert.tenant_id', '=', tenantId).where('expert_cert.status', 'in', [...f.statuses]);
  if (f.userId) q = q.where('expert_cert.user_id', '=', f.userId);
  if (f.realName) q = q.where('expert_cert.real_name', 'like', `%${f.realName}%`);
  if (f.phone) q = q.where('expert_cert.phone', 'like', `%${f.phone}%`);
  return q;
}

async function withRecords(db: Executor, tenantId: string, rows: CertRow[]): Promise<ApplicationRow[]> {
  if (!rows.length) return [];
  const userIds = rows.map((r) => r.user_id);
  const [infos, profiles] = await Promise.all([
    db.selectFrom('expert_info').selectAll().where('tenant_id', '=', tenantId).where('user_id', 'in', userIds).execute(),
    db.selectFrom('user_profile').select(['user_id', 'addr', 'birthday', 'degree']).where('user_id', 'in', userIds).execute(),
  ]);
  const info = new Map(infos.map((i) => [i.user_id, i]));
  const profile = new Map(profiles.map((p) => [p.user_id, p]));
  return rows.map((r) => ({ ...r, info: info.get(r.user_id) ?? null, profile: profile.get(r.user_id) ?? null }));
}

/** A page of the organisation's applications in the given statuses, newest submission first. */
export async function pageApplications(db: Executor, tenantId: string, f: ApplicationFilter, paging: { current: number; size: number }): Promise<{ rows: ApplicationRow[]; total: number }> {
  const base = applications(db, tenantId, f);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let page = base.selectAll('expert_cert').orderBy('expert_cert.submit_time', 'desc').orderBy('expert_cert.user_id', 'desc');
  if (paging.size > 0) page = page.limit(paging.size).offset((paging.current - 1) * paging.size);
  return { rows: await withRecords(db, tenantId, await page.execute()), total: Number(n) };
}

export async function findApplication(db: Executor, tenantId: string, userId: string, statuses: readonly number[]): Promise<ApplicationRow | undefined> {
  const row = await applications(db, tenantId, { statuses, userId }).selectAll('expert_cert').executeTakeFirst();
  return row ? (await withRecords(db, tenantId, [row]))[0] : undefined;
}

/**
 * The review's conditional write: only while the application is still under review at this
 * organisation, so of two reviewers deciding at once one wins and the other is refused.
 */
export async function decideApplication(
  db: Executor,
  tenantId: string,
  userId: string,
  fromStatus: number,
  values: { status: number; reason: string; review_user: string; review_org: string; review_time: string },
): Promise<boolean> {
  const result = await db.updateTable('expert_cert').set(values).where('user_id', '=', userId).where('tenant_id', '=', tenantId).where('status', '=', fromStatus).executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0) === 1;
}

/** Writes the organisation's record of the expert: one per organisation and expert (the unique index decides a race). */
export async function saveExpertInfo(db: Executor, row: Insertable<ExpertInfoTable>): Promise<void> {
  const { id: _id, tenant_id: _t, user_id: _u, create_user: _c, create_time: _ct, ...changed } = row;
  await db
    .insertInto('expert_info')
    .values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet(changed))
    .execute();
}
