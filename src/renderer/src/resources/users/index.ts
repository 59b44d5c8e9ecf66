import { userAdminEndpoints as e } from '@shared/api/userAdminEndpoints';
import { USER_ADMIN_BUTTONS as B } from '@shared/domain/platformButtons';
import {
  USER_ADMIN_MESSAGES,
  USER_STATUS,
  USER_STATUS_DICT,
  USER_TYPE_DICT,
  userAddSchema,
  userEditValuesSchema,
  userGrantValuesSchema,
  type UserAdminRecord,
} from '@shared/domain/userAdmin';
import { dictColumn } from '../../crud/dictionary';
import type { ConfirmAction, ResourceDescriptor, RowAction } from '../../crud/types';
import { userExcel } from './excel';
import { UserFields, UserGrantFields } from './Fields';
import { DEFAULT_TENANT } from './TenantFields';
import { dateColumn, labelColumn } from '../../crud/columns';

export type UserValues = {
  account: string;
  userType: string;
  password: string;
  password2: string;
  name: string;
  realName: string;
  phone: string;
  tenantId: string;
  roleIds: string;
  deptId: string;
  postId: string;
};

const ids = (records: UserAdminRecord[]) => ({ ids: records.map((r) => r.id).join(',') });
const open = (u: UserAdminRecord) => u.status !== USER_STATUS.loggedOff;

/** A confirmation and one call on the row's account (每个都问一次: these change who can sign in). */
function confirm(key: string, endpoint: ConfirmAction<UserAdminRecord>['endpoint'], permission: string, extra: Record<string, unknown>, visible: (u: UserAdminRecord) => boolean, success?: string): RowAction<UserAdminRecord> {
  return {
    kind: 'confirm',
    key,
    label: `resources.users.actions.${key}`,
    message: `resources.users.confirm.${key}`,
    endpoint,
    permission,
    visible,
    params: (records) => ({ ...ids(records), ...extra }),
    success,
  };
}

/** User administration (/system/user, spec 3 §2, §5): the platform's accounts, operator administrators only. */
export const users: ResourceDescriptor<UserAdminRecord, UserValues> = {
  name: 'users',
  invalidates: [['userDetails']],
  // Typed to be sent, never kept in the form's local draft.
  secretFields: ['password', 'password2'],
  endpoints: { page: e.page, detail: e.detail },
  modes: {
    add: { endpoint: e.submit, schema: userAddSchema, permission: B.add },
    edit: { endpoint: e.update, schema: userEditValuesSchema, permission: B.edit, visible: open },
  },
  remove: { endpoint: e.remove, permission: B.remove },
  excel: userExcel,
  // Edit, delete and the platform detail stay on the row; the account's other actions are under 更多.
  rowButtonsInline: 4,
  rowActions: [
    { kind: 'navigate', key: 'platformDetail', label: 'resources.users.actions.platformDetail', to: (u) => `/system/user-detail/${u.id}` },
    confirm('resetPassword', e.resetPassword, B.resetPassword, {}, open, USER_ADMIN_MESSAGES.userPasswordReset),
    confirm('unlock', e.unlock, B.unlock, {}, open, USER_ADMIN_MESSAGES.userUnlocked),
    {
      kind: 'form',
      key: 'grant',
      label: 'resources.users.actions.grant',
      permission: B.grant,
      visible: open,
      endpoint: e.grantRoles,
      schema: userGrantValuesSchema,
      Fields: UserGrantFields,
      initial: (records) => ({ tenantId: records[0]?.tenantId || DEFAULT_TENANT, roleIds: records.length === 1 ? records[0].roleIds.join(',') : '' }),
      params: (values, records) => ({ userIds: records.map((r) => r.id).join(','), tenantId: values.tenantId, roleIds: values.roleIds }),
    },
    confirm('disable', e.updateStatus, B.status, { status: USER_STATUS.disabled }, (u) => u.status === USER_STATUS.normal),
    confirm('enable', e.updateStatus, B.status, { status: USER_STATUS.normal }, (u) => u.status === USER_STATUS.disabled),
    confirm('hideAvatar', e.updateAvatarStatus, B.avatar, { avatarStatus: 0 }, (u) => open(u) && u.avatarStatus === 1),
    confirm('showAvatar', e.updateAvatarStatus, B.avatar, { avatarStatus: 1 }, (u) => open(u) && u.avatarStatus === 0),
    confirm('logoff', e.logoff, B.logoff, {}, open, USER_ADMIN_MESSAGES.userLoggedOffDone),
  ],
  // What tells accounts apart and whether they can sign in first; the rest is in the platform detail too.
  columns: [
    { key: 'account', width: 130 },
    { key: 'realName', width: 90 },
    { key: 'phone', width: 120 },
    dictColumn('status', USER_STATUS_DICT, { width: 80 }),
    dictColumn('userType', USER_TYPE_DICT, { width: 110 }),
    { key: 'tenantNames', width: 200 },
    { key: 'roleNames', width: 140, exportAs: { join: ', ' }, render: (u) => u.roleNames.join(', ') },
    labelColumn('avatarStatus', 'resources.users.avatarStatuses', [0, 1], { width: 90 }),
    { key: 'joinCount', width: 90 },
    { key: 'name', width: 110 },
    dateColumn('createTime', { width: 170 }),
  ],
  search: [
    { name: 'account', kind: 'text' },
    { name: 'realName', kind: 'text' },
    { name: 'phone', kind: 'text' },
    { name: 'tenantId', kind: 'options', endpoint: e.tenants, toOptions: (rows: { id: string; name: string }[]) => rows.map((r) => ({ value: r.id, label: r.name })) },
    { name: 'status', kind: 'dict', code: USER_STATUS_DICT },
    { name: 'userType', kind: 'dict', code: USER_TYPE_DICT },
  ],
  empty: { account: '', userType: '1', password: '', password2: '', name: '', realName: '', phone: '', tenantId: DEFAULT_TENANT, roleIds: '', deptId: '', postId: '' },
  toValues: (u) => ({
    account: u.account,
    userType: String(u.userType),
    password: '',
    password2: '',
    name: u.name,
    realName: u.realName,
    phone: u.phone,
    tenantId: u.tenantId || DEFAULT_TENANT,
    roleIds: u.roleIds.join(','),
    deptId: u.deptId,
    postId: u.postId,
  }),
  Fields: UserFields,
};
