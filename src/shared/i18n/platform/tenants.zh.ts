/**
 * Platform administration (issue 14), tenants: the resources' labels and the message catalogues of
 * this area, gathered so zh.screens.ts wires them with one import.
 */
import { CLIENT_MESSAGES } from '../../domain/oauthClient';
import { TENANT_MESSAGES } from '../../domain/tenant';
import { TENANT_LIMIT_MESSAGES } from '../../domain/tenantLimits';
import { TENANT_PACKAGE_MESSAGES } from '../../domain/tenantPackage';

export const tenantsZh = {
  name: '租户',
  fields: {
    tenantId: '租户编号',
    tenantName: '租户名称',
    orgCategory: '组织类别',
    status: '状态',
    domain: '域名地址',
    accountNumber: '账号额度',
    expireTime: '过期时间',
    packageId: '套餐',
    packageName: '套餐',
    memberCount: '成员数',
    createTime: '创建时间',
  },
  statuses: { '0': '草稿', '1': '正常', '3': '停用', '4': '注销' },
  unlimited: '不限',
  never: '永不过期',
  wholeTemplate: '完整菜单',
  setting: '授权配置',
  package: '套餐配置',
  accountHint: '-1 表示不限',
  expireHint: '留空表示永不过期，格式 yyyy-MM-dd HH:mm:ss',
  addHint: '租户即组织，请在组织管理中新增',
};

export const tenantPackagesZh = {
  name: '套餐',
  fields: { packageName: '套餐名称', menuIds: '菜单', remark: '备注', createTime: '创建时间' },
};

export const clientsZh = {
  name: '客户端',
  fields: {
    clientId: '客户端编号',
    grantTypes: '授权类型',
    accessTokenValidity: '令牌有效期（秒）',
    refreshTokenValidity: '刷新令牌有效期（秒）',
    remark: '备注',
    isDefault: '桌面端自用',
    createTime: '创建时间',
  },
  grantTypes: { password: '密码', sms: '短信验证码', refresh_token: '刷新令牌', social: '第三方登录', authorization_code: '授权码' },
  yes: '是',
  no: '否',
  secretTitle: '客户端密钥',
  secretOnce: '请立即复制并妥善保存客户端密钥，关闭后将无法再次查看。',
  copy: '复制',
  copied: '已复制',
  close: '我已保存',
};

export const platformTenantsZh = {
  resources: { tenants: tenantsZh, tenantPackages: tenantPackagesZh, clients: clientsZh },
  messages: { tenantLimit: TENANT_LIMIT_MESSAGES, tenant: TENANT_MESSAGES, tenantPackage: TENANT_PACKAGE_MESSAGES, oauthClient: CLIENT_MESSAGES },
} as const;
