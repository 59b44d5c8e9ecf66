import { grantEndpoints } from '@shared/api/grantEndpoints';
import { ROLE_BUTTONS } from '@shared/domain/organisationButtons';
import { roleGrantFormSchema, roleMemberAddSchema, roleSubmitSchema, type Role } from '@shared/domain/roleGrant';
import type { ResourceDescriptor } from '../../crud/types';
import { GrantFields, RoleFields } from './Fields';
import { RoleMembersFields } from './MembersFields';

export type RoleValues = { name: string; alias: string; parentId: string; sort: string; remark: string };

const schema = roleSubmitSchema.omit({ id: true });

/**
 * 角色权限 (spec 3 §2 permission form, §7 role): the organisation's roles, added, edited and removed,
 * and 权限设置 granting menus, buttons, data scopes and API scopes. The server checks every button.
 */
export const roles: ResourceDescriptor<Role, RoleValues> = {
  name: 'roles',
  endpoints: { page: grantEndpoints.roleList, detail: grantEndpoints.roleDetail },
  modes: {
    add: { endpoint: grantEndpoints.roleSubmit, schema, permission: ROLE_BUTTONS.add },
    edit: { endpoint: grantEndpoints.roleSubmit, schema, permission: ROLE_BUTTONS.edit },
  },
  remove: { endpoint: grantEndpoints.roleRemove, permission: ROLE_BUTTONS.remove },
  rowActions: [
    {
      kind: 'form',
      key: 'grant',
      label: 'resources.roles.grant',
      permission: ROLE_BUTTONS.grant,
      schema: roleGrantFormSchema,
      Fields: GrantFields,
      initial: (records) => ({ roleIds: records.map((r) => r.id) }),
      endpoint: grantEndpoints.roleGrant,
      params: (values) => values,
      invalidates: [['menu']],
    },
    {
      kind: 'form',
      key: 'members',
      label: 'resources.roles.members',
      permission: ROLE_BUTTONS.users,
      schema: roleMemberAddSchema,
      Fields: RoleMembersFields,
      initial: () => ({ userId: '' }),
      endpoint: grantEndpoints.userGrant,
      params: (values, records) => ({ roleId: records[0].id, userIds: [values.userId as string] }),
    },
  ],
  columns: [{ key: 'name' }, { key: 'alias', width: 160 }, { key: 'parentName', width: 160 }, { key: 'memberCount', width: 100 }, { key: 'sort', width: 80 }, { key: 'remark' }],
  search: [{ name: 'name', kind: 'text' }],
  empty: { name: '', alias: '', parentId: '0', sort: '0', remark: '' },
  toValues: (r) => ({ name: r.name, alias: r.alias, parentId: r.parentId, sort: String(r.sort), remark: r.remark }),
  Fields: RoleFields,
};
