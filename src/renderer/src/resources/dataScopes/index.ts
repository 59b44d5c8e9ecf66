import { scopeEndpoints } from '@shared/api/scopeEndpoints';
import { DATA_SCOPE_TYPES, dataScopeSchema, SCOPED_RESOURCE_NAMES, type DataScope } from '@shared/domain/dataScope';
import { SCOPE_BUTTONS } from '@shared/domain/organisationButtons';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { DataScopeFields } from './Fields';
import { dateColumn, labelColumn } from '../../crud/columns';

export type DataScopeValues = { name: string; code: string; resource: string; scopeType: string; scopeColumn: string; scopeValue: string; remark: string };

const typeLabel = (type: string) => looseT(`resources.dataScopes.types.${type}`);
const targetLabel = (resource: string) => looseT(`resources.dataScopes.targets.${resource}`);
const schema = dataScopeSchema;

/** Data scopes (spec 3 §7, operator only): data-scope/list, detail, submit, remove; granted to roles on the roles screen. */
export const dataScopes: ResourceDescriptor<DataScope, DataScopeValues> = {
  name: 'dataScopes',
  // Roles' grant trees list the scopes.
  invalidates: [['roles']],
  endpoints: { page: scopeEndpoints.dataList, detail: scopeEndpoints.dataDetail },
  modes: {
    add: { endpoint: scopeEndpoints.dataSubmit, schema, permission: SCOPE_BUTTONS.add },
    edit: { endpoint: scopeEndpoints.dataSubmit, schema, permission: SCOPE_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: scopeEndpoints.dataRemove, permission: SCOPE_BUTTONS.remove },
  columns: [
    { key: 'name' },
    { key: 'code', width: 180 },
    labelColumn('resource', 'resources.dataScopes.targets', ['customer', 'follow-record', 'contract-owner', 'contract-platform', 'contract-production', 'contract-resource'], { width: 120 }),
    labelColumn('scopeType', 'resources.dataScopes.types', ['all', 'org', 'deptAndBelow', 'dept', 'own', 'custom'], { width: 140 }),
    // The custom rule's value; the screen puts its column's name before it.
    { key: 'scopeValue', width: 160, exportAs: 'text', render: (r) => (r.scopeType === 'custom' ? `${looseT(`resources.dataScopes.columns.${r.scopeColumn}`)}: ${r.scopeValue}` : '') },
    dateColumn('createTime', { width: 180 }),
  ],
  search: [
    { name: 'name', kind: 'text' },
    { name: 'code', kind: 'text' },
    {
      name: 'resource',
      kind: 'select',
      get options() {
        return SCOPED_RESOURCE_NAMES.map((value) => ({ value, label: targetLabel(value) }));
      },
    },
    {
      name: 'scopeType',
      kind: 'select',
      get options() {
        return DATA_SCOPE_TYPES.map((value) => ({ value, label: typeLabel(value) }));
      },
    },
  ],
  empty: { name: '', code: '', resource: 'customer', scopeType: 'own', scopeColumn: '', scopeValue: '', remark: '' },
  toValues: (r) => ({ name: r.name, code: r.code, resource: r.resource, scopeType: r.scopeType, scopeColumn: r.scopeColumn, scopeValue: r.scopeValue, remark: r.remark }),
  Fields: DataScopeFields,
};
