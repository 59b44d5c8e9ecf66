/** Who may manage organisations: the operator tenant's administrators, or an organisation's own. */
import { MESSAGES } from '@shared/messages';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import type { Executor } from '../db/database';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/errors';
import { findRoles } from '../repositories/roles';

const ADMINISTRATOR = 'administrator';

/** Whether the caller holds the administrator role of the organisation it is signed in to. */
export async function isAdministrator(db: Executor, caller: Caller): Promise<boolean> {
  return (await findRoles(db, caller.tenantId, caller.roleIds)).some((r) => r.alias === ADMINISTRATOR);
}

export async function isOperatorAdministrator(db: Executor, caller: Caller): Promise<boolean> {
  return caller.tenantId === OPERATOR_TENANT && (await isAdministrator(db, caller));
}

/** Organisation management is the operator's: anyone else is refused before anything is read. */
export async function requireOperatorAdministrator(db: Executor, caller: Caller): Promise<void> {
  if (!(await isOperatorAdministrator(db, caller))) throw new HttpError(403, MESSAGES.forbidden);
}

/** The administrator role's id in an organisation (every organisation starts with one). */
export async function administratorRoleId(db: Executor, tenantId: string): Promise<string | undefined> {
  const row = await db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).where('alias', '=', ADMINISTRATOR).executeTakeFirst();
  return row?.id;
}
