/** Data scopes and API scopes, enforced by the server (spec 3 §6): see grants.ts, dataRule.ts, apiCheck.ts. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { ScopeWhere } from '../../repositories/tenant-rows';
import type { Caller } from '../caller';
import { enforceApiScopes } from './apiCheck';
import { dataScopeWhere } from './dataRule';
import { loadScopeGrants, rememberScopeGrants, scopeGrantsOf } from './grants';

/** After authentication: one query for the caller's scopes, the API check, and the grants kept for the builder. */
export async function applyCallerScopes(ctx: AppContext, req: FastifyRequest, caller: Caller): Promise<void> {
  const grants = await loadScopeGrants(ctx.db, caller);
  rememberScopeGrants(caller, grants);
  enforceApiScopes(req, ctx.config.moduleNames, grants);
}

/** The caller's data-scope condition on a resource of the builder (by its declared name). */
export const dataScopeOf = (caller: Caller, resource: string, table: string): ScopeWhere | undefined => dataScopeWhere(scopeGrantsOf(caller).data, caller, resource, table);
