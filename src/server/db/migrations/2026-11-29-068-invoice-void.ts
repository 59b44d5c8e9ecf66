import type { Kysely } from 'kysely';
import { OWNER_INVOICE_BUTTONS, PLATFORM_INVOICE_BUTTONS } from '@shared/domain/financeButtons';
import { FINANCE_MENUS } from '../../seed/menu-template/finance';
import type { MenuTemplate } from '../../seed/menu-template/types';
import { newId } from '../ids';
import { timestamp } from '../time';

const BUTTON = 2;
const CODES: string[] = [OWNER_INVOICE_BUTTONS.void, PLATFORM_INVOICE_BUTTONS.void];

/** Each void button as the template file declares it (its name and roles live there once), with its menu's code. */
function voidButtons(entries: MenuTemplate[] = FINANCE_MENUS): { menu: string; code: string; name: string; roles: string[] }[] {
  return entries.flatMap((e) => [
    ...(e.buttons ?? []).filter((b) => CODES.includes(b.code)).map((b) => ({ menu: e.code, code: b.code, name: b.name, roles: [...(b.roles ?? [])] })),
    ...voidButtons(e.children ?? []),
  ]);
}

/**
 * Issue 17 (H2): the invoice screens' 作废 button. menu_template is filled from the template file
 * only while it is empty, so a database started before this button has it neither in its template
 * nor in its organisations' menus: it is added under each invoice menu of the template, copied under
 * each organisation's copy of that menu and granted to the roles the template names — what a
 * new organisation gets from the template. A fresh database (empty template) has nothing to do here:
 * the seed fills the template with the button afterwards. Running it twice adds nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const k = db as Kysely<any>;
  const now = timestamp();
  for (const b of voidButtons()) {
    const parent: { id: string } | undefined = await k.selectFrom('menu_template').select('id').where('code', '=', b.menu).where('category', '<>', BUTTON).executeTakeFirst();
    if (!parent) continue;
    const present = await k.selectFrom('menu_template').select('id').where('parent_id', '=', parent.id).where('code', '=', b.code).executeTakeFirst();
    if (present) continue;
    const siblings: { sort: number | string }[] = await k.selectFrom('menu_template').select('sort').where('parent_id', '=', parent.id).execute();
    const sort = Math.max(0, ...siblings.map((s) => Number(s.sort))) + 10;
    const templateId = newId();
    await k
      .insertInto('menu_template')
      .values({ id: templateId, parent_id: parent.id, code: b.code, name: b.name, path: '', icon: '', sort, category: BUTTON, is_show: 1, roles: b.roles.join(','), query: '', grp: '', keep_alive: 0, categories: '', operator_only: 0, standalone: 0, create_time: now, update_time: now })
      .execute();
    const copies: { id: string; tenant_id: string }[] = await k.selectFrom('menu').select(['id', 'tenant_id']).where('template_id', '=', parent.id).execute();
    for (const copy of copies) {
      const id = newId();
      await k
        .insertInto('menu')
        .values({ id, tenant_id: copy.tenant_id, parent_id: copy.id, code: b.code, name: b.name, path: '', icon: '', sort, category: BUTTON, is_show: 1, roles: '', query: '', grp: '', keep_alive: 0, template_id: templateId })
        .execute();
      let roles = k.selectFrom('role').select('id').where('tenant_id', '=', copy.tenant_id);
      // No aliases in the template: every role, as provisioning grants it.
      if (b.roles.length) roles = roles.where('alias', 'in', b.roles);
      const granted: { id: string }[] = await roles.execute();
      if (granted.length) await k.insertInto('role_menu').values(granted.map((r) => ({ role_id: r.id, menu_id: id }))).execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const k = db as Kysely<any>;
  const codes = CODES;
  const menus: { id: string }[] = await k.selectFrom('menu').select('id').where('code', 'in', codes).where('category', '=', BUTTON).execute();
  for (let i = 0; i < menus.length; i += 300) {
    const ids = menus.slice(i, i + 300).map((m) => m.id);
    await k.deleteFrom('role_menu').where('menu_id', 'in', ids).execute();
    await k.deleteFrom('menu').where('id', 'in', ids).execute();
  }
  await k.deleteFrom('menu_template').where('code', 'in', codes).where('category', '=', BUTTON).execute();
}
