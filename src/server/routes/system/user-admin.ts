import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callTitle, recordEvent } from '../../logs/events';
import { pageOf } from '@shared/api/envelope';
import { userAdminEndpoints as e } from '@shared/api/userAdminEndpoints';
import { USER_ADMIN_BUTTONS } from '@shared/domain/platformButtons';
import {
  USER_ADMIN_MESSAGES as M,
  USER_STATUS,
  userAddSchema,
  userAvatarStatusSchema,
  userDetailQuerySchema,
  userEditSchema,
  userGrantRolesSchema,
  userIdsSchema,
  userOptionsQuerySchema,
  userPageQuerySchema,
  userPlatformSchema,
  userStatusSchema,
} from '@shared/domain/userAdmin';
import { MESSAGES } from '@shared/messages';
import { unlockAccounts } from '../../auth/lockout';
import type { AppContext } from '../../context';
import { requireButton, requireOperatorAdministrator } from '../../http/buttonGrants';
import { callerOf, type Caller } from '../../http/caller';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { deptOptions } from '../../repositories/members';
import { jobPostsOfTenant } from '../../repositories/jobPosts';
import { rolesOfTenant } from '../../repositories/roles';
import { findListedUser, findListedUsers, tenantExists, tenantNames, updateUsers, userAdminPage, userOptions } from '../../repositories/user-admin';
import { toPlatformDetail, toUserRecords } from './user-admin-records';
import { addUser, editUser, enableAccounts, endAccounts, grantRoles, resetPasswords, usable } from './user-admin-writes';

/**
 * User administration (spec 3 §2, §5, §7 user/*): every call is the operator administrator's
 * (requireOperatorAdministrator), each write also its button of /system/user (requireButton).
 */
export function registerUserAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reader = async (req: FastifyRequest): Promise<Caller> => {
    const caller = callerOf(req);
    await requireOperatorAdministrator(ctx.db, caller);
    return caller;
  };
  const writer = async (req: FastifyRequest, button: string): Promise<Caller> => {
    const caller = await reader(req);
    await requireButton(ctx.db, caller, button);
    return caller;
  };
  const recordOf = async (id: string, caller: Caller, tenantId?: string) => {
    const user = await findListedUser(ctx.db, id);
    if (!user) throw badRequest(M.userNotFound);
    return (await toUserRecords(ctx.db, [user], caller.userId, tenantId))[0];
  };

  route(app, ctx, e.page, async (req) => {
    const caller = await reader(req);
    const q = parseInput(userPageQuerySchema, req.query);
    const { rows, total } = await userAdminPage(ctx.db, q);
    return pageOf(await toUserRecords(ctx.db, rows, caller.userId, q.tenantId), total, q.current, q.size);
  });
  route(app, ctx, e.userList, async (req) => {
    await reader(req);
    const rows = await userOptions(ctx.db, parseInput(userPageQuerySchema, req.query));
    return rows.map((r) => ({ id: r.id, account: r.account, realName: r.real_name }));
  });
  route(app, ctx, e.detail, async (req) => {
    const caller = await reader(req);
    const q = parseInput(userDetailQuerySchema, req.query);
    return recordOf(q.id, caller, q.tenantId);
  });
  route(app, ctx, e.info, async (req) => recordOf(parseInput(userDetailQuerySchema, req.params).id, await reader(req)));
  route(app, ctx, e.platformDetail, async (req) => {
    const caller = await reader(req);
    const user = await findListedUser(ctx.db, parseInput(userDetailQuerySchema, req.query).id);
    if (!user) throw badRequest(M.userNotFound);
    return toPlatformDetail(ctx.db, user, caller.userId);
  });
  route(app, ctx, e.tenants, async (req) => {
    await reader(req);
    return tenantNames(ctx.db);
  });
  route(app, ctx, e.tenantOptions, async (req) => {
    await reader(req);
    const { tenantId } = parseInput(userOptionsQuerySchema, req.query);
    if (!(await tenantExists(ctx.db, tenantId))) throw badRequest(M.userTenantUnknown);
    const [depts, roles, posts] = await Promise.all([deptOptions(ctx.db, tenantId), rolesOfTenant(ctx.db, tenantId), jobPostsOfTenant(ctx.db, tenantId)]);
    return { depts, roles: roles.map((r) => ({ id: r.id, name: r.name })), posts: posts.map((p) => ({ id: p.id, name: p.post_name })) };
  });

  route(
    app,
    ctx,
    e.submit,
    async (req) => {
      const caller = await writer(req, USER_ADMIN_BUTTONS.add);
      const input = parseInput(userAddSchema, req.body);
      return recordOf(await addUser(ctx, input), caller, input.tenantId);
    },
    { message: MESSAGES.created },
  );
  route(
    app,
    ctx,
    e.update,
    async (req) => {
      const caller = await writer(req, USER_ADMIN_BUTTONS.edit);
      const input = parseInput(userEditSchema, req.body);
      await editUser(ctx, input);
      return recordOf(input.id, caller, input.tenantId);
    },
    { message: MESSAGES.updated },
  );
  route(
    app,
    ctx,
    e.updatePlatform,
    async (req) => {
      const caller = await writer(req, USER_ADMIN_BUTTONS.edit);
      const input = parseInput(userPlatformSchema, req.body);
      await usable(ctx.db, input.id);
      await updateUsers(ctx.db, [input.id], { user_type: input.userType });
      return recordOf(input.id, caller);
    },
    { message: MESSAGES.updated },
  );
  route(
    app,
    ctx,
    e.remove,
    async (req) => {
      const caller = await writer(req, USER_ADMIN_BUTTONS.remove);
      const { ids } = parseInput(userIdsSchema, req.body);
      await endAccounts(ctx, caller, ids, 'remove');
      recordEvent(ctx.db, req, { type: 'remove', title: callTitle('user', e.remove), targetIds: ids });
      return null;
    },
    { message: MESSAGES.deleted },
  );
  route(app, ctx, e.updateStatus, async (req) => {
    const caller = await writer(req, USER_ADMIN_BUTTONS.status);
    const input = parseInput(userStatusSchema, req.body);
    if (input.status === USER_STATUS.disabled) await endAccounts(ctx, caller, input.ids, 'disable');
    else await enableAccounts(ctx, input.ids);
    recordEvent(ctx.db, req, { type: 'status', title: callTitle('user', e.updateStatus), targetIds: input.ids, detail: String(input.status) });
    return null;
  });
  route(
    app,
    ctx,
    e.logoff,
    async (req) => {
      const caller = await writer(req, USER_ADMIN_BUTTONS.logoff);
      const { ids } = parseInput(userIdsSchema, req.body);
      await endAccounts(ctx, caller, ids, 'logoff');
      recordEvent(ctx.db, req, { type: 'status', title: callTitle('user', e.logoff), targetIds: ids, detail: String(USER_STATUS.loggedOff) });
      return null;
    },
    { message: M.userLoggedOffDone },
  );
  // The password is never answered: the message says it is the initial one (the params screen shows which).
  route(
    app,
    ctx,
    e.resetPassword,
    async (req) => {
      await writer(req, USER_ADMIN_BUTTONS.resetPassword);
      await resetPasswords(ctx, parseInput(userIdsSchema, req.body).ids);
      return null;
    },
    { message: M.userPasswordReset },
  );
  route(
    app,
    ctx,
    e.unlock,
    async (req) => {
      await writer(req, USER_ADMIN_BUTTONS.unlock);
      const { ids } = parseInput(userIdsSchema, req.body);
      const users = await findListedUsers(ctx.db, ids);
      if (users.length !== ids.length) throw badRequest(M.userNotFound);
      await unlockAccounts(ctx, users.map((u) => u.account));
      return null;
    },
    { message: M.userUnlocked },
  );
  route(app, ctx, e.grantRoles, async (req) => {
    await writer(req, USER_ADMIN_BUTTONS.grant);
    const input = parseInput(userGrantRolesSchema, req.body);
    await grantRoles(ctx, input);
    recordEvent(ctx.db, req, { type: 'grant', title: callTitle('user', e.grantRoles), targetIds: input.userIds });
    return null;
  });
  route(app, ctx, e.updateAvatarStatus, async (req) => {
    await writer(req, USER_ADMIN_BUTTONS.avatar);
    const input = parseInput(userAvatarStatusSchema, req.body);
    const users = await findListedUsers(ctx.db, input.ids);
    if (users.length !== input.ids.length) throw badRequest(M.userNotFound);
    await updateUsers(ctx.db, input.ids, { avatar_status: input.avatarStatus });
    return null;
  });
}
