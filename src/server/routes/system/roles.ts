import type { FastifyInstance } from 'fastify';
import { grantEndpoints } from '@shared/api/grantEndpoints';
import { pageOf } from '@shared/api/envelope';
import { orgPickerEndpoints, type RoleNode } from '@shared/api/orgPickerEndpoints';
import { ROLE_BUTTONS } from '@shared/domain/organisationButtons';
import {
  ADMINISTRATOR_ROLE,
  ROLE_MESSAGES,
  roleGrantSchema,
  roleDetailQuerySchema,
  roleIdQuerySchema,
  roleListQuerySchema,
  roleRemoveSchema,
  roleSubmitSchema,
  tenantQuerySchema,
  userGrantSchema,
  type Role,
} from '@shared/domain/roleGrant';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { requireButton, targetTenant } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { registerMenuAdminRoutes } from './menu-admin';
import { removeRoleGrants, replaceGrants } from '../../repositories/grants';
import { findMenuRows } from '../../repositories/menus';
import { deleteRoles, findRole, insertRoles, postsOfTenant, roleByAlias, rolesOfTenant, setPostRoles, updateRole, type MemberPost, type Role as RoleRow } from '../../repositories/roles';
import { recordEvent } from '../../logs/events';

const rolesOfPost = (post: Pick<MemberPost, 'role_ids'>) => post.role_ids.split(',').filter(Boolean);

function roleTree(roles: RoleRow[], parentId = '0'): RoleNode[] {
  return roles.filter((r) => r.parent_id === parentId).map((r) => ({ id: r.id, parentId: r.parent_id, name: r.name, alias: r.alias, children: roleTree(roles, r.id) }));
}

function toRole(row: RoleRow, all: RoleRow[], posts: MemberPost[]): Role {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    parentId: row.parent_id,
    parentName: all.find((r) => r.id === row.parent_id)?.name ?? '',
    name: row.name,
    alias: row.alias,
    sort: row.sort,
    remark: row.remark,
    createTime: row.create_time,
    memberCount: posts.filter((p) => rolesOfPost(p).includes(row.id)).length,
  };
}

/** Whether, with these memberships, someone JOINED still holds the administrator role. */
function keepsAdministrator(posts: MemberPost[], administratorId: string | undefined): boolean {
  return !!administratorId && posts.some((p) => p.join_status === 'JOINED' && rolesOfPost(p).includes(administratorId));
}

async function roleOrFail(db: Executor, tenantId: string, id: string): Promise<RoleRow> {
  const role = await findRole(db, tenantId, id);
  if (!role) throw badRequest(ROLE_MESSAGES.notFound);
  return role;
}

/**
 * Roles of an organisation and what they are granted (spec 3 §7 role, user grant). Every call works
 * on the caller's organisation; only the operator's administrator may name another by tenantId.
 * Changes need the organisation's role buttons, checked here whatever the client shows.
 */
export function registerRoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tenantOf = async (req: Parameters<typeof callerOf>[0], tenantId: string | undefined) => targetTenant(ctx.db, callerOf(req), tenantId);

  route(app, ctx, grantEndpoints.roleList, async (req) => {
    const query = parseInput(roleListQuerySchema, req.query);
    const tenantId = await tenantOf(req, query.tenantId);
    const [roles, posts] = await Promise.all([rolesOfTenant(ctx.db, tenantId), postsOfTenant(ctx.db, tenantId)]);
    const name = query.name?.toLowerCase();
    const found = roles.filter((r) => !name || r.name.toLowerCase().includes(name) || r.alias.toLowerCase().includes(name)).map((r) => toRole(r, roles, posts));
    const size = query.size === -1 ? Math.max(found.length, 1) : query.size;
    return pageOf(found.slice((query.current - 1) * size, query.current * size), found.length, query.current, size);
  });

  route(app, ctx, grantEndpoints.roleDetail, async (req) => {
    const query = parseInput(roleDetailQuerySchema, req.query);
    const tenantId = await tenantOf(req, query.tenantId);
    const [roles, posts] = await Promise.all([rolesOfTenant(ctx.db, tenantId), postsOfTenant(ctx.db, tenantId)]);
    const role = roles.find((r) => r.id === query.id);
    if (!role) throw badRequest(ROLE_MESSAGES.notFound);
    return toRole(role, roles, posts);
  });

  route(app, ctx, orgPickerEndpoints.roleTree, async (req) => {
    const tenantId = await tenantOf(req, parseInput(tenantQuerySchema, req.query).tenantId);
    return roleTree(await rolesOfTenant(ctx.db, tenantId));
  });

  // The role with the roles below it: what a member form offers under one role.
  route(app, ctx, grantEndpoints.roleTreeById, async (req) => {
    const query = parseInput(roleIdQuerySchema, req.query);
    const tenantId = await tenantOf(req, query.tenantId);
    const roles = await rolesOfTenant(ctx.db, tenantId);
    const role = roles.find((r) => r.id === query.roleId);
    if (!role) throw badRequest(ROLE_MESSAGES.notFound);
    return [{ id: role.id, parentId: role.parent_id, name: role.name, alias: role.alias, children: roleTree(roles, role.id) }];
  });

  route(app, ctx, grantEndpoints.roleUsers, async (req) => {
    const query = parseInput(roleIdQuerySchema, req.query);
    const tenantId = await tenantOf(req, query.tenantId);
    await requireButton(ctx.db, callerOf(req), ROLE_BUTTONS.users);
    await roleOrFail(ctx.db, tenantId, query.roleId);
    const posts = (await postsOfTenant(ctx.db, tenantId)).filter((p) => rolesOfPost(p).includes(query.roleId));
    return posts.map((p) => ({ userId: p.user_id, realName: p.real_name, phone: p.phone, deptName: p.dept_name ?? '', joinStatus: p.join_status }));
  });

  route(app, ctx, grantEndpoints.roleSubmit, async (req) => {
    const input = parseInput(roleSubmitSchema, req.body);
    const tenantId = await tenantOf(req, input.tenantId);
    await requireButton(ctx.db, callerOf(req), input.id ? ROLE_BUTTONS.edit : ROLE_BUTTONS.add);
    return ctx.db.transaction().execute(async (trx) => {
      const roles = await rolesOfTenant(trx, tenantId);
      const existing = input.id ? roles.find((r) => r.id === input.id) : undefined;
      if (input.id && !existing) throw badRequest(ROLE_MESSAGES.notFound);
      const sameAlias = await roleByAlias(trx, tenantId, input.alias);
      if (sameAlias && sameAlias.id !== input.id) throw badRequest(ROLE_MESSAGES.aliasTaken);
      // The administrator role keeps its alias: grants, the director and the last-administrator rule name it.
      if (existing?.alias === ADMINISTRATOR_ROLE && input.alias !== ADMINISTRATOR_ROLE) throw badRequest(ROLE_MESSAGES.administratorAlias);
      if (input.parentId !== '0') {
        if (!roles.some((r) => r.id === input.parentId)) throw badRequest(ROLE_MESSAGES.parentUnknown);
        // Walking up from the new parent must not meet the role itself.
        for (let at = roles.find((r) => r.id === input.parentId), depth = 0; at && depth < 50; at = roles.find((r) => r.id === at!.parent_id), depth++) {
          if (input.id && at.id === input.id) throw badRequest(ROLE_MESSAGES.parentLoop);
        }
      }
      const values = { name: input.name, alias: input.alias, parent_id: input.parentId, sort: input.sort, remark: input.remark };
      const id = existing?.id ?? newId();
      if (existing) await updateRole(trx, tenantId, id, values);
      else await insertRoles(trx, [{ id, tenant_id: tenantId, ...values, create_time: timestamp() }]);
      req.successMessage = existing ? MESSAGES.updated : MESSAGES.created;
      const after = await rolesOfTenant(trx, tenantId);
      return toRole(after.find((r) => r.id === id)!, after, await postsOfTenant(trx, tenantId));
    });
  });

  route(app, ctx, grantEndpoints.roleRemove, async (req) => {
    const input = parseInput(roleRemoveSchema, req.body);
    const tenantId = await tenantOf(req, input.tenantId);
    await requireButton(ctx.db, callerOf(req), ROLE_BUTTONS.remove);
    await ctx.db.transaction().execute(async (trx) => {
      const [roles, posts] = await Promise.all([rolesOfTenant(trx, tenantId), postsOfTenant(trx, tenantId)]);
      for (const id of input.ids) {
        const role = roles.find((r) => r.id === id);
        if (!role) throw badRequest(ROLE_MESSAGES.notFound);
        if (role.alias === ADMINISTRATOR_ROLE) throw badRequest(ROLE_MESSAGES.removeAdministrator);
        if (posts.some((p) => rolesOfPost(p).includes(id))) throw badRequest(ROLE_MESSAGES.removeHeld);
        if (roles.some((r) => r.parent_id === id && !input.ids.includes(r.id))) throw badRequest(ROLE_MESSAGES.removeChildren);
      }
      for (const id of input.ids) await removeRoleGrants(trx, id);
      await deleteRoles(trx, tenantId, input.ids);
    });
    recordEvent(ctx.db, req, { type: 'remove', title: `role ${grantEndpoints.roleRemove.path}`, targetIds: input.ids, tenantId });
    return null;
  }, { message: MESSAGES.deleted });

  route(app, ctx, grantEndpoints.roleGrant, async (req) => {
    const input = parseInput(roleGrantSchema, req.body);
    const tenantId = await tenantOf(req, input.tenantId);
    await requireButton(ctx.db, callerOf(req), ROLE_BUTTONS.grant);
    await ctx.db.transaction().execute(async (trx) => {
      const roles = await rolesOfTenant(trx, tenantId);
      if (!input.roleIds.every((id) => roles.some((r) => r.id === id))) throw badRequest(ROLE_MESSAGES.notFound);
      const menuIds = [...new Set(input.menuIds)];
      if ((await findMenuRows(trx, tenantId, menuIds)).length !== menuIds.length) throw badRequest(ROLE_MESSAGES.menuUnknown);
      const dataScopeIds = [...new Set(input.dataScopeIds)];
      const apiScopeIds = [...new Set(input.apiScopeIds)];
      const count = async (table: 'data_scope' | 'api_scope', ids: string[]) =>
        ids.length ? (await trx.selectFrom(table).select('id').where('id', 'in', ids).execute()).length : 0;
      if ((await count('data_scope', dataScopeIds)) !== dataScopeIds.length || (await count('api_scope', apiScopeIds)) !== apiScopeIds.length) {
        throw badRequest(ROLE_MESSAGES.scopeUnknown);
      }
      await replaceGrants(trx, input.roleIds, { menuIds, dataScopeIds, apiScopeIds });
    });
    recordEvent(ctx.db, req, { type: 'grant', title: `role ${grantEndpoints.roleGrant.path}`, targetIds: input.roleIds, tenantId });
    return null;
  });

  /** Adds or removes one role on members' posts; the organisation keeps a JOINED administrator. */
  const changeHolders = (add: boolean) => async (req: Parameters<typeof callerOf>[0]) => {
    const input = parseInput(userGrantSchema, req.body);
    const tenantId = await tenantOf(req, input.tenantId);
    await requireButton(ctx.db, callerOf(req), ROLE_BUTTONS.users);
    await ctx.db.transaction().execute(async (trx) => {
      await roleOrFail(trx, tenantId, input.roleId);
      const posts = await postsOfTenant(trx, tenantId);
      if (!input.userIds.every((u) => posts.some((p) => p.user_id === u))) throw badRequest(ROLE_MESSAGES.memberUnknown);
      const now = timestamp();
      const after = posts.map((p) => {
        if (!input.userIds.includes(p.user_id)) return p;
        const held = rolesOfPost(p).filter((r) => r !== input.roleId);
        return { ...p, role_ids: (add ? [...held, input.roleId] : held).join(',') };
      });
      const administrator = (await roleByAlias(trx, tenantId, ADMINISTRATOR_ROLE))?.id;
      if (keepsAdministrator(posts, administrator) && !keepsAdministrator(after, administrator)) throw badRequest(ROLE_MESSAGES.lastAdministrator);
      for (const p of after) {
        const before = posts.find((b) => b.id === p.id)!;
        if (before.role_ids !== p.role_ids) await setPostRoles(trx, tenantId, p.id, rolesOfPost(p), now);
      }
    });
    recordEvent(ctx.db, req, { type: 'grant', title: `role ${add ? grantEndpoints.userGrant.path : grantEndpoints.userRevoke.path}`, targetIds: input.userIds, detail: `roleId=${input.roleId}`, tenantId });
    return null;
  };
  route(app, ctx, grantEndpoints.userGrant, changeHolders(true));
  route(app, ctx, grantEndpoints.userRevoke, changeHolders(false));
  // The grant form's trees and the template are the same part: one registration line in routes/index.ts.
  registerMenuAdminRoutes(app, ctx);
}
