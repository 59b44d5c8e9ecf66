import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { ADMINISTRATOR_ROLE } from '@shared/domain/roleGrant';
import { MESSAGES } from '@shared/messages';
import type { Executor } from '../db/database';
import { anyMenuGranted } from '../repositories/grants';
import { limitToPackage } from '@shared/domain/tenantPackage';
import { buttonsOfCode, MENU_CATEGORY, type MenuRow } from '../repositories/menus';
import { packageMenuIdsOf } from '../repositories/tenants';
import { findRoles } from '../repositories/roles';
import type { Caller } from './caller';
import { HttpError } from './errors';


/**
 * Refuses an action whose button the caller's organisation has in its menu when none of the
 * caller's roles was granted it (role_menu): hiding the button is the client's courtesy, this is
 * the rule. An organisation whose menu does not have the button at all is not refused here: its
 * category decides which screens it is offered, not what its members may do with their own records
 * (routes that belong to one category check that themselves).
 */
export async function requireButton(db: Executor, caller: Caller, code: string): Promise<void> {
  const buttons = await buttonsOfCode(db, caller.tenantId, code);
  if (!buttons.length) return;
  const offered = await withinPackage(db, caller.tenantId, buttons);
  if (!(await anyMenuGranted(db, caller.roleIds, offered.map((b) => b.id)))) throw new HttpError(403, MESSAGES.forbidden);
}

/**
 * The buttons the organisation's package leaves it (all without a package): a grant made before the
 * package was narrowed does not outlive it. The same rule as the menus and grant tree it is shown.
 */
async function withinPackage(db: Executor, tenantId: string, buttons: MenuRow[]): Promise<MenuRow[]> {
  const packageIds = await packageMenuIdsOf(db, tenantId);
  if (!packageIds) return buttons;
  const parentIds = [...new Set(buttons.map((b) => b.parent_id))];
  const siblings = await db.selectFrom('menu').selectAll().where('tenant_id', '=', tenantId).where('parent_id', 'in', parentIds).where('category', '=', MENU_CATEGORY.button).execute();
  const parents = await db.selectFrom('menu').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', parentIds).execute();
  const kept = new Set(limitToPackage([...parents, ...siblings], packageIds).map((r) => r.id));
  return buttons.filter((b) => kept.has(b.id));
}

/** Whether the caller holds the administrator role of their current organisation. */
export async function isAdministrator(db: Executor, caller: Caller): Promise<boolean> {
  return (await findRoles(db, caller.tenantId, caller.roleIds)).some((r) => r.alias === ADMINISTRATOR_ROLE);
}

/** The operator tenant's administrator: the template's editor and the only one who reaches other organisations' grants. */
export async function isOperatorAdministrator(db: Executor, caller: Caller): Promise<boolean> {
  return caller.tenantId === OPERATOR_TENANT && (await isAdministrator(db, caller));
}

export async function requireOperatorAdministrator(db: Executor, caller: Caller): Promise<void> {
  if (!(await isOperatorAdministrator(db, caller))) throw new HttpError(403, MESSAGES.forbidden);
}

/**
 * The organisation a role or grant call works on: the caller's own, or — for the operator's
 * administrator only — the one it names. Anyone else naming another organisation is refused.
 */
export async function targetTenant(db: Executor, caller: Caller, tenantId: string | undefined): Promise<string> {
  if (!tenantId || tenantId === caller.tenantId) return caller.tenantId;
  if (!(await isOperatorAdministrator(db, caller))) throw new HttpError(403, MESSAGES.forbidden);
  const exists = await db.selectFrom('tenant').select('tenant_id').where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!exists) throw new HttpError(404, MESSAGES.notFound);
  return tenantId;
}

/** Whether one of the caller's roles was granted a button of this code (false when the organisation's menu lacks it). */
export async function holdsButton(db: Executor, caller: Caller, code: string): Promise<boolean> {
  const buttons = await buttonsOfCode(db, caller.tenantId, code);
  return anyMenuGranted(db, caller.roleIds, buttons.map((b) => b.id));
}
