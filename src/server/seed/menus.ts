import type { Insertable } from 'kysely';
import { OPERATOR_HIDDEN_MENU_CODES, OPERATOR_TENANT, type OrgCategory } from '@shared/domain/organisation';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import type { MenuTable } from '../db/schema';
import type { MenuTemplateTable } from '../db/schema-organisations';
import { timestamp } from '../db/time';
import { insertMenuGrants } from '../repositories/grants';
import { countTemplateRows, insertMenus, insertTemplateRows, MENU_CATEGORY, templateRows, type MenuTemplateRow } from '../repositories/menus';
import { rolesOfTenant } from '../repositories/roles';
import { MENU_TEMPLATE, type MenuTemplate } from './menu-template';

export const MENU_ROOT = '0';

const list = (value: string): string[] =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** The product menu of menu-template.ts as template rows (ids fresh, parents linked). */
export function templateRowsOf(entries: MenuTemplate[], parentId = MENU_ROOT, now = timestamp()): Insertable<MenuTemplateTable>[] {
  const rows: Insertable<MenuTemplateTable>[] = [];
  entries.forEach((entry, index) => {
    const id = newId();
    rows.push({
      id,
      parent_id: parentId,
      code: entry.code,
      name: entry.name,
      path: entry.path,
      icon: entry.icon ?? '',
      sort: (index + 1) * 10,
      category: MENU_CATEGORY.menu,
      is_show: entry.isShow ?? 1,
      roles: (entry.roles ?? []).join(','),
      query: entry.query ? JSON.stringify(entry.query) : '',
      grp: '',
      keep_alive: entry.keepAlive ? 1 : 0,
      categories: (entry.categories ?? []).join(','),
      operator_only: entry.operatorOnly ? 1 : 0,
      standalone: entry.standalone ? 1 : 0,
      create_time: now,
      update_time: now,
    });
    (entry.buttons ?? []).forEach((button, i) =>
      rows.push({
        id: newId(),
        parent_id: id,
        code: button.code,
        name: button.name,
        path: '',
        icon: '',
        sort: (i + 1) * 10,
        category: MENU_CATEGORY.button,
        is_show: 1,
        roles: (button.roles ?? []).join(','),
        query: '',
        grp: '',
        keep_alive: 0,
        categories: '',
        operator_only: 0,
        standalone: 0,
        create_time: now,
        update_time: now,
      }),
    );
    rows.push(...templateRowsOf(entry.children ?? [], id, now));
  });
  return rows;
}

/** Whether an organisation of this tenant and category is offered a template entry (its own rules, not its parents'). */
export function offeredTo(entry: Pick<MenuTemplateRow, 'categories' | 'operator_only' | 'code'>, tenantId: string, category: string): boolean {
  const operator = tenantId === OPERATOR_TENANT;
  const categories = list(entry.categories);
  if (categories.length && !categories.includes(category)) return false;
  if (entry.operator_only && !operator) return false;
  return !(operator && (OPERATOR_HIDDEN_MENU_CODES as readonly string[]).includes(entry.code));
}

/** The template rows one organisation gets: offered entries under offered parents; a section left empty is dropped unless it is a page itself. */
export function templateFor(rows: MenuTemplateRow[], tenantId: string, category: string): MenuTemplateRow[] {
  const walk = (parentId: string): MenuTemplateRow[] => {
    const out: MenuTemplateRow[] = [];
    for (const row of rows.filter((r) => r.parent_id === parentId && offeredTo(r, tenantId, category))) {
      const below = walk(row.id);
      const isSection = row.category === MENU_CATEGORY.menu && rows.some((r) => r.parent_id === row.id && r.category === MENU_CATEGORY.menu);
      const keptEntry = below.some((r) => r.parent_id === row.id && r.category === MENU_CATEGORY.menu);
      if (isSection && !row.standalone && !keptEntry) continue;
      out.push(row, ...below);
    }
    return out;
  };
  return walk(MENU_ROOT);
}

/** A template row as one organisation's copy. */
export function copyOf(row: MenuTemplateRow, tenantId: string, parentId: string): Insertable<MenuTable> {
  return {
    id: newId(),
    tenant_id: tenantId,
    parent_id: parentId,
    code: row.code,
    name: row.name,
    path: row.path,
    icon: row.icon,
    sort: row.sort,
    category: row.category,
    is_show: row.is_show,
    roles: '',
    query: row.query,
    grp: row.grp,
    keep_alive: row.keep_alive,
    template_id: row.id,
  };
}

/**
 * Fills the template from menu-template.ts when it is empty (every start; idempotent). A database
 * from before the template existed has organisation menus copied from the same file: they are
 * linked to their template entries by their chain of codes, so edits of the template reach them.
 */
export async function ensureMenuTemplate(db: Executor): Promise<void> {
  if ((await countTemplateRows(db)) > 0) return;
  const rows = templateRowsOf(MENU_TEMPLATE);
  await insertTemplateRows(db, rows);
  const keyOfTemplate = chainKeys(rows.map((r) => ({ id: r.id, parent_id: r.parent_id, code: r.code })));
  const byKey = new Map([...keyOfTemplate].map(([id, key]) => [key, id]));
  const menus = await db.selectFrom('menu').select(['id', 'parent_id', 'code', 'tenant_id']).where('template_id', '=', '').execute();
  const byTenant = new Map<string, typeof menus>();
  for (const m of menus) byTenant.set(m.tenant_id, [...(byTenant.get(m.tenant_id) ?? []), m]);
  for (const tenantMenus of byTenant.values()) {
    for (const [id, key] of chainKeys(tenantMenus)) {
      const templateId = byKey.get(key);
      if (templateId) await db.updateTable('menu').set({ template_id: templateId }).where('id', '=', id).execute();
    }
  }
}

/** Each row's chain of codes from the top ("organization/organization_role/role_add"). */
export function chainKeys(rows: { id: string; parent_id: string; code: string }[]): Map<string, string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keys = new Map<string, string>();
  const keyOf = (id: string, depth = 0): string => {
    const row = byId.get(id);
    if (!row || depth > 20) return '';
    const parent = row.parent_id === MENU_ROOT ? '' : keyOf(row.parent_id, depth + 1);
    return parent ? `${parent}/${row.code}` : row.code;
  };
  for (const r of rows) keys.set(r.id, keyOf(r.id));
  return keys;
}

/**
 * Copies the template into one organisation, filtered by its category (the operator never gets
 * contract or finance), and grants each copy to the organisation's existing roles by the template's
 * role aliases (none listed: every role). Provisioning creates the roles first.
 */
export async function seedMenus(db: Executor, tenantId: string, category: OrgCategory): Promise<void> {
  await ensureMenuTemplate(db);
  const offered = templateFor(await templateRows(db), tenantId, category);
  const copyIds = new Map<string, string>();
  const copies = offered.map((row) => {
    const copy = copyOf(row, tenantId, row.parent_id === MENU_ROOT ? MENU_ROOT : (copyIds.get(row.parent_id) ?? MENU_ROOT));
    copyIds.set(row.id, copy.id);
    return copy;
  });
  await insertMenus(db, copies);
  await insertMenuGrants(db, grantsOfCopies(offered, copyIds, await rolesOfTenant(db, tenantId)));
}

/** Each copy granted to the roles its template entry names by alias (none named: every role). */
export function grantsOfCopies(rows: MenuTemplateRow[], copyIds: Map<string, string>, roles: { id: string; alias: string }[]): { role_id: string; menu_id: string }[] {
  return rows.flatMap((row) => {
    const aliases = list(row.roles);
    return roles.filter((r) => !aliases.length || aliases.includes(r.alias)).map((r) => ({ role_id: r.id, menu_id: copyIds.get(row.id)! }));
  });
}
