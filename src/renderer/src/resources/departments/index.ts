import { deptEndpoints } from '@shared/api/orgStructureEndpoints';
import { deptSchema, type Dept } from '@shared/domain/dept';
import { DEPT_BUTTONS } from '@shared/domain/organisationButtons';
import type { ResourceDescriptor } from '../../crud/types';
import { DepartmentFields } from './Fields';
import { dateColumn } from '../../crud/columns';

export type DepartmentValues = { parentId: string; name: string; sort: string; remark: string };

/**
 * The organisation structure (组织架构, /organization/structure): the department tree with member
 * counts, add (at the top level's toolbar or under a row), edit, remove (the server says why not).
 */
export const departments: ResourceDescriptor<Dept, DepartmentValues> = {
  name: 'departments',
  // Pickers of departments and of people by department read the same tree.
  invalidates: [['treePicker']],
  tree: { children: (d) => d.children },
  endpoints: { page: deptEndpoints.list, detail: deptEndpoints.detail },
  modes: {
    add: { endpoint: deptEndpoints.submit, schema: deptSchema, permission: DEPT_BUTTONS.add },
    edit: { endpoint: deptEndpoints.submit, schema: deptSchema, permission: DEPT_BUTTONS.edit },
  },
  remove: { endpoint: deptEndpoints.remove, permission: DEPT_BUTTONS.remove },
  rowActions: [{ kind: 'add', key: 'addChild', label: 'resources.departments.actions.addChild', permission: DEPT_BUTTONS.add, initial: (d) => ({ parentId: d.id }) }],
  columns: [{ key: 'name', width: 260 }, { key: 'memberCount', width: 100 }, { key: 'sort', width: 80 }, { key: 'remark' }, dateColumn('createTime', { width: 180 })],
  search: [{ name: 'name', kind: 'text' }],
  empty: { parentId: '', name: '', sort: '0', remark: '' },
  toValues: (d) => ({ parentId: d.parentId, name: d.name, sort: String(d.sort), remark: d.remark }),
  Fields: DepartmentFields,
};
