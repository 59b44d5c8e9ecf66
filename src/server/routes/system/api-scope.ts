import type { FastifyInstance } from 'fastify';
import type { ModuleName } from '@shared/api/modules';
import { scopeEndpoints } from '@shared/api/scopeEndpoints';
import { apiScopePageQuerySchema, apiScopeSchema, type ApiScope, type ApiScopeMethod } from '@shared/domain/apiScope';
import { SCOPE_BUTTONS } from '@shared/domain/organisationButtons';
import { SCOPE_MESSAGES } from '@shared/domain/scopeMessages';
import type { AppContext } from '../../context';
import type { ApiScopeTable } from '../../db/schema-organisations';
import { equals, like, registerResource } from '../../http/crud';
import { refuseTakenScopeCode, removeScopeGrants } from '../../repositories/scopes';

function toApiScope(row: ApiScopeTable): ApiScope {
  return { id: row.id, name: row.name, code: row.code, module: row.module as ModuleName, path: row.path, method: row.method as ApiScopeMethod, remark: row.remark, createTime: row.create_time };
}

/** api-scope/list, detail, submit, remove (spec 3 §7): rows of the operator tenant, for its members only. */
export function registerApiScopeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const columns = (input: { name: string; code: string; module: string; path: string; method: string; remark: string }) => ({
    name: input.name,
    code: input.code,
    module: input.module,
    path: input.path,
    method: input.method,
    remark: input.remark,
  });
  registerResource(app, ctx, {
    table: 'api_scope',
    operatorOnly: true,
    endpoints: { page: scopeEndpoints.apiList, detail: scopeEndpoints.apiDetail, submit: scopeEndpoints.apiSubmit, remove: scopeEndpoints.apiRemove },
    schemas: { page: apiScopePageQuerySchema, submit: apiScopeSchema },
    notFound: SCOPE_MESSAGES.apiNotFound,
    buttons: SCOPE_BUTTONS,
    columns: { updateTime: true },
    toRecord: toApiScope,
    toInsert: columns,
    toUpdate: columns,
    beforeWrite: (trx, input, caller) => refuseTakenScopeCode(trx, 'api_scope', caller.tenantId, input.code, input.id),
    removeDependents: (trx, _tenantId, ids) => removeScopeGrants(trx, 'api', ids),
    filters: { name: like('name'), code: like('code'), module: equals('module'), path: like('path') },
    sort: { columns: { createTime: 'create_time', name: 'name' }, default: [['module', 'asc'], ['code', 'asc']] },
  });
}
