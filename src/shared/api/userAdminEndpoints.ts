/**
 * User administration of the platform (spec 3 §7 user/*), operator administrators only.
 * user/grant of the spec is already the role screen's "add one role to members" (grantEndpoints);
 * setting a user's roles in one organisation is user/grant-roles here (docs/decisions.md).
 */
import type {
  NamedOption,
  UserAddInput,
  UserAdminRecord,
  UserEditInput,
  UserOption,
  UserPageQuery,
  UserPlatformDetail,
  UserTenantOptions,
} from '../domain/userAdmin';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });
type Ids = { ids: string };

export const userAdminEndpoints = {
  page: system<Partial<UserPageQuery>, Page<UserAdminRecord>>('GET', 'user/list'),
  userList: system<Partial<UserPageQuery>, UserOption[]>('GET', 'user/user-list'),
  detail: system<{ id: string; tenantId?: string }, UserAdminRecord>('GET', 'user/detail'),
  platformDetail: system<{ id: string }, UserPlatformDetail>('GET', 'user/platform-detail'),
  info: system<{ id: string }, UserAdminRecord>('GET', 'user/info/{id}'),
  submit: system<UserAddInput, UserAdminRecord>('POST', 'user/submit'),
  update: system<UserEditInput, UserAdminRecord>('POST', 'user/update'),
  updatePlatform: system<{ id: string; userType: number | string }, UserAdminRecord>('POST', 'user/update-platform'),
  remove: system<Ids, null>('POST', 'user/remove'),
  updateStatus: system<Ids & { status: number | string }, null>('POST', 'user/updateStatus'),
  resetPassword: system<Ids, null>('POST', 'user/reset-password'),
  unlock: system<Ids, null>('POST', 'user/unlock'),
  grantRoles: system<{ userIds: string; tenantId: string; roleIds: string[] | string }, null>('POST', 'user/grant-roles'),
  updateAvatarStatus: system<Ids & { avatarStatus: number | string }, null>('POST', 'user/updateAvatarStatus'),
  logoff: system<Ids, null>('POST', 'user/logoff'),
  /** The form's organisation select: every tenant of the platform. */
  tenants: system<void, NamedOption[]>('GET', 'user/tenant-options'),
  /** The form's department, role and job-post choices of one organisation. */
  tenantOptions: system<{ tenantId: string }, UserTenantOptions>('GET', 'user/tenant-choices'),
};
