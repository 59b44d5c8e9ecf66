import { sql } from 'kysely';
import { ALL_RECORDS } from '@shared/api/envelope';
import type { Executor } from '../db/database';

export interface MemberRow {
  id: string;
  real_name: string;
  account: string;
  dept_name: string;
  post_name: string;
  /** The job post and roles of the person's first post in the organisation. */
  job_post_id: string;
  role_ids: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The people who have joined `tenantId` (one row per person, their first post), by name: the pickers' list. */
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
    .select((eb) => ['app_user.id', 'app_user.real_name', 'app_user.account', eb.fn.min('dept.name').as('dept_name'), eb.fn.min('post.id').as('post_id')])
    .groupBy(['app_user.id', 'app_user.real_name', 'app_user.account'])
    .orderBy('app_user.real_name')
    .orderBy('app_user.id');
  if (filter.size !== ALL_RECORDS) page = page.limit(filter.size).offset((filter.current - 1) * filter.size);
  const rows = await page.execute();
  const postIds = rows.map((r) => r.post_id).filter((id): id is string => !!id);
  const posts = postIds.length ? await db.selectFrom('post').select(['id', 'post_name', 'job_post_id', 'role_ids']).where('id', 'in', postIds).execute() : [];
  const byId = new Map(posts.map((p) => [p.id, p]));
  return {
    rows: rows.map((r) => {
      const post = r.post_id ? byId.get(r.post_id) : undefined;
      return { id: r.id, real_name: r.real_name, account: r.account, dept_name: r.dept_name ?? '', post_name: post?.post_name ?? '', job_post_id: post?.job_post_id ?? '', role_ids: post?.role_ids ?? '' };
    }),
    total: Number(totalRow.n),
  };
}

/** A membership with what the member screens show of its person, department, job post and expert standing. */
export interface MembershipRow {
  id: string;
  user_id: string;
  real_name: string;
  account: string;
  phone: string;
  sex: string | null;
  dept_id: string;
  dept_name: string | null;
  job_post_id: string;
  job_post_name: string | null;
  post_name: string;
  role_ids: string;
  expert_status: number | null;
  create_time: string;
  join_status: string;
  update_time: string;
}

export interface MembershipFilter {
  current: number;
  size: number;
  realName?: string;
  phone?: string;
  postId?: string;
  roleId?: string;
  joinStatuses: readonly string[];
}

/** Every query starts here: the posts of one organisation, nothing of another. */
function memberships(db: Executor, tenantId: string) {
  return db
    .selectFrom('post')
    .innerJoin('app_user', 'app_user.id', 'post.user_id')
    .leftJoin('dept', (j) => j.onRef('dept.id', '=', 'post.dept_id').on('dept.tenant_id', '=', tenantId))
    .leftJoin('job_post', (j) => j.onRef('job_post.id', '=', 'post.job_post_id').on('job_post.tenant_id', '=', tenantId))
    .leftJoin('user_profile', 'user_profile.user_id', 'post.user_id')
    .leftJoin('expert_cert', 'expert_cert.user_id', 'post.user_id')
    .where('post.tenant_id', '=', tenantId);
}

const MEMBERSHIP_COLUMNS = [
  'post.id',
  'post.user_id',
  'app_user.real_name',
  'app_user.account',
  'app_user.phone',
  'user_profile.sex',
  'post.dept_id',
  'dept.name as dept_name',
  'post.job_post_id',
  'job_post.post_name as job_post_name',
  'post.post_name',
  'post.role_ids',
  'expert_cert.status as expert_status',
  'post.create_time',
  'post.join_status',
  'post.update_time',
] as const;

export async function membershipPage(db: Executor, tenantId: string, filter: MembershipFilter): Promise<{ rows: MembershipRow[]; total: number }> {
  let base = memberships(db, tenantId).where('post.join_status', 'in', [...filter.joinStatuses]);
  if (filter.realName) base = base.where('app_user.real_name', 'like', `%${escapeLike(filter.realName)}%`);
  if (filter.phone) base = base.where('app_user.phone', 'like', `%${escapeLike(filter.phone)}%`);
  if (filter.postId) base = base.where('post.job_post_id', '=', filter.postId);
  // role_ids is comma-joined: framed in commas, one id matches only itself.
  if (filter.roleId) base = base.where(sql<string>`',' || post.role_ids || ','`, 'like', `%,${escapeLike(filter.roleId)},%`);
  const totalRow = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let page = base.select(MEMBERSHIP_COLUMNS).orderBy('post.create_time').orderBy('post.id');
  if (filter.size !== ALL_RECORDS) page = page.limit(filter.size).offset((filter.current - 1) * filter.size);
  return { rows: await page.execute(), total: Number(totalRow.n) };
}

export async function findMembership(db: Executor, tenantId: string, id: string): Promise<MembershipRow | undefined> {
  return memberships(db, tenantId).select(MEMBERSHIP_COLUMNS).where('post.id', '=', id).executeTakeFirst();
}

/** The person's posts in the organisation (any status): add user re-joins one rather than making another. */
export async function postsOfPersonIn(db: Executor, tenantId: string, userId: string) {
  return db.selectFrom('post').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).orderBy('create_time').execute();
}

/** How many JOINED posts of the organisation hold the role, other than `exceptPostId`. */
export async function countJoinedWithRole(db: Executor, tenantId: string, roleId: string, exceptPostId: string): Promise<number> {
  const row = await db
    .selectFrom('post')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('join_status', '=', 'JOINED')
    .where('id', '!=', exceptPostId)
    .where(sql<string>`',' || role_ids || ','`, 'like', `%,${escapeLike(roleId)},%`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deptInTenant(db: Executor, tenantId: string, deptId: string): Promise<{ id: string; name: string } | undefined> {
  return db.selectFrom('dept').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', '=', deptId).executeTakeFirst();
}

/** Until the job-post routes land this reads job_post directly (helper 4 serves post/select). */
export async function jobPostInTenant(db: Executor, tenantId: string, id: string): Promise<{ id: string; post_name: string } | undefined> {
  return db.selectFrom('job_post').select(['id', 'post_name']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Writes the membership only while it is still in a status the change may leave (a conditional write). */
export async function updateMembership(
  db: Executor,
  tenantId: string,
  id: string,
  from: readonly string[],
  set: { dept_id: string; job_post_id: string; post_name: string; role_ids: string; join_status: string; update_time: string },
): Promise<boolean> {
  const res = await db.updateTable('post').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).where('join_status', 'in', [...from]).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The organisation's departments by their place in the tree (ancestors), then their order. */
export async function deptOptions(db: Executor, tenantId: string): Promise<{ id: string; name: string }[]> {
  return db.selectFrom('dept').select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('ancestors').orderBy('sort').orderBy('id').execute();
}
