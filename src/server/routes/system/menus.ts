import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import { menuRoutesQuerySchema, type ButtonNode, type MenuRoute } from '@shared/domain/menu';
import type { AppContext } from '../../context';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { menuIdsOfRoles } from '../../repositories/grants';
import { MENU_CATEGORY, packagedMenusOfTenant, type MenuRow } from '../../repositories/menus';
import { MENU_ROOT } from '../../seed/menus';

export { MENU_ROOT };

function toRoute(row: MenuRow, children: MenuRoute[]): MenuRoute {
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
    meta: { ...(row.keep_alive ? { keepAlive: true } : {}) },
    children,
  };
}

/** The granted rows plus every ancestor of one, so a granted entry always has its containers. */
export function withAncestors(rows: MenuRow[], granted: Set<string>): MenuRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const id of granted) {
    for (let row = byId.get(id), depth = 0; row && !keep.has(row.id) && depth < 20; row = byId.get(row.parent_id), depth++) keep.add(row.id);
  }
  return rows.filter((r) => keep.has(r.id));
}

function menuTree(rows: MenuRow[], parentId: string): MenuRoute[] {
  return rows.filter((r) => r.parent_id === parentId).map((r) => toRoute(r, menuTree(rows, r.id)));
}

/** Menus as grouping nodes, buttons as leaves (only granted ones reach here). */
function buttonTree(rows: MenuRow[], parentId: string): ButtonNode[] {
  const nodes: ButtonNode[] = [];
  for (const row of rows.filter((r) => r.parent_id === parentId)) {
    if (row.category === MENU_CATEGORY.button) {
      nodes.push({ id: row.id, code: row.code, name: row.name, children: [] });
      continue;
    }
    const children = buttonTree(rows, row.id);
    if (children.length) nodes.push({ id: row.id, code: row.code, name: row.name, children });
  }
  return nodes;
}

/**
 * GET menu/routes and menu/buttons answer what the caller's roles in the current organisation were
 * granted (role_menu) within the organisation's package, read at each call, so a change of grants shows at the next menu load. isShow
 * and the operator's rules stay data the client applies (spec 1 §6).
 */
export function registerMenuRoutes(app: FastifyInstance, ctx: AppContext): void {
  const grantedRows = async (tenantId: string, roleIds: string[]) => {
    const [rows, granted] = await Promise.all([packagedMenusOfTenant(ctx.db, tenantId), menuIdsOfRoles(ctx.db, roleIds)]);
    return { rows, granted };
  };

  route(app, ctx, endpoints.menuRoutes, async (req) => {
    const caller = callerOf(req);
    const { topMenuId } = parseInput(menuRoutesQuerySchema, req.query);
    const { rows, granted } = await grantedRows(caller.tenantId, caller.roleIds);
    const menus = rows.filter((r) => r.category === MENU_CATEGORY.menu);
    return menuTree(withAncestors(menus, granted), topMenuId ?? MENU_ROOT);
  });

  route(app, ctx, endpoints.menuButtons, async (req) => {
    const caller = callerOf(req);
    const { rows, granted } = await grantedRows(caller.tenantId, caller.roleIds);
    const buttons = new Set(rows.filter((r) => r.category === MENU_CATEGORY.button && granted.has(r.id)).map((r) => r.id));
    return buttonTree(withAncestors(rows, buttons), MENU_ROOT);
  });
}
