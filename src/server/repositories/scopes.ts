/** Data scopes and API scopes (rows of the operator tenant) and their grants to roles (role_scope). */
import { SCOPE_MESSAGES } from '@shared/domain/scopeMessages';
import type { Executor } from '../db/database';
import { HttpError } from '../http/errors';

/** A scope's code names it once among the operator's scopes of its kind. */
export async function refuseTakenScopeCode(db: Executor, table: 'data_scope' | 'api_scope', tenantId: string, code: string, id: string | undefined): Promise<void> {
  let query = db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).where('code', '=', code);
  if (id) query = query.where('id', '!=', id);
  if (await query.executeTakeFirst()) throw new HttpError(400, SCOPE_MESSAGES.codeExists);
}

/** Removes every role's grant of these scopes (a removed scope narrows or opens nothing any more). */
export async function removeScopeGrants(db: Executor, kind: 'data' | 'api', ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('role_scope').where('kind', '=', kind).where('scope_id', 'in', ids).execute();
}
