import type { OrgCategory } from '@shared/domain/organisation';
import { CUSTOMER_BUTTONS } from '@shared/domain/customer';
import { NOTICE_BUTTONS } from '@shared/domain/notice';
import { DOWNLOAD_PERMISSION } from '@shared/domain/upload';
import {
  BANK_CARD_BUTTONS,
  DEPT_BUTTONS,
  JOB_POST_BUTTONS,
  MEMBER_BUTTONS,
  MENU_ADMIN_BUTTONS,
  ORG_BUTTONS,
  OTHER_COMPANY_BUTTONS,
  PARTNER_BUTTONS,
  REGISTRATION_BUTTONS,
  ROLE_BUTTONS,
  SCOPE_BUTTONS,
} from '@shared/domain/organisationButtons';
import type { RoleAlias } from './demo-organisations';

export interface ButtonTemplate {
  code: string;
  name: string;
  /** Roles granted the button; all roles when absent. */
  roles?: RoleAlias[];
}

export interface MenuTemplate {
  code: string;
  name: string;
  path: string;
  icon?: string;
  /** Categories that get the entry; every category when absent. */
  categories?: OrgCategory[];
  /** Only the operator tenant (000000) gets the entry: platform-wide administration. */
  operatorOnly?: boolean;
  /** A page of its own: kept even when every child is withheld from the category. */
  standalone?: boolean;
  /** 0 keeps a sub-item out of the menu (it stays routable). */
  isShow?: 0 | 1;
  roles?: RoleAlias[];
  query?: Record<string, string>;
  keepAlive?: boolean;
  children?: MenuTemplate[];
  buttons?: ButtonTemplate[];
}

const BIZ_LEADERS: OrgCategory[] = ['ss', 'kj', 'gl'];
const CONTRACTING: OrgCategory[] = ['ss', 'kj', 'gl', 'sj', 'pt'];

/**
 * The product's menu, copied into each organisation at seed time and filtered by its category
 * (spec 1 §2 and §6, spec 2, spec 3). The operator tenant never gets contract or finance.
 */
export const MENU_TEMPLATE: MenuTemplate[] = [
  {
    code: 'desk',
    name: '工作台',
    path: '/desk',
    icon: 'icon-desk',
    standalone: true,
    children: [
      { code: 'desk_board', name: '数据看板', path: '/board/index', categories: ['ss', 'kj', 'gl', 'pt'], query: { target: '_blank' } },
      { code: 'desk_stat', name: '统计报表', path: '/desk/stat', categories: BIZ_LEADERS },
    ],
  },
  {
    code: 'customer',
    name: '客户管理',
    path: '/customer',
    icon: 'icon-customer',
    categories: BIZ_LEADERS,
    children: [
      {
        code: 'customer_follow',
        name: '客户跟进',
        path: '/customer/follow',
        keepAlive: true,
        buttons: [
          { code: CUSTOMER_BUTTONS.add, name: '新增客户' },
          { code: CUSTOMER_BUTTONS.edit, name: '编辑客户' },
          { code: CUSTOMER_BUTTONS.remove, name: '删除客户', roles: ['administrator', 'manager'] },
          { code: 'customer_follow_record', name: '跟进记录' },
          { code: CUSTOMER_BUTTONS.status, name: '变更合作状态', roles: ['administrator', 'manager'] },
        ],
      },
      { code: 'customer_mine', name: '我的客户', path: '/customer/mine', keepAlive: true },
      { code: 'customer_invite', name: '邀请客户', path: '/customer/invite', categories: ['ss', 'kj'] },
    ],
  },
  {
    code: 'contract',
    name: '合同管理',
    path: '/contract',
    icon: 'icon-contract',
    children: [
      {
        code: 'contract_owner',
        name: '业主项目合同',
        path: '/contract/owner',
        categories: [...CONTRACTING, 'yz'],
        keepAlive: true,
        buttons: [
          { code: 'contract_add', name: '新增合同' },
          { code: 'contract_edit', name: '编辑合同' },
          { code: 'contract_modify', name: '合同变更', roles: ['administrator', 'manager'] },
          { code: 'contract_status', name: '变更合同状态', roles: ['administrator', 'manager'] },
          { code: 'contract_delete', name: '删除合同', roles: ['administrator'] },
        ],
      },
      { code: 'contract_platform', name: '平台合同', path: '/contract/platform', categories: CONTRACTING },
      { code: 'contract_project', name: '项目管理合同', path: '/contract/project', categories: CONTRACTING },
      { code: 'contract_production', name: '生产服务合同', path: '/contract/production', categories: [...CONTRACTING, 'sc', 'st', 'cb'] },
      { code: 'contract_resource', name: '资源方服务合同', path: '/contract/resource', categories: [...CONTRACTING, 'zy'] },
      { code: 'contract_mine', name: '我的合同', path: '/contract/mine' },
      { code: 'contract_history', name: '合同变更记录', path: '/contract/history', isShow: 0 },
    ],
  },
  {
    code: 'finance',
    name: '财务管理',
    path: '/finance',
    icon: 'icon-finance',
    children: [
      {
        code: 'finance_invoice',
        name: '发票管理',
        path: '/finance/invoice',
        categories: [...CONTRACTING, 'yz'],
        buttons: [
          { code: 'invoice_add', name: '开具发票' },
          { code: 'invoice_supplement', name: '补充发票信息' },
          { code: 'invoice_delete', name: '删除发票', roles: ['administrator'] },
        ],
      },
      {
        code: 'finance_arrive',
        name: '到账管理',
        path: '/finance/arrive',
        categories: [...CONTRACTING, 'yz'],
        buttons: [
          { code: 'arrive_add', name: '登记到账' },
          { code: 'arrive_write_off', name: '到账核销', roles: ['administrator', 'manager'] },
        ],
      },
      {
        code: 'finance_payment',
        name: '请款付款',
        path: '/finance/payment',
        buttons: [
          { code: 'payment_request', name: '发起请款' },
          { code: 'payment_pay', name: '登记付款', roles: ['administrator', 'manager'] },
        ],
      },
      {
        code: 'finance_deposit',
        name: '合作费管理',
        path: '/finance/deposit',
        buttons: [
          { code: 'deposit_add', name: '缴纳合作费' },
          { code: 'deposit_return', name: '退还合作费', roles: ['administrator'] },
        ],
      },
      {
        code: 'finance_bid_deposit',
        name: '投标保证金',
        path: '/finance/bid-deposit',
        categories: CONTRACTING,
        buttons: [
          { code: 'bid_deposit_add', name: '新增保证金' },
          { code: 'bid_deposit_refund', name: '保证金退还' },
        ],
      },
      {
        code: 'finance_tender',
        name: '招投标管理',
        path: '/finance/tender',
        categories: CONTRACTING,
        buttons: [
          { code: 'tender_add', name: '新增投标' },
          { code: 'tender_feedback', name: '投标反馈' },
        ],
      },
      { code: 'finance_income', name: '收入管理', path: '/finance/income', categories: ['ss', 'kj', 'gl', 'pt'] },
      { code: 'finance_other_fee', name: '其他支出', path: '/finance/other-fee', categories: CONTRACTING },
    ],
  },
  {
    code: 'project',
    name: '项目管理',
    path: '/project',
    icon: 'icon-project',
    children: [
      {
        code: 'project_record',
        name: '项目备案',
        path: '/project/record',
        categories: [...CONTRACTING, 'zy'],
        keepAlive: true,
        buttons: [
          { code: 'project_add', name: '新增备案' },
          { code: 'project_edit', name: '编辑备案' },
          { code: 'project_delete', name: '删除备案', roles: ['administrator'] },
        ],
      },
      { code: 'project_initiation', name: '项目立项', path: '/project/initiation', keepAlive: true },
      { code: 'project_survey', name: '现场踏勘', path: '/project/survey' },
      { code: 'project_review', name: '评审管理', path: '/project/review', categories: [...CONTRACTING, 'st'] },
      { code: 'project_expert', name: '专家管理', path: '/project/expert', categories: [...BIZ_LEADERS, 'st'] },
    ],
  },
  {
    code: 'archive',
    name: '档案管理',
    path: '/archive',
    icon: 'icon-archive',
    children: [
      {
        code: 'archive_outcome',
        name: '成果归档',
        path: '/archive/outcome',
        buttons: [
          { code: 'archive_upload', name: '上传成果' },
          { code: DOWNLOAD_PERMISSION, name: '下载附件', roles: ['administrator', 'manager'] },
        ],
      },
      { code: 'archive_material', name: '项目资料', path: '/archive/material' },
      { code: 'archive_publication', name: '出版任务', path: '/archive/publication', categories: [...CONTRACTING, 'cb'] },
    ],
  },
  {
    code: 'organization',
    name: '组织管理',
    path: '/organization',
    icon: 'icon-organization',
    children: [
      { code: 'organization_info', name: '企业信息', path: '/biz/biz', roles: ['administrator'], buttons: [{ code: ORG_BUTTONS.infoEdit, name: '编辑企业信息', roles: ['administrator'] }] },
      {
        code: 'organization_manage',
        name: '组织管理',
        path: '/organization/manage',
        operatorOnly: true,
        roles: ['administrator'],
        buttons: [
          { code: ORG_BUTTONS.add, name: '新增组织', roles: ['administrator'] },
          { code: ORG_BUTTONS.edit, name: '编辑组织', roles: ['administrator'] },
          { code: ORG_BUTTONS.status, name: '变更组织状态', roles: ['administrator'] },
          { code: ORG_BUTTONS.director, name: '设置负责人', roles: ['administrator'] },
          { code: ORG_BUTTONS.docking, name: '对接设置', roles: ['administrator'] },
          { code: ORG_BUTTONS.transfer, name: '转让', roles: ['administrator'] },
          { code: ORG_BUTTONS.addUser, name: '添加用户', roles: ['administrator'] },
        ],
      },
      // Siblings, not children: an entry with children is a section, never a page of its own (menuRules.buildMenu).
      { code: 'organization_draft', name: '组织草稿', path: '/organization/draft', operatorOnly: true, isShow: 0, roles: ['administrator'] },
      { code: 'organization_history', name: '组织变更记录', path: '/organization/history', operatorOnly: true, isShow: 0, roles: ['administrator'] },
      { code: 'organization_registration', name: '入驻审核', path: '/organization/registration', operatorOnly: true, roles: ['administrator'], buttons: [
        { code: REGISTRATION_BUTTONS.approve, name: '通过', roles: ['administrator'] },
        { code: REGISTRATION_BUTTONS.refuse, name: '驳回', roles: ['administrator'] },
      ] },
      {
        code: 'organization_structure',
        name: '组织架构',
        path: '/organization/structure',
        buttons: [
          { code: DEPT_BUTTONS.add, name: '新增部门', roles: ['administrator'] },
          { code: DEPT_BUTTONS.edit, name: '编辑部门', roles: ['administrator'] },
          { code: DEPT_BUTTONS.remove, name: '删除部门', roles: ['administrator'] },
        ],
      },
      {
        code: 'organization_member',
        name: '成员管理',
        path: '/organization/member',
        buttons: [
          { code: MEMBER_BUTTONS.add, name: '添加成员', roles: ['administrator'] },
          { code: MEMBER_BUTTONS.edit, name: '编辑成员', roles: ['administrator'] },
          { code: MEMBER_BUTTONS.remove, name: '移除成员', roles: ['administrator'] },
        ],
      },
      { code: 'organization_member_removed', name: '已移除成员', path: '/organization/member-removed', roles: ['administrator'] },
      { code: 'organization_post', name: '岗位管理', path: '/organization/post', roles: ['administrator'], buttons: [
        { code: JOB_POST_BUTTONS.add, name: '新增岗位', roles: ['administrator'] },
        { code: JOB_POST_BUTTONS.edit, name: '编辑岗位', roles: ['administrator'] },
        { code: JOB_POST_BUTTONS.remove, name: '删除岗位', roles: ['administrator'] },
      ] },
      { code: 'organization_role', name: '角色权限', path: '/organization/role', roles: ['administrator'], buttons: [
        { code: ROLE_BUTTONS.add, name: '新增角色', roles: ['administrator'] },
        { code: ROLE_BUTTONS.edit, name: '编辑角色', roles: ['administrator'] },
        { code: ROLE_BUTTONS.remove, name: '删除角色', roles: ['administrator'] },
        { code: ROLE_BUTTONS.grant, name: '权限设置', roles: ['administrator'] },
        { code: ROLE_BUTTONS.users, name: '角色成员', roles: ['administrator'] },
      ] },
      { code: 'organization_partner', name: '合作单位', path: '/organization/partner', categories: CONTRACTING, buttons: [
        { code: PARTNER_BUTTONS.add, name: '新增合作单位', roles: ['administrator', 'manager'] },
        { code: PARTNER_BUTTONS.edit, name: '编辑合作单位', roles: ['administrator', 'manager'] },
        { code: PARTNER_BUTTONS.status, name: '停用启用合作单位', roles: ['administrator'] },
        { code: PARTNER_BUTTONS.remove, name: '移除合作单位', roles: ['administrator'] },
      ] },
      { code: 'organization_agreement', name: '框架协议', path: '/organization/agreement', categories: CONTRACTING },
      { code: 'organization_design', name: '设计单位', path: '/organization/design', categories: ['ss', 'kj', 'gl', 'pt'] },
      { code: 'organization_bankcard', name: '银行卡', path: '/organization/bankcard', buttons: [
        { code: BANK_CARD_BUTTONS.add, name: '新增银行卡', roles: ['administrator'] },
        { code: BANK_CARD_BUTTONS.edit, name: '编辑银行卡', roles: ['administrator'] },
        { code: BANK_CARD_BUTTONS.remove, name: '删除银行卡', roles: ['administrator'] },
      ] },
      { code: 'organization_other_company', name: '其他单位', path: '/organization/other-company', buttons: [
        { code: OTHER_COMPANY_BUTTONS.add, name: '新增其他单位', roles: ['administrator', 'manager'] },
        { code: OTHER_COMPANY_BUTTONS.edit, name: '编辑其他单位', roles: ['administrator', 'manager'] },
        { code: OTHER_COMPANY_BUTTONS.remove, name: '删除其他单位', roles: ['administrator'] },
      ] },
    ],
  },
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
