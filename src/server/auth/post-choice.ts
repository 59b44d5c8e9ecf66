import { AUTH_MESSAGES } from '@shared/domain/auth';
import type { Executor } from '../db/database';
import { OAuthError } from '../http/errors';
import { postsInTenant, type PostWithOrg } from '../repositories/posts';
import { findRoles, type Role } from '../repositories/roles';
import { findTenant } from '../repositories/tenants';

export interface ChosenPost {
  post: PostWithOrg;
  roles: Role[];
}

/**
 * Which post a person acts in after login or a switch: one they hold in the organisation, in the
 * department asked for, JOINED (LOCK, QUIT and REFUSE may not be entered), with roles the post has.
 */
export async function choosePost(db: Executor, userId: string, tenantId: string, want: { deptId?: string; roleId?: string } = {}): Promise<ChosenPost> {
  const tenant = await findTenant(db, tenantId);
  if (!tenant) throw new OAuthError('invalid_grant', AUTH_MESSAGES.tenantUnknown);

  const posts = await postsInTenant(db, tenantId, userId);
  if (!posts.length) throw new OAuthError('invalid_grant', AUTH_MESSAGES.orgUnknown);
  const inDept = want.deptId ? posts.filter((p) => p.dept_id === want.deptId) : posts;
  if (!inDept.length) throw new OAuthError('invalid_grant', AUTH_MESSAGES.deptUnknown);
  const post = inDept.find((p) => p.join_status === 'JOINED');
  if (!post) throw new OAuthError('invalid_grant', AUTH_MESSAGES.orgNotJoined);
  if (tenant.status !== 1) throw new OAuthError('invalid_grant', AUTH_MESSAGES.orgDisabled);

  const held = post.role_ids.split(',').filter(Boolean);
  const asked = want.roleId ? want.roleId.split(',').map((r) => r.trim()).filter(Boolean) : held;
  if (asked.some((id) => !held.includes(id))) throw new OAuthError('invalid_grant', AUTH_MESSAGES.roleUnknown);
  const roles = await findRoles(db, tenantId, asked);
  if (roles.length !== asked.length) throw new OAuthError('invalid_grant', AUTH_MESSAGES.roleUnknown);
  return { post, roles };
}
