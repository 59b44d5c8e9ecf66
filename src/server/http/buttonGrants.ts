import { MESSAGES } from '@shared/messages';
import type { Executor } from '../db/database';
import { buttonsOfCode, type MenuRow } from '../repositories/menus';
import { findRoles } from '../repositories/roles';
import type { Caller } from './caller';
import { HttpError } from './errors';

/** The role aliases a menu entry or button is restricted to (none: every member). */
export const rolesOf = (row: Pick<MenuRow, 'roles'>): string[] =>
  row.roles
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);

/** Whether a button is open to someone holding these role aliases (spec 1 §6). */
export const grantsButton = (row: Pick<MenuRow, 'roles'>, roleAliases: ReadonlySet<string>): boolean => {
  const roles = rolesOf(row);
  return !roles.length || roles.some((r) => roleAliases.has(r));
};

/**
 * Refuses an action whose button the caller's organisation restricts to roles the caller does not
 * hold: hiding the button is the client's courtesy, this is the rule. An organisation whose menu
 * does not have the button at all is not refused here (its category decides which screens it is
 * offered, not what its members may do with their own records).
 */
export async function requireButton(db: Executor, caller: Caller, code: string): Promise<void> {
  const buttons = await buttonsOfCode(db, caller.tenantId, code);
  if (!buttons.length) return;
  const aliases = new Set((await findRoles(db, caller.tenantId, caller.roleIds)).map((r) => r.alias));
  if (!buttons.some((b) => grantsButton(b, aliases))) throw new HttpError(403, MESSAGES.forbidden);
}
