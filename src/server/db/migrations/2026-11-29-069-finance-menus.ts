import type { Kysely } from 'kysely';
import * as FINANCE_BUTTONS from '@shared/domain/financeButtons';
import { PAYMENT_REQUEST_BUTTONS } from '@shared/domain/financeButtons';
import { FINANCE_MENUS } from '../../seed/menu-template/finance';
import { addTemplateEntries, narrowTemplateEntries, removeTemplateEntries } from './support/templateEntries';

/** The screens issue 17 added to the finance area. */
const NEW_MENUS = ['finance_platform_invoice', 'finance_platform_arrive', 'finance_request', 'finance_payment'];
/** Every finance button code: those a database already has are left as they are. */
const BUTTON_CODES = Object.values(FINANCE_BUTTONS).flatMap((buttons) => Object.values(buttons) as string[]);
/**
 * Screens issue 17 narrowed: the owner unit (yz) lost invoices and arrivals (their calls refuse it), and
 * payments (付款管理, formerly 请款付款 for every category) are the contracting organisations' own.
 */
const NARROWED = ['finance_invoice', 'finance_arrive', 'finance_payment'];
/** 发起请款 moved from the payments screen to party B's requests screen (/finance/request). */
const MOVED = [`finance/finance_payment/${PAYMENT_REQUEST_BUTTONS.request}`];

/**
 * Issue 17's finance menus and buttons for a database made before them (the template is filled from the
 * file only while empty, organisations copy it only when provisioned): each organisation ends up with
 * the finance menu a new organisation of its category gets today. A fresh database (empty template) is
 * left to the seed; running it twice changes nothing. No down: what it took from organisations that are
 * no longer offered a screen cannot be told apart afterwards, and migrations are never run down here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await narrowTemplateEntries(db, FINANCE_MENUS, NARROWED);
  await removeTemplateEntries(db, MOVED);
  await addTemplateEntries(db, FINANCE_MENUS, [...NEW_MENUS, ...BUTTON_CODES]);
}
