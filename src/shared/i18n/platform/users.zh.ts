/**
 * Platform administration (issue 14), users: the resources' labels and the message catalogues of
 * this area, gathered so zh.screens.ts wires them with one import.
 */
import { USER_ADMIN_MESSAGES } from '../../domain/userAdmin';
import { EXCEL_MESSAGES } from '../../domain/excel';
import { USER_EXCEL_MESSAGES } from '../../domain/userExcel';
import { excelResourcesZh } from './excel.zh';

const userFields = {
  account: '登录账号',
  userType: '用户类型',
  password: '密码',
  password2: '确认密码',
  name: '用户昵称',
  realName: '用户姓名',
  phone: '手机号码',
  tenantId: '所属租户',
  tenantNames: '所属机构',
  tenantName: '所属机构',
  roleIds: '所属角色',
  roleNames: '所属角色',
  deptId: '所属部门',
  deptName: '所属部门',
  postId: '所属岗位',
  postName: '所属岗位',
  joinCount: '加入机构数',
  status: '账号状态',
  avatarStatus: '头像显示',
  createTime: '创建时间',
  joinStatus: '成员状态',
};

const usersZh = {
  name: '用户',
  fields: userFields,
  avatarStatuses: { '1': '显示', '0': '隐藏' },
  actions: {
    platformDetail: '平台详情',
    resetPassword: '重置密码',
    unlock: '账号解锁',
    grant: '角色配置',
    disable: '停用',
    enable: '启用',
    hideAvatar: '隐藏头像',
    showAvatar: '显示头像',
    logoff: '注销账号',
  },
  confirm: {
    resetPassword: '确定将所选账号的密码重置为初始密码吗？',
    unlock: '确定解除所选账号的登录锁定吗？',
    disable: '确定停用所选账号吗？停用后该账号立即下线，且不能登录。',
    enable: '确定启用所选账号吗？',
    hideAvatar: '确定隐藏所选账号的头像吗？隐藏后只有本人能看到。',
    showAvatar: '确定显示所选账号的头像吗？',
    logoff: '确定注销所选账号吗？注销后该账号立即下线且永远不能再登录，此操作不可撤销。',
  },
};

export const platformUsersZh = {
  resources: {
    users: usersZh,
    userDetails: { ...usersZh, name: '用户平台详情', detailTitle: '用户详情', posts: '所属机构' },
    // Excel export, template and import: kept apart from the user screen's labels.
    ...excelResourcesZh,
  },
  messages: {
    userAdmin: USER_ADMIN_MESSAGES,
    excel: EXCEL_MESSAGES,
    userExcel: USER_EXCEL_MESSAGES,
  },
} as const;
