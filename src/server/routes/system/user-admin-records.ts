import { OPERATOR_TENANT } from '@shared/domain/organisation';
import type { UserAdminRecord, UserPlatformDetail } from '@shared/domain/userAdmin';
import type { Executor } from '../../db/database';
import { emailsOfUsers, postsOfUsers, roleNames, type UserPostRow } from '../../repositories/user-admin';
import type { User } from '../../repositories/users';

/**
 * Account rows as the admin screens read them. A hidden avatar (avatar_status 0) is answered to its
 * owner only: these answers go to the operator's administrators, so they carry '' for it unless the
 * reader is the account itself (docs/decisions.md, "User administration").
 */
export async function toUserRecords(db: Executor, users: User[], readerId: string, tenantId?: string): Promise<UserAdminRecord[]> {
  const posts = await postsOfUsers(db, users.map((u) => u.id));
  const names = await roleNames(db, [...new Set(posts.flatMap((p) => p.role_ids.split(',').filter(Boolean)))]);
  const emails = await emailsOfUsers(db, users.map((u) => u.id));
  return users.map((u) => ({ ...toRecord(u, posts.filter((p) => p.user_id === u.id), names, readerId, tenantId), email: emails.get(u.id) ?? '' }));
}

function shownPost(posts: UserPostRow[], tenantId?: string): UserPostRow | undefined {
  if (tenantId) return posts.find((p) => p.tenant_id === tenantId);
  const joined = posts.filter((p) => p.join_status === 'JOINED');
  return joined.find((p) => p.tenant_id === OPERATOR_TENANT) ?? joined[0] ?? posts[0];
}

function toRecord(u: User, posts: UserPostRow[], names: Map<string, string>, readerId: string, tenantId?: string): Omit<UserAdminRecord, 'email'> {
  const joined = posts.filter((p) => p.join_status === 'JOINED');
  const post = shownPost(posts, tenantId);
  const roleIds = (post?.role_ids ?? '').split(',').filter((id) => names.has(id));
  return {
    id: u.id,
    account: u.account,
    name: u.name,
    realName: u.real_name,
    phone: u.phone,
    userType: u.user_type,
    status: u.status,
    avatarStatus: u.avatar_status,
    avatar: u.avatar_status === 1 || u.id === readerId ? u.avatar : '',
    createTime: u.create_time,
    joinCount: new Set(joined.map((p) => p.tenant_id)).size,
    tenantNames: [...new Set(joined.map((p) => p.tenant_name ?? p.tenant_id))].join(', '),
    tenantId: post?.tenant_id ?? tenantId ?? '',
    tenantName: post?.tenant_name ?? '',
    deptId: post?.dept_id ?? '',
    deptName: post?.dept_name ?? '',
    postId: post?.job_post_id ?? '',
    postName: post ? (post.job_post_name ?? post.post_name) : '',
    roleIds,
    roleNames: roleIds.map((id) => names.get(id)!),
  };
}

/** platform-detail: the account and every organisation it holds a post in, whatever the post's state. */
export async function toPlatformDetail(db: Executor, user: User, readerId: string): Promise<UserPlatformDetail> {
  const [record] = await toUserRecords(db, [user], readerId);
  const posts = await postsOfUsers(db, [user.id]);
  const names = await roleNames(db, [...new Set(posts.flatMap((p) => p.role_ids.split(',').filter(Boolean)))]);
  return {
    ...record,
    posts: posts.map((p) => ({
      tenantId: p.tenant_id,
      tenantName: p.tenant_name ?? '',
      deptName: p.dept_name ?? '',
      postName: p.job_post_name ?? p.post_name,
      roleNames: p.role_ids.split(',').filter((id) => names.has(id)).map((id) => names.get(id)!),
      joinStatus: p.join_status,
    })),
  };
}
