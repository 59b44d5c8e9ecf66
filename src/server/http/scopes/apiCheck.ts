/**
 * The API-scope check, right after authentication: a person all of whose roles hold an API scope may
 * make only the calls those scopes match and the session essentials (SESSION_ESSENTIALS); anything
 * else is 403 没有权限访问该资源 before the route runs, so nothing changes.
 */
import type { FastifyRequest } from 'fastify';
import type { ModuleName, ModuleNames } from '@shared/api/modules';
import { apiCallAllowed, type ApiCall, type ApiRule } from '@shared/domain/apiScope';
import { MESSAGES } from '@shared/messages';
import { HttpError } from '../errors';
import type { ScopeGrants } from './grants';

/** `/api/<module name>/<path>?…` as the logical call (module by the server's configured names). */
export function apiCallOf(url: string, method: string, names: ModuleNames): ApiCall | undefined {
  const path = url.split('?')[0].split('#')[0];
  const match = /^\/api\/([^/]+)\/(.*)$/.exec(path);
  if (!match) return undefined;
  const module = (Object.keys(names) as ModuleName[]).find((m) => names[m] === match[1]);
  return module ? { module, path: match[2], method } : undefined;
}

export function enforceApiScopes(req: FastifyRequest, names: ModuleNames, grants: ScopeGrants): void {
  if (!grants.apiRestricted) return;
  const call = apiCallOf(req.url, req.method, names);
  if (!call || !apiCallAllowed(grants.api as ApiRule[], call)) throw new HttpError(403, MESSAGES.forbidden);
}
