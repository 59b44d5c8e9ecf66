import { hashPassword } from '../auth/passwords';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { insertUser } from '../repositories/users';
import { DEMO_ORG_MEMBERS } from './demo-organisations';

/**
 * The demo members of issue 13 (DEMO_ORG_MEMBERS), run after the organisations and departments.
 * Departments and job posts are looked up by name and code, so this works with or without the
 * departments' demo seed: without it, the top department and no job post.
 */
export async function seedDemoMembers(db: Executor, demoPassword: string, scryptLogN?: number): Promise<void> {
  const now = timestamp();
  const hash = await hashPassword(demoPassword, scryptLogN);
  for (const m of DEMO_ORG_MEMBERS) {
    const roles = await db.selectFrom('role').select(['id', 'alias']).where('tenant_id', '=', m.tenantId).execute();
    const depts = await db.selectFrom('dept').select(['id', 'name', 'parent_id']).where('tenant_id', '=', m.tenantId).execute();
    const dept = depts.find((d) => d.name === m.dept) ?? depts.find((d) => d.parent_id === '0') ?? depts[0];
    const jobPost = m.jobPost ? await db.selectFrom('job_post').select(['id', 'post_name']).where('tenant_id', '=', m.tenantId).where('post_code', '=', m.jobPost).executeTakeFirst() : undefined;
    const userId = newId();
    await insertUser(db, { id: userId, account: m.account, phone: m.phone, real_name: m.realName, avatar: '', password_hash: hash, failed_attempts: 0, locked_until: null, status: 1, create_time: now });
    await db
      .insertInto('post')
      .values({
        id: newId(),
        user_id: userId,
        tenant_id: m.tenantId,
        dept_id: dept.id,
        post_name: jobPost?.post_name ?? m.postName,
        role_ids: roles.find((r) => r.alias === m.role)?.id ?? '',
        join_status: m.joinStatus,
        job_post_id: jobPost?.id ?? '',
        create_time: now,
        update_time: now,
        apply_time: null,
      })
      .execute();
  }
}
