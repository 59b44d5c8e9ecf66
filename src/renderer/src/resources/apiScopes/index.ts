import { MODULES } from '@shared/api/modules';
import { scopeEndpoints } from '@shared/api/scopeEndpoints';
import { apiScopeSchema, type ApiScope } from '@shared/domain/apiScope';
import { SCOPE_BUTTONS } from '@shared/domain/organisationButtons';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { ApiScopeFields } from './Fields';
import { dateColumn, optionLabels } from '../../crud/columns';

export type ApiScopeValues = { name: string; code: string; module: string; path: string; method: string; remark: string };

const schema = apiScopeSchema;

/** API scopes (spec 3 §7, operator only): api-scope/list, detail, submit, remove; granted to roles on the roles screen. */
export const apiScopes: ResourceDescriptor<ApiScope, ApiScopeValues> = {
  name: 'apiScopes',
  invalidates: [['roles']],
  endpoints: { page: scopeEndpoints.apiList, detail: scopeEndpoints.apiDetail },
  modes: {
    add: { endpoint: scopeEndpoints.apiSubmit, schema, permission: SCOPE_BUTTONS.add },
    edit: { endpoint: scopeEndpoints.apiSubmit, schema, permission: SCOPE_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: scopeEndpoints.apiRemove, permission: SCOPE_BUTTONS.remove },
  columns: [
    { key: 'name' },
    { key: 'code', width: 170 },
    { key: 'module', width: 90 },
    { key: 'path', width: 170 },
    { key: 'method', width: 90, exportAs: optionLabels({ '': 'resources.apiScopes.methods.any', GET: 'resources.apiScopes.methods.GET', POST: 'resources.apiScopes.methods.POST' }), render: (r) => looseT(`resources.apiScopes.methods.${r.method || 'any'}`) },
    dateColumn('createTime', { width: 170 }),
  ],
  search: [
    { name: 'name', kind: 'text' },
    { name: 'path', kind: 'text' },
    { name: 'module', kind: 'select', options: MODULES.map((value) => ({ value, label: value })) },
  ],
  empty: { name: '', code: '', module: 'system', path: '', method: 'any', remark: '' },
  toValues: (r) => ({ name: r.name, code: r.code, module: r.module, path: r.path, method: r.method || 'any', remark: r.remark }),
  Fields: ApiScopeFields,
};
