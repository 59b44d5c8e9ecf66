import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { MenuTable } from '../db/schema';

export type MenuRow = Selectable<MenuTable>;

export const MENU_CATEGORY = { menu: 1, button: 2 } as const;

/** Every menu entry and button of one organisation, in display order. */
export async function menusOfTenant(db: Executor, tenantId: string): Promise<MenuRow[]> {
  return db.selectFrom('menu').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute();
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
