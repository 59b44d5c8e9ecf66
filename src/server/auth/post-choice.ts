import { AUTH_MESSAGES } from '@shared/domain/auth';
import { TENANT_LIMIT_MESSAGES, tenantExpired } from '@shared/domain/tenantLimits';
import type { Executor } from '../db/database';
import { timestamp } from '../db/time';
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
 * department asked for, JOINED (LOCK, QUIT and REFUSE may not be entered), with roles the post has,
 * in an organisation that is enabled and not expired.
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
  // Every way into an organisation comes here (password, sms, refresh and the switch, which is a
  // refresh naming a tenant), so no token of an expired tenant is issued (tenant/setting).
  if (tenantExpired(tenant.expire_time, timestamp())) throw new OAuthError('invalid_grant', TENANT_LIMIT_MESSAGES.expired);

  const held = post.role_ids.split(',').filter(Boolean);
  const asked = want.roleId ? want.roleId.split(',').map((r) => r.trim()).filter(Boolean) : held;
  if (asked.some((id) => !held.includes(id))) throw new OAuthError('invalid_grant', AUTH_MESSAGES.roleUnknown);
  const roles = await findRoles(db, tenantId, asked);
  if (roles.length !== asked.length) throw new OAuthError('invalid_grant', AUTH_MESSAGES.roleUnknown);
  return { post, roles };
}
