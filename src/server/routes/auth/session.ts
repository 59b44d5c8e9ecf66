import type { FastifyInstance } from 'fastify';
import { endpoints, type UserInfo } from '@shared/api/endpoints';
import { MESSAGES } from '@shared/messages';
import { recordAuthEvent } from '../../auth/auth-events';
import type { AppContext } from '../../context';
import { timestamp } from '../../db/time';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { findDept } from '../../repositories/depts';
import { findRoles } from '../../repositories/roles';
import { revokeSession } from '../../repositories/sessions';
import { findTenant } from '../../repositories/tenants';
import { findUserById } from '../../repositories/users';
import { recordEvent } from '../../logs/events';

/** The signed-in person's own calls: who am I, sign out, clear caches. */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.userInfo, async (req): Promise<UserInfo> => {
    const caller = callerOf(req);
    const [user, tenant, roles, dept] = await Promise.all([
      findUserById(ctx.db, caller.userId),
      findTenant(ctx.db, caller.tenantId),
      findRoles(ctx.db, caller.tenantId, caller.roleIds),
      findDept(ctx.db, caller.tenantId, caller.deptId),
    ]);
    if (!user || !tenant) throw new HttpError(401, MESSAGES.sessionExpired);
    return {
      userId: user.id,
      account: user.account,
      realName: user.real_name,
      avatar: user.avatar,
      phone: user.phone,
      tenantId: tenant.tenant_id,
      deptId: caller.deptId,
      deptName: dept?.name ?? '',
      roleId: caller.roleIds.join(','),
      roleName: roles.map((r) => r.alias).join(','),
      orgCategory: tenant.category,
      orgName: tenant.name,
    };
  });

  // Ending the session ends its refresh tokens and, through the per-call session check, its access tokens.
  route(app, ctx, endpoints.logout, async (req) => {
    await revokeSession(ctx.db, callerOf(req).sessionId, 'logout', timestamp());
    recordEvent(ctx.db, req, { type: 'logout', title: `auth ${endpoints.logout.path}`, targetIds: [callerOf(req).userId] });
    return null;
  });

  route(app, ctx, endpoints.logoutLog, async (req) => {
    const caller = callerOf(req);
    await revokeSession(ctx.db, caller.sessionId, 'logout', timestamp());
    await recordAuthEvent(ctx.db, req, { userId: caller.userId, tenantId: caller.tenantId, kind: 'logout' });
    return null;
  });

  // The reference server keeps no per-user cache; the call exists so the client's button works.
  route(app, ctx, endpoints.clearCache, async () => null);
}
