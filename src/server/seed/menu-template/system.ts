import { NOTICE_BUTTONS } from '@shared/domain/notice';
import { MENU_ADMIN_BUTTONS, SCOPE_BUTTONS } from '@shared/domain/organisationButtons';
import {
  APP_VERSION_BUTTONS,
  ATTACH_BUTTONS,
  CLIENT_BUTTONS,
  DICT_BIZ_BUTTONS,
  DICT_BUTTONS,
  OSS_BUTTONS,
  PARAM_BUTTONS,
  PROMOTION_BUTTONS,
  REGION_BUTTONS,
  SMS_BUTTONS,
  TENANT_BUTTONS,
  TENANT_PACKAGE_BUTTONS,
  USER_ADMIN_BUTTONS,
} from '@shared/domain/platformButtons';
import type { ButtonTemplate } from './types';
import type { MenuTemplate } from './types';

/** The operator administrator's buttons of one platform screen, named in Chinese. */
function adminButtons(codes: Record<string, string>, names: Record<string, string>): ButtonTemplate[] {
  return Object.entries(codes).map(([key, code]) => ({ code, name: names[key], roles: ['administrator'] }));
}

const CRUD_NAMES = { add: '新增', edit: '修改', remove: '删除' };

/** Notices and system administration; platform-wide entries are the operator's only (spec 3 §2). */
export const SYSTEM_MENUS: MenuTemplate[] = [
  {
    code: 'notice',
    name: '消息通知',
    path: '/notices',
    icon: 'icon-notice',
    children: [
      {
        code: 'notice_manage',
        name: '通知公告',
        path: '/notice/index',
        buttons: [
          { code: NOTICE_BUTTONS.add, name: '发布公告', roles: ['administrator'] },
          { code: NOTICE_BUTTONS.edit, name: '编辑公告', roles: ['administrator'] },
          { code: NOTICE_BUTTONS.remove, name: '删除公告', roles: ['administrator'] },
        ],
      },
      { code: 'notice_center', name: '消息中心', path: '/notice' },
    ],
  },
  {
    code: 'system',
    name: '系统管理',
    path: '/system',
    icon: 'icon-system',
    children: [
      { code: 'system_menu', name: '菜单管理', path: '/system/menu', operatorOnly: true, roles: ['administrator'], buttons: [
        { code: MENU_ADMIN_BUTTONS.add, name: '新增菜单', roles: ['administrator'] },
        { code: MENU_ADMIN_BUTTONS.edit, name: '编辑菜单', roles: ['administrator'] },
        { code: MENU_ADMIN_BUTTONS.remove, name: '删除菜单', roles: ['administrator'] },
      ] },
      { code: 'system_data_scope', name: '数据权限', path: '/system/data-scope', operatorOnly: true, roles: ['administrator'], buttons: [
        { code: SCOPE_BUTTONS.add, name: '新增权限规则', roles: ['administrator'] },
        { code: SCOPE_BUTTONS.edit, name: '编辑权限规则', roles: ['administrator'] },
        { code: SCOPE_BUTTONS.remove, name: '删除权限规则', roles: ['administrator'] },
      ] },
      { code: 'system_api_scope', name: '接口权限', path: '/system/api-scope', operatorOnly: true, roles: ['administrator'], buttons: [
        { code: SCOPE_BUTTONS.add, name: '新增权限规则', roles: ['administrator'] },
        { code: SCOPE_BUTTONS.edit, name: '编辑权限规则', roles: ['administrator'] },
        { code: SCOPE_BUTTONS.remove, name: '删除权限规则', roles: ['administrator'] },
      ] },
      { code: 'system_dict', name: '数据字典', path: '/dict-horizontal/index', operatorOnly: true, roles: ['administrator'], buttons: [
        ...adminButtons(DICT_BUTTONS, { add: '新增字典', edit: '修改字典', remove: '删除字典' }),
        ...adminButtons(DICT_BIZ_BUTTONS, { add: '新增业务字典', edit: '修改业务字典', remove: '删除业务字典' }),
      ] },
      { code: 'system_dict_vertical', name: '数据字典（纵向）', path: '/dict-vertical/index', operatorOnly: true, isShow: 0, roles: ['administrator'] },
      { code: 'system_region', name: '行政区划', path: '/system/region', operatorOnly: true, roles: ['administrator'], buttons: adminButtons(REGION_BUTTONS, CRUD_NAMES) },
      { code: 'system_setting', name: '系统设置', path: '/system/setting', operatorOnly: true, roles: ['administrator'] },
      { code: 'system_param', name: '参数管理', path: '/system/param', operatorOnly: true, roles: ['administrator'], buttons: adminButtons(PARAM_BUTTONS, CRUD_NAMES) },
      { code: 'system_user', name: '用户管理', path: '/system/user', operatorOnly: true, roles: ['administrator'], buttons: adminButtons(USER_ADMIN_BUTTONS, {
        add: '新增用户', edit: '修改用户', remove: '删除用户', status: '启用停用', resetPassword: '重置密码', unlock: '账号解封',
        grant: '角色配置', avatar: '头像显示', logoff: '注销账号', import: '导入用户', export: '导出用户',
      }) },
      { code: 'system_tenant', name: '租户管理', path: '/system/tenant', operatorOnly: true, roles: ['administrator'], buttons: adminButtons(TENANT_BUTTONS, {
        ...CRUD_NAMES, setting: '租户授权配置', package: '租户套餐配置',
      }) },
      { code: 'system_tenant_package', name: '租户套餐', path: '/system/tenant-package', operatorOnly: true, roles: ['administrator'], buttons: adminButtons(TENANT_PACKAGE_BUTTONS, CRUD_NAMES) },
      { code: 'system_client', name: '应用管理', path: '/system/client', operatorOnly: true, roles: ['administrator'], buttons: adminButtons(CLIENT_BUTTONS, CRUD_NAMES) },
      { code: 'system_app_version', name: '版本管理', path: '/system/app-version', operatorOnly: true, roles: ['administrator'], buttons: adminButtons(APP_VERSION_BUTTONS, CRUD_NAMES) },
      { code: 'system_promotion', name: '推广管理', path: '/system/promotion', operatorOnly: true, roles: ['administrator'], buttons: adminButtons(PROMOTION_BUTTONS, {
        ...CRUD_NAMES, follow: '跟进记录',
      }) },
      { code: 'system_feedback', name: '意见反馈', path: '/system/feedback' },
      { code: 'system_login_log', name: '登录日志', path: '/system/login-log', roles: ['administrator'] },
      // A link target: the client opens it in the embedded-page route. The reserved example.com
      // domain keeps test runs from reaching out of the machine.
      { code: 'system_help', name: '帮助中心', path: 'https://help.example.com/cem/manual.html' },
    ],
  },
  {
    code: 'resource',
    name: '资源管理',
    path: '/resource',
    icon: 'icon-resource',
    children: [
      { code: 'resource_oss', name: '对象存储', path: '/resource/oss', operatorOnly: true, roles: ['administrator'], buttons: adminButtons(OSS_BUTTONS, { ...CRUD_NAMES, enable: '启用' }) },
      { code: 'resource_attach', name: '附件管理', path: '/resource/attach', operatorOnly: true, roles: ['administrator'], buttons: adminButtons(ATTACH_BUTTONS, CRUD_NAMES) },
      { code: 'resource_sms', name: '短信配置', path: '/resource/sms', operatorOnly: true, roles: ['administrator'], buttons: adminButtons(SMS_BUTTONS, { ...CRUD_NAMES, enable: '启用', send: '发送测试短信' }) },
    ],
  },
  {
    code: 'monitor_log',
    name: '日志管理',
    path: '/monitor/log',
    icon: 'icon-log',
    children: [
      { code: 'monitor_log_usual', name: '通用日志', path: '/monitor/log/usual', operatorOnly: true, roles: ['administrator'] },
      { code: 'monitor_log_api', name: '接口日志', path: '/monitor/log/api', operatorOnly: true, roles: ['administrator'] },
      { code: 'monitor_log_error', name: '错误日志', path: '/monitor/log/error', operatorOnly: true, roles: ['administrator'] },
    ],
  },
];
