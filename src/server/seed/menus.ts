import type { Insertable } from 'kysely';
import { OPERATOR_HIDDEN_MENU_CODES, OPERATOR_TENANT, type OrgCategory } from '@shared/domain/organisation';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import type { MenuTable } from '../db/schema';
import { insertMenus, MENU_CATEGORY } from '../repositories/menus';
import { MENU_TEMPLATE, type MenuTemplate } from './menu-template';

const ROOT = '0';

function offeredTo(entry: MenuTemplate, tenantId: string, category: OrgCategory): boolean {
  const operator = tenantId === OPERATOR_TENANT;
  if (entry.categories && !entry.categories.includes(category)) return false;
  if (entry.operatorOnly && !operator) return false;
  return !(operator && (OPERATOR_HIDDEN_MENU_CODES as readonly string[]).includes(entry.code));
}

function rowsOf(entries: MenuTemplate[], parentId: string, tenantId: string, category: OrgCategory): Insertable<MenuTable>[] {
  const rows: Insertable<MenuTable>[] = [];
  entries
    .filter((e) => offeredTo(e, tenantId, category))
    .forEach((entry, index) => {
      const id = newId();
      const children = rowsOf(entry.children ?? [], id, tenantId, category);
      // A section whose every entry is withheld from this category is withheld too.
      if (entry.children?.length && !entry.standalone && !children.some((c) => c.parent_id === id)) return;
      rows.push({
        id,
        tenant_id: tenantId,
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
      });
      (entry.buttons ?? []).forEach((button, i) =>
        rows.push({
          id: newId(),
          tenant_id: tenantId,
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
        }),
      );
      rows.push(...children);
    });
  return rows;
}

/** Copies the product menu into one organisation, so each organisation's menu can later diverge. */
export async function seedMenus(db: Executor, tenantId: string, category: OrgCategory): Promise<void> {
  await insertMenus(db, rowsOf(MENU_TEMPLATE, ROOT, tenantId, category));
}
