import { BANK_CARD_BUTTONS, DEPT_BUTTONS, JOB_POST_BUTTONS, MEMBER_BUTTONS, ORG_BUTTONS, OTHER_COMPANY_BUTTONS, PARTNER_BUTTONS, REGISTRATION_BUTTONS, ROLE_BUTTONS } from '@shared/domain/organisationButtons';
import { type MenuTemplate, CONTRACTING } from './types';

/** Organisation management: profile, structure, members, roles, partners, bank cards (spec 3 §2). */
export const ORGANISATION_MENUS: MenuTemplate[] = [
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
          { code: MEMBER_BUTTONS.import, name: '导入成员', roles: ['administrator'] },
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
];
