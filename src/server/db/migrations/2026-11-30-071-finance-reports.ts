import type { Kysely } from 'kysely';
import { FINANCE_MENUS } from '../../seed/menu-template/finance';
import { addTemplateEntries } from './support/templateEntries';

/**
 * Issue 18's 财务报表 (/finance/report: receivables aging and payables) for a database made before it:
 * the template entry is added under 财务管理 and copied into every contracting organisation, granted as
 * the template says (addTemplateEntries). A fresh database is left to the seed; a second run adds nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addTemplateEntries(db, FINANCE_MENUS, ['finance_report']);
}
