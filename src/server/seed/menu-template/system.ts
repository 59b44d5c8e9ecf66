import { NOTICE_BUTTONS } from '@shared/domain/notice';
import { MENU_ADMIN_BUTTONS, SCOPE_BUTTONS } from '@shared/domain/organisationButtons';
import type { MenuTemplate } from './types';

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
      { code: 'system_dict', name: '数据字典', path: '/dict-horizontal/index', operatorOnly: true, roles: ['administrator'] },
      { code: 'system_dict_vertical', name: '数据字典（纵向）', path: '/dict-vertical/index', operatorOnly: true, isShow: 0 },
      { code: 'system_setting', name: '系统设置', path: '/system/setting', operatorOnly: true, roles: ['administrator'] },
      { code: 'system_user', name: '用户管理', path: '/system/user', operatorOnly: true, roles: ['administrator'] },
      { code: 'system_app_version', name: '版本管理', path: '/system/app-version', operatorOnly: true, roles: ['administrator'] },
      { code: 'system_feedback', name: '意见反馈', path: '/system/feedback' },
      { code: 'system_login_log', name: '登录日志', path: '/system/login-log', roles: ['administrator'] },
      // A link target: the client opens it in the embedded-page route. The reserved example.com
      // domain keeps test runs from reaching out of the machine.
      { code: 'system_help', name: '帮助中心', path: 'https://help.example.com/cem/manual.html' },
    ],
  },
];
