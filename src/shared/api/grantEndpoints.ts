/** Roles, grants and the menu template (spec 3 §7 role, menu, user grant). role/tree is orgPickerEndpoints'. */
import type { GrantKeys, GrantTree, MenuTemplateEntry, MenuTemplateInput, Role, RoleGrantInput, RoleInput, RoleMember } from '../domain/roleGrant';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';
import type { RoleNode } from './orgPickerEndpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });
type Tenant = { tenantId?: string };

export const grantEndpoints = {
  /** Paged like every list screen (size -1: all). */
  roleList: system<Tenant & { name?: string; current?: number; size?: number }, Page<Role>>('GET', 'role/list'),
  roleDetail: system<Tenant & { id: string }, Role>('GET', 'role/detail'),
  roleTreeById: system<Tenant & { roleId: string }, RoleNode[]>('GET', 'role/tree-by-id'),
  roleUsers: system<Tenant & { roleId: string }, RoleMember[]>('GET', 'role/users'),
  roleSubmit: system<RoleInput, Role>('POST', 'role/submit'),
  roleRemove: system<Tenant & { ids: string }, null>('POST', 'role/remove'),
  roleGrant: system<RoleGrantInput, null>('POST', 'role/grant'),
  userGrant: system<Tenant & { userIds: string[] | string; roleId: string }, null>('POST', 'user/grant'),
  userRevoke: system<Tenant & { userIds: string[] | string; roleId: string }, null>('POST', 'user/revoke'),
  menuGrantTree: system<Tenant, GrantTree>('GET', 'menu/grant-tree'),
  menuRoleTreeKeys: system<Tenant & { roleIds: string }, GrantKeys>('GET', 'menu/role-tree-keys'),
  menuList: system<{ name?: string; current?: number; size?: number }, Page<MenuTemplateEntry>>('GET', 'menu/list'),
  menuLazyList: system<{ parentId?: string }, MenuTemplateEntry[]>('GET', 'menu/lazy-list'),
  menuTree: system<void, MenuTemplateEntry[]>('GET', 'menu/tree'),
  menuDetail: system<{ id: string }, MenuTemplateEntry>('GET', 'menu/detail'),
  menuSubmit: system<MenuTemplateInput, MenuTemplateEntry>('POST', 'menu/submit'),
  menuRemove: system<{ ids: string }, null>('POST', 'menu/remove'),
} as const;
