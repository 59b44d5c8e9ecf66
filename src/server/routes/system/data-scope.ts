import type { FastifyInstance } from 'fastify';
import { scopeEndpoints } from '@shared/api/scopeEndpoints';
import { dataScopePageQuerySchema, dataScopeSchema, type DataScope, type DataScopeType } from '@shared/domain/dataScope';
import { SCOPE_BUTTONS } from '@shared/domain/organisationButtons';
import { SCOPE_MESSAGES } from '@shared/domain/scopeMessages';
import type { AppContext } from '../../context';
import type { DataScopeTable } from '../../db/schema-organisations';
import { equals, like, registerResource } from '../../http/crud';
import { refuseTakenScopeCode, removeScopeGrants } from '../../repositories/scopes';

function toDataScope(row: DataScopeTable): DataScope {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    resource: row.resource,
    scopeType: row.scope_type as DataScopeType,
    scopeColumn: row.scope_column,
    scopeValue: row.scope_value,
    remark: row.remark,
    createTime: row.create_time,
  };
}

/** data-scope/list, detail, submit, remove (spec 3 §7): rows of the operator tenant, for its members only. */
export function registerDataScopeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const columns = (input: { name: string; code: string; resource: string; scopeType: string; scopeColumn: string; scopeValue: string; remark: string }) => ({
    name: input.name,
    code: input.code,
    resource: input.resource,
    scope_type: input.scopeType,
    scope_column: input.scopeColumn,
    scope_value: input.scopeValue,
    remark: input.remark,
  });
  registerResource(app, ctx, {
    table: 'data_scope',
    operatorOnly: true,
    endpoints: { page: scopeEndpoints.dataList, detail: scopeEndpoints.dataDetail, submit: scopeEndpoints.dataSubmit, remove: scopeEndpoints.dataRemove },
    schemas: { page: dataScopePageQuerySchema, submit: dataScopeSchema },
    notFound: SCOPE_MESSAGES.dataNotFound,
    buttons: SCOPE_BUTTONS,
    columns: { updateTime: true },
    toRecord: toDataScope,
    toInsert: columns,
    toUpdate: columns,
    beforeWrite: (trx, input, caller) => refuseTakenScopeCode(trx, 'data_scope', caller.tenantId, input.code, input.id),
    // A removed scope is no longer granted to any role, in the same transaction.
    removeDependents: (trx, _tenantId, ids) => removeScopeGrants(trx, 'data', ids),
    filters: { name: like('name'), code: like('code'), resource: equals('resource'), scopeType: equals('scope_type') },
    sort: { columns: { createTime: 'create_time', name: 'name' }, default: [['resource', 'asc'], ['code', 'asc']] },
  });
}
