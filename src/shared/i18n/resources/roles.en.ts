import type { Twin } from '../twin';
import type { rolesZh } from './roles.zh';

export const rolesEn: Twin<typeof rolesZh> = {
  name: 'role',
  fields: {
    name: 'Role name',
    alias: 'Role alias',
    parentId: 'Parent role',
    parentName: 'Parent role',
    memberCount: 'Members',
    sort: 'Sort order',
    remark: 'Remark',
    menuIds: 'Menus',
    dataScopeIds: 'Data scopes',
    apiScopeIds: 'API scopes',
    userId: 'Add a member',
  },
  topLevel: 'None (top-level role)',
  grant: 'Permissions',
  members: 'Role members',
  removeMember: 'Remove',
};
