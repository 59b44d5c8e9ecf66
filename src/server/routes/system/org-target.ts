import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { MESSAGES } from '@shared/messages';
import type { Executor } from '../../db/database';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { findRoles } from '../../repositories/roles';

/**
 * The organisation a read of departments or job posts is about: the caller's own, or — where the
 * spec passes tenantId (dept/tree, post/select…) — another one, for the operator's administrator
 * only. Anyone else naming another organisation is refused with 403.
 */
export async function readableTenant(db: Executor, caller: Caller, tenantId: string | undefined): Promise<string> {
  if (!tenantId || tenantId === caller.tenantId) return caller.tenantId;
  const roles = caller.tenantId === OPERATOR_TENANT ? await findRoles(db, caller.tenantId, caller.roleIds) : [];
  if (!roles.some((r) => r.alias === 'administrator')) throw new HttpError(403, MESSAGES.forbidden);
  return tenantId;
}
