import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import { menuRoutesQuerySchema, type ButtonNode, type MenuRoute } from '@shared/domain/menu';
import type { AppContext } from '../../context';
import { grantsButton, rolesOf } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { MENU_CATEGORY, menusOfTenant, type MenuRow } from '../../repositories/menus';
import { findRoles } from '../../repositories/roles';

export const MENU_ROOT = '0';

function toRoute(row: MenuRow, children: MenuRoute[]): MenuRoute {
  const roles = rolesOf(row);
  const query = row.query ? (JSON.parse(row.query) as Record<string, string>) : undefined;
  return {
    id: row.id,
    parentId: row.parent_id,
    code: row.code,
    name: row.name,
    path: row.path,
    icon: row.icon,
    sort: row.sort,
    isShow: row.is_show === 1 ? 1 : 0,
    ...(row.grp ? { group: row.grp } : {}),
    ...(query ? { query } : {}),
    meta: { ...(roles.length ? { roles } : {}), ...(row.keep_alive ? { keepAlive: true } : {}) },
    children,
  };
}

function menuTree(rows: MenuRow[], parentId: string): MenuRoute[] {
  return rows.filter((r) => r.parent_id === parentId).map((r) => toRoute(r, menuTree(rows, r.id)));
}

/** Menus as grouping nodes, buttons as leaves; branches without a button the caller may use are dropped. */
function buttonTree(rows: MenuRow[], parentId: string, callerRoles: Set<string>): ButtonNode[] {
  const nodes: ButtonNode[] = [];
  for (const row of rows.filter((r) => r.parent_id === parentId)) {
    if (row.category === MENU_CATEGORY.button) {
      if (grantsButton(row, callerRoles)) nodes.push({ id: row.id, code: row.code, name: row.name, children: [] });
      continue;
    }
    const children = buttonTree(rows, row.id, callerRoles);
    if (children.length) nodes.push({ id: row.id, code: row.code, name: row.name, children });
  }
  return nodes;
}

/**
 * GET menu/routes serves the organisation's whole menu with its role restrictions and isShow as
 * data: the client applies the visibility rules (spec 1 §6). GET menu/buttons is filtered here,
 * because a button code is a permission the server grants per role.
 */
export function registerMenuRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.menuRoutes, async (req) => {
    const { topMenuId } = parseInput(menuRoutesQuerySchema, req.query);
    const rows = (await menusOfTenant(ctx.db, callerOf(req).tenantId)).filter((r) => r.category === MENU_CATEGORY.menu);
    return menuTree(rows, topMenuId ?? MENU_ROOT);
  });

  route(app, ctx, endpoints.menuButtons, async (req) => {
    const caller = callerOf(req);
    const [rows, roles] = await Promise.all([menusOfTenant(ctx.db, caller.tenantId), findRoles(ctx.db, caller.tenantId, caller.roleIds)]);
    return buttonTree(rows, MENU_ROOT, new Set(roles.map((r) => r.alias)));
  });
}
