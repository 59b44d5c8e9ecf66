/**
 * Demo departments and job posts (issue 13): in every demo organisation, the operator included,
 * three departments under its top department (设计一所 with 结构组 below it) and four job posts; the
 * organisation's administrator holds `director`. Helper 7's demo members are placed with the two
 * look-ups at the end.
 */
import { childAncestors } from '@shared/domain/dept';
import type { JobPostCategory } from '@shared/domain/jobPost';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { insertDept, topDept } from '../repositories/depts';
import { insertJobPost, jobPostIdByCode } from '../repositories/jobPosts';
import { DEMO_ORGANISATIONS } from './demo-organisations';

/** Departments under the top one, in order; a child names its parent. */
export const DEMO_DEPARTMENTS: { name: string; parent?: string }[] = [
  { name: '综合管理部' },
  { name: '设计一所' },
  { name: '结构组', parent: '设计一所' },
  { name: '设计二所' },
];

export const DEMO_JOB_POSTS: { code: string; name: string; category: JobPostCategory }[] = [
  { code: 'director', name: '负责人', category: 1 },
  { code: 'manager', name: '项目经理', category: 2 },
  { code: 'designer', name: '设计师', category: 3 },
  { code: 'clerk', name: '行政专员', category: 3 },
];

export async function seedDemoDepartments(db: Executor): Promise<void> {
  const now = timestamp();
  for (const org of DEMO_ORGANISATIONS) {
    const top = await topDept(db, org.tenantId);
    if (!top) continue;
    const made = new Map<string, { id: string; ancestors: string }>();
    for (const [i, d] of DEMO_DEPARTMENTS.entries()) {
      const parent = d.parent ? made.get(d.parent)! : top;
      const row = { id: newId(), ancestors: childAncestors(parent) };
      await insertDept(db, { ...row, tenant_id: org.tenantId, parent_id: parent.id, name: d.name, sort: i + 1, create_time: now, update_time: now });
      made.set(d.name, row);
    }
    for (const [i, p] of DEMO_JOB_POSTS.entries()) {
      await insertJobPost(db, { id: newId(), tenant_id: org.tenantId, post_code: p.code, post_name: p.name, category: p.category, sort: i + 1, remark: '', create_user: '', create_time: now, update_time: now });
    }
    const director = (await jobPostIdByCode(db, org.tenantId, 'director'))!;
    const admin = await db.selectFrom('app_user').select('id').where('account', '=', org.admin.account).executeTakeFirst();
    if (admin) await db.updateTable('post').set({ job_post_id: director, update_time: now }).where('tenant_id', '=', org.tenantId).where('user_id', '=', admin.id).execute();
  }
}

/** A demo department's id by organisation and name (综合管理部, 设计一所, 结构组, 设计二所). */
export async function demoDeptId(db: Executor, tenantId: string, name: string): Promise<string> {
  const row = await db.selectFrom('dept').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();
  if (!row) throw new Error(`no demo department ${name} in ${tenantId}`);
  return row.id;
}

/** A demo job post's id by organisation and code (director, manager, designer, clerk). */
export async function demoJobPostId(db: Executor, tenantId: string, code: string): Promise<string> {
  const id = await jobPostIdByCode(db, tenantId, code);
  if (!id) throw new Error(`no demo job post ${code} in ${tenantId}`);
  return id;
}
