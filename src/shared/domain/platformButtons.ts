/**
 * Button codes of the platform administration screens (issue 14): the menu template grants them to
 * the operator's administrators, the server refuses an action whose code the caller was not granted,
 * and the client hides what it may not do.
 */
export const USER_ADMIN_BUTTONS = {
  add: 'user_add',
  edit: 'user_edit',
  remove: 'user_remove',
  status: 'user_status',
  resetPassword: 'user_reset_password',
  unlock: 'user_unlock',
  grant: 'user_grant',
  avatar: 'user_avatar',
  logoff: 'user_logoff',
  import: 'user_import',
  export: 'user_export',
} as const;
export const DICT_BUTTONS = { add: 'dict_add', edit: 'dict_edit', remove: 'dict_remove' } as const;
export const DICT_BIZ_BUTTONS = { add: 'dict_biz_add', edit: 'dict_biz_edit', remove: 'dict_biz_remove' } as const;
export const REGION_BUTTONS = { add: 'region_add', edit: 'region_edit', remove: 'region_remove' } as const;
export const TENANT_BUTTONS = { add: 'tenant_add', edit: 'tenant_edit', remove: 'tenant_remove', setting: 'tenant_setting', package: 'tenant_package' } as const;
export const TENANT_PACKAGE_BUTTONS = { add: 'tenant_package_add', edit: 'tenant_package_edit', remove: 'tenant_package_remove' } as const;
export const CLIENT_BUTTONS = { add: 'client_add', edit: 'client_edit', remove: 'client_remove' } as const;
export const PARAM_BUTTONS = { add: 'param_add', edit: 'param_edit', remove: 'param_remove' } as const;
export const SMS_BUTTONS = { add: 'sms_add', edit: 'sms_edit', remove: 'sms_remove', enable: 'sms_enable', send: 'sms_send' } as const;
export const APP_VERSION_BUTTONS = { add: 'app_version_add', edit: 'app_version_edit', remove: 'app_version_remove' } as const;
export const OSS_BUTTONS = { add: 'oss_add', edit: 'oss_edit', remove: 'oss_remove', enable: 'oss_enable' } as const;
export const ATTACH_BUTTONS = { remove: 'attach_remove' } as const;
export const PROMOTION_BUTTONS = { add: 'promotion_add', edit: 'promotion_edit', remove: 'promotion_remove', follow: 'promotion_follow' } as const;
