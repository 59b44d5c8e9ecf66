import type { Insertable } from 'kysely';
import type { Executor } from '../db/database';
import type { JobPostTable } from '../db/schema-organisations';
import { ACTIVE_JOIN_STATUSES } from './depts';

export async function insertJobPost(db: Executor, row: Insertable<JobPostTable>): Promise<void> {
  await db.insertInto('job_post').values(row).execute();
}

export async function jobPostsOfTenant(db: Executor, tenantId: string) {
  return db.selectFrom('job_post').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('post_code').execute();
}

/** Another job post of the organisation with this code (the code is unique per organisation). */
export async function jobPostWithCode(db: Executor, tenantId: string, code: string, exceptId?: string) {
  let q = db.selectFrom('job_post').select(['id']).where('tenant_id', '=', tenantId).where('post_code', '=', code);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

/** The first of these job posts an active member holds, with its name (removal is refused for it). */
export async function jobPostInUse(db: Executor, tenantId: string, ids: string[]): Promise<{ post_name: string } | undefined> {
  return db
    .selectFrom('job_post')
    .select('job_post.post_name')
    .where('job_post.tenant_id', '=', tenantId)
    .where('job_post.id', 'in', ids)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('post')
          .select('post.id')
          .whereRef('post.job_post_id', '=', 'job_post.id')
          .where('post.tenant_id', '=', tenantId)
          .where('post.join_status', 'in', [...ACTIVE_JOIN_STATUSES]),
      ),
    )
    .orderBy('job_post.sort')
    .executeTakeFirst();
}

/** Former members' memberships stop naming removed job posts. */
export async function releaseJobPosts(db: Executor, tenantId: string, ids: string[]): Promise<void> {
  await db.updateTable('post').set({ job_post_id: '' }).where('tenant_id', '=', tenantId).where('job_post_id', 'in', ids).execute();
}

/** A job post's id by its code in an organisation (demo seeds give members their job posts). */
export async function jobPostIdByCode(db: Executor, tenantId: string, code: string): Promise<string | undefined> {
  return (await db.selectFrom('job_post').select('id').where('tenant_id', '=', tenantId).where('post_code', '=', code).executeTakeFirst())?.id;
}
