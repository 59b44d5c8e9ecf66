/**
 * The caller's data-scope and API-scope grants, read once per request (one query, both kinds) right
 * after authentication and kept with the caller for the rest of the request: the resource builder's
 * scope rule is synchronous and called for every query it makes, so it must not query again.
 */
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import type { Executor } from '../../db/database';
import type { Caller } from '../caller';

export interface DataGrant {
  resource: string;
  scopeType: string;
  scopeColumn: string;
  scopeValue: string;
}

export interface ApiGrant {
  module: string;
  path: string;
  method: string;
}

export interface ScopeGrants {
  data: DataGrant[];
  api: ApiGrant[];
  /** Every one of the caller's roles holds at least one API scope: calls outside them are refused. */
  apiRestricted: boolean;
}

const grantsOfCaller = new WeakMap<Caller, ScopeGrants>();

/** The grants of the caller's roles in the caller's organisation, to scopes that still exist. */
export async function loadScopeGrants(db: Executor, caller: Caller): Promise<ScopeGrants> {
  if (!caller.roleIds.length) return { data: [], api: [], apiRestricted: false };
  const rows = await db
    .selectFrom('role_scope as rs')
    .innerJoin('role as r', (j) => j.onRef('r.id', '=', 'rs.role_id').on('r.tenant_id', '=', caller.tenantId))
    .leftJoin('data_scope as ds', (j) => j.onRef('ds.id', '=', 'rs.scope_id').on('rs.kind', '=', 'data').on('ds.tenant_id', '=', OPERATOR_TENANT))
    .leftJoin('api_scope as a', (j) => j.onRef('a.id', '=', 'rs.scope_id').on('rs.kind', '=', 'api').on('a.tenant_id', '=', OPERATOR_TENANT))
    .select(['rs.role_id', 'ds.resource', 'ds.scope_type', 'ds.scope_column', 'ds.scope_value', 'a.module', 'a.path', 'a.method'])
    .where('rs.role_id', 'in', caller.roleIds)
    .execute();
  const data: DataGrant[] = [];
  const api: ApiGrant[] = [];
  const rolesWithApi = new Set<string>();
  for (const row of rows) {
    if (row.resource != null && row.scope_type != null) data.push({ resource: row.resource, scopeType: row.scope_type, scopeColumn: row.scope_column ?? '', scopeValue: row.scope_value ?? '' });
    if (row.module != null && row.path != null) {
      api.push({ module: row.module, path: row.path, method: row.method ?? '' });
      rolesWithApi.add(row.role_id);
    }
  }
  return { data, api, apiRestricted: caller.roleIds.every((id) => rolesWithApi.has(id)) };
}

export function rememberScopeGrants(caller: Caller, grants: ScopeGrants): void {
  grantsOfCaller.set(caller, grants);
}

/** The grants read for this request; a caller that was never through the access check is a programming error (fail closed). */
export function scopeGrantsOf(caller: Caller): ScopeGrants {
  const grants = grantsOfCaller.get(caller);
  if (!grants) throw new Error('scope grants were not loaded for this caller');
  return grants;
}
