import type { Kysely } from 'kysely';
import { OWNER_INVOICE_BUTTONS, PLATFORM_INVOICE_BUTTONS } from '@shared/domain/financeButtons';
import { FINANCE_MENUS } from '../../seed/menu-template/finance';
import { addTemplateEntries } from './support/templateEntries';

const BUTTON = 2;
const CODES: string[] = [OWNER_INVOICE_BUTTONS.void, PLATFORM_INVOICE_BUTTONS.void];

/**
 * Issue 17 (H2): the invoice screens' 作废 button, as the template file declares it (name and roles live
 * there once), for a database started before it: added under each invoice menu of the template, copied
 * under each organisation's copy of that menu and granted to the roles the template names
 * (addTemplateEntries). A menu the template does not have yet (the platform invoices on a database from
 * before issue 17) gets its buttons with it in migration 069.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addTemplateEntries(db, FINANCE_MENUS, CODES);
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
