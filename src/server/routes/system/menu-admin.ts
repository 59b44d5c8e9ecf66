import type { FastifyInstance } from 'fastify';
import { grantEndpoints } from '@shared/api/grantEndpoints';
import { MENU_ADMIN_BUTTONS, ROLE_BUTTONS } from '@shared/domain/organisationButtons';
import {
  MENU_TEMPLATE_MESSAGES,
  menuDetailQuerySchema,
  menuGrantTree,
  ADMINISTRATOR_ROLE,
  menuListQuerySchema,
  menuRemoveSchema,
  menuTemplateSubmitSchema,
  ROLE_MESSAGES,
  roleTreeKeysQuerySchema,
  scopeGrantTree,
  tenantQuerySchema,
  type MenuTemplateEntry,
} from '@shared/domain/roleGrant';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { requireButton, requireOperatorAdministrator, targetTenant } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { insertMenuGrants, menuIdsOfRoles, removeMenuGrants, scopeIdsOfRoles } from '../../repositories/grants';
import { copiesOfTemplate, findTemplateRow, insertMenus, insertTemplateRows, menusOfTenant, packagedMenusOfTenant, templateRows, type MenuTemplateRow } from '../../repositories/menus';
import { findRoles } from '../../repositories/roles';
import { copyOf, MENU_ROOT, offeredTo } from '../../seed/menus';

function toEntry(row: MenuTemplateRow, all: MenuTemplateRow[]): MenuTemplateEntry {
  return {
    id: row.id,
    parentId: row.parent_id,
    code: row.code,
    name: row.name,
    path: row.path,
    icon: row.icon,
    sort: row.sort,
    category: row.category,
    isShow: row.is_show,
    categories: row.categories,
    operatorOnly: row.operator_only,
    roles: row.roles,
    hasChildren: all.some((r) => r.parent_id === row.id),
    createTime: row.create_time,
  };
}

function entryTree(rows: MenuTemplateRow[], parentId = MENU_ROOT): MenuTemplateEntry[] {
  return rows.filter((r) => r.parent_id === parentId).map((r) => ({ ...toEntry(r, rows), children: entryTree(rows, r.id) }));
}

/**
 * Copies a template entry, and the entries below it that are offered too, into one organisation
 * under its copy of the parent, each granted to the organisation's administrator role: the
 * administrator then grants them on.
 */
async function copyInto(db: Executor, rows: MenuTemplateRow[], row: MenuTemplateRow, tenant: { tenant_id: string; category: string }, parentId: string, adminId?: string) {
  const copy = copyOf(row, tenant.tenant_id, parentId);
  await insertMenus(db, [copy]);
  if (adminId) await insertMenuGrants(db, [{ role_id: adminId, menu_id: copy.id }]);
  for (const child of rows.filter((r) => r.parent_id === row.id && offeredTo(r, tenant.tenant_id, tenant.category))) {
    await copyInto(db, rows, child, tenant, copy.id, adminId);
  }
}

/** Removes one organisation's copy of an entry with everything below it, and their grants. */
async function removeCopy(db: Executor, copy: { id: string; tenant_id: string }) {
  const menus = await menusOfTenant(db, copy.tenant_id);
  const ids = [copy.id];
  for (let i = 0; i < ids.length; i++) ids.push(...menus.filter((m) => m.parent_id === ids[i]).map((m) => m.id));
  await removeMenuGrants(db, ids);
  for (let i = 0; i < ids.length; i += 300) await db.deleteFrom('menu').where('id', 'in', ids.slice(i, i + 300)).execute();
}

/**
 * Brings every organisation in line with a template entry's rules (categories, operator only): an
 * organisation newly offered it gets a copy under its copy of the parent (one without the parent
 * does not), one no longer offered it loses its copy, what is below it and their grants. A new entry
 * goes through here too, so a new entry and a changed one reach organisations the same way.
 */
async function reconcileCoverage(db: Executor, row: MenuTemplateRow): Promise<void> {
  const [tenants, rows, copies] = await Promise.all([
    db.selectFrom('tenant').select(['tenant_id', 'category']).execute(),
    templateRows(db),
    copiesOfTemplate(db, row.id),
  ]);
  const parents = row.parent_id === MENU_ROOT ? [] : await copiesOfTemplate(db, row.parent_id);
  const administrators = await db.selectFrom('role').select(['id', 'tenant_id']).where('alias', '=', ADMINISTRATOR_ROLE).execute();
  for (const tenant of tenants) {
    const copy = copies.find((c) => c.tenant_id === tenant.tenant_id);
    const offered = offeredTo(row, tenant.tenant_id, tenant.category);
    if (copy && !offered) await removeCopy(db, copy);
    if (copy || !offered) continue;
    const parentId = row.parent_id === MENU_ROOT ? MENU_ROOT : parents.find((p) => p.tenant_id === tenant.tenant_id)?.id;
    if (!parentId) continue;
    await copyInto(db, rows, row, tenant, parentId, administrators.find((a) => a.tenant_id === tenant.tenant_id)?.id);
  }
}

/**
 * The grant form's data (menu/grant-tree, menu/role-tree-keys) for an organisation's administrator,
 * and the operator's editing of the menu template (menu/list … remove), which reaches every
 * organisation's copy in the same transaction.
 */
export function registerMenuAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, grantEndpoints.menuGrantTree, async (req) => {
    const caller = callerOf(req);
    const tenantId = await targetTenant(ctx.db, caller, parseInput(tenantQuerySchema, req.query).tenantId);
    await requireButton(ctx.db, caller, ROLE_BUTTONS.grant);
    const [menus, dataScopes, apiScopes] = await Promise.all([
      packagedMenusOfTenant(ctx.db, tenantId),
      ctx.db.selectFrom('data_scope').select(['id', 'name', 'resource']).orderBy('resource').orderBy('create_time').orderBy('id').execute(),
      ctx.db.selectFrom('api_scope').select(['id', 'name', 'module']).orderBy('module').orderBy('create_time').orderBy('id').execute(),
    ]);
    return {
      menu: menuGrantTree(menus.map((m) => ({ id: m.id, parentId: m.parent_id, code: m.code, name: m.name, category: m.category, sort: m.sort }))),
      dataScope: scopeGrantTree(dataScopes.map((s) => ({ id: s.id, name: s.name, group: s.resource }))),
      apiScope: scopeGrantTree(apiScopes.map((s) => ({ id: s.id, name: s.name, group: s.module }))),
    };
  });

  route(app, ctx, grantEndpoints.menuRoleTreeKeys, async (req) => {
    const caller = callerOf(req);
    const query = parseInput(roleTreeKeysQuerySchema, req.query);
    const tenantId = await targetTenant(ctx.db, caller, query.tenantId);
    await requireButton(ctx.db, caller, ROLE_BUTTONS.grant);
    const roles = await findRoles(ctx.db, tenantId, query.roleIds);
    if (roles.length !== new Set(query.roleIds).size) throw badRequest(ROLE_MESSAGES.notFound);
    const ids = roles.map((r) => r.id);
    const [menu, dataScope, apiScope] = await Promise.all([menuIdsOfRoles(ctx.db, ids), scopeIdsOfRoles(ctx.db, ids, 'data'), scopeIdsOfRoles(ctx.db, ids, 'api')]);
    return { menu: [...menu], dataScope, apiScope };
  });

  const operator = async (req: Parameters<typeof callerOf>[0], button?: string) => {
    const caller = callerOf(req);
    await requireOperatorAdministrator(ctx.db, caller);
    if (button) await requireButton(ctx.db, caller, button);
  };

  route(app, ctx, grantEndpoints.menuList, async (req) => {
    await operator(req);
    const { name } = parseInput(menuListQuerySchema, req.query);
    const rows = await templateRows(ctx.db);
    const needle = name?.toLowerCase();
    // The whole tree as one page (the screen is a tree list); a search answers the matching entries flat.
    const records = needle ? rows.filter((r) => r.name.toLowerCase().includes(needle) || r.code.toLowerCase().includes(needle)).map((r) => toEntry(r, rows)) : entryTree(rows);
    return { records, total: records.length, size: records.length, current: 1, pages: 1 };
  });

  route(app, ctx, grantEndpoints.menuLazyList, async (req) => {
    await operator(req);
    const { parentId } = parseInput(menuListQuerySchema, req.query);
    const rows = await templateRows(ctx.db);
    return rows.filter((r) => r.parent_id === (parentId || MENU_ROOT)).map((r) => toEntry(r, rows));
  });

  // Menu entries only: the parent a new entry or button goes under.
  route(app, ctx, grantEndpoints.menuTree, async (req) => {
    await operator(req);
    return entryTree((await templateRows(ctx.db)).filter((r) => r.category === 1));
  });

  route(app, ctx, grantEndpoints.menuDetail, async (req) => {
    await operator(req);
    const { id } = parseInput(menuDetailQuerySchema, req.query);
    const rows = await templateRows(ctx.db);
    const row = rows.find((r) => r.id === id);
    if (!row) throw badRequest(MENU_TEMPLATE_MESSAGES.notFound);
    return toEntry(row, rows);
  });

  route(app, ctx, grantEndpoints.menuSubmit, async (req) => {
    const input = parseInput(menuTemplateSubmitSchema, req.body);
    await operator(req, input.id ? MENU_ADMIN_BUTTONS.edit : MENU_ADMIN_BUTTONS.add);
    return ctx.db.transaction().execute(async (trx) => {
      const existing = input.id ? await findTemplateRow(trx, input.id) : undefined;
      if (input.id && !existing) throw badRequest(MENU_TEMPLATE_MESSAGES.notFound);
      if (input.parentId !== MENU_ROOT) {
        const parent = await findTemplateRow(trx, input.parentId);
        if (!parent || parent.id === input.id) throw badRequest(MENU_TEMPLATE_MESSAGES.parentUnknown);
        if (parent.category === 2) throw badRequest(MENU_TEMPLATE_MESSAGES.parentButton);
      }
      const now = timestamp();
      const id = existing?.id ?? newId();
      const values = {
        code: input.code,
        name: input.name,
        path: input.category === 2 ? '' : input.path,
        icon: input.icon,
        sort: input.sort,
        category: input.category,
        is_show: input.isShow,
        categories: input.categories,
        operator_only: input.operatorOnly,
        roles: input.roles,
        update_time: now,
      };
      if (existing) {
        // The parent stays: moving an entry between sections would orphan organisations' copies.
        await trx.updateTable('menu_template').set(values).where('id', '=', existing.id).execute();
        await trx
          .updateTable('menu')
          .set({ code: values.code, name: values.name, path: values.path, icon: values.icon, sort: values.sort, category: values.category, is_show: values.is_show })
          .where('template_id', '=', existing.id)
          .execute();
        if (existing.categories !== values.categories || existing.operator_only !== values.operator_only) {
          await reconcileCoverage(trx, { ...existing, ...values });
        }
        req.successMessage = MESSAGES.updated;
      } else {
        const row = { id, parent_id: input.parentId, query: '', grp: '', keep_alive: 0, standalone: 0, create_time: now, ...values };
        await insertTemplateRows(trx, [row]);
        await reconcileCoverage(trx, row);
        req.successMessage = MESSAGES.created;
      }
      const rows = await templateRows(trx);
      return toEntry(rows.find((r) => r.id === id)!, rows);
    });
  });

  route(app, ctx, grantEndpoints.menuRemove, async (req) => {
    const input = parseInput(menuRemoveSchema, req.body);
    await operator(req, MENU_ADMIN_BUTTONS.remove);
    await ctx.db.transaction().execute(async (trx) => {
      const rows = await templateRows(trx);
      for (const id of input.ids) {
        if (!rows.some((r) => r.id === id)) throw badRequest(MENU_TEMPLATE_MESSAGES.notFound);
        if (rows.some((r) => r.parent_id === id && !input.ids.includes(r.id))) throw badRequest(MENU_TEMPLATE_MESSAGES.removeChildren);
      }
      for (const id of input.ids) {
        const copies = (await copiesOfTemplate(trx, id)).map((c) => c.id);
        await removeMenuGrants(trx, copies);
        for (let i = 0; i < copies.length; i += 300) await trx.deleteFrom('menu').where('id', 'in', copies.slice(i, i + 300)).execute();
      }
      await trx.deleteFrom('menu_template').where('id', 'in', input.ids).execute();
    });
    return null;
  }, { message: MESSAGES.deleted });
}
