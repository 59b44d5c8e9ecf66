import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { MenuTable } from '../db/schema';
import type { MenuTemplateTable } from '../db/schema-organisations';
import { limitToPackage } from '@shared/domain/tenantPackage';
import { packageMenuIdsOf } from './tenants';

export type MenuRow = Selectable<MenuTable>;

export const MENU_CATEGORY = { menu: 1, button: 2 } as const;

/** Every menu entry and button of one organisation, in display order. */
export async function menusOfTenant(db: Executor, tenantId: string): Promise<MenuRow[]> {
  return db.selectFrom('menu').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute();
}

/** What the organisation's members may be shown and granted: its menu limited to its package (tenant/package-setting). */
export async function packagedMenusOfTenant(db: Executor, tenantId: string): Promise<MenuRow[]> {
  const [rows, packageIds] = await Promise.all([menusOfTenant(db, tenantId), packageMenuIdsOf(db, tenantId)]);
  return limitToPackage(rows, packageIds);
}

export async function insertMenus(db: Executor, rows: Insertable<MenuTable>[]): Promise<void> {
  // Chunks keep each statement under SQLite's and PostgreSQL's bound-parameter limits.
  for (let i = 0; i < rows.length; i += 200) {
    await db.insertInto('menu').values(rows.slice(i, i + 200)).execute();
  }
}

/** The organisation's buttons of one code (a code may sit under more than one menu entry). */
export async function buttonsOfCode(db: Executor, tenantId: string, code: string): Promise<MenuRow[]> {
  return db.selectFrom('menu').selectAll().where('tenant_id', '=', tenantId).where('category', '=', MENU_CATEGORY.button).where('code', '=', code).execute();
}

export type MenuTemplateRow = Selectable<MenuTemplateTable>;

/** The operator's product menu (the template), in display order. */
export async function templateRows(db: Executor): Promise<MenuTemplateRow[]> {
  return db.selectFrom('menu_template').selectAll().orderBy('sort').orderBy('id').execute();
}

export async function countTemplateRows(db: Executor): Promise<number> {
  const row = await db.selectFrom('menu_template').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertTemplateRows(db: Executor, rows: Insertable<MenuTemplateTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) await db.insertInto('menu_template').values(rows.slice(i, i + 100)).execute();
}

export async function findTemplateRow(db: Executor, id: string): Promise<MenuTemplateRow | undefined> {
  return db.selectFrom('menu_template').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findMenuRows(db: Executor, tenantId: string, ids: string[]): Promise<MenuRow[]> {
  if (!ids.length) return [];
  const found: MenuRow[] = [];
  for (let i = 0; i < ids.length; i += 300) {
    found.push(...(await db.selectFrom('menu').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids.slice(i, i + 300)).execute()));
  }
  return found;
}

/** Every organisation's copy of one template entry. */
export async function copiesOfTemplate(db: Executor, templateId: string): Promise<MenuRow[]> {
  return db.selectFrom('menu').selectAll().where('template_id', '=', templateId).execute();
}
