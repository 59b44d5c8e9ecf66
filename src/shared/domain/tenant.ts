/**
 * The platform's tenants (spec 3 §7 tenant): an organisation seen by the operator as a tenant — its
 * account quota, expiry time, menu package and domain. Organisations are created and profiled by
 * organisation management (biz-info/*); this screen only sets what the platform limits.
 */
import { z } from 'zod';
import { DATE_TIME, idSchema, searchText } from './fields';
import { pageQuerySchema } from './paging';
import { maxLengthMessage } from './rules';
import { UNLIMITED_ACCOUNTS } from './tenantLimits';
import { TENANT_PACKAGE_MESSAGES } from './tenantPackage';

export interface Tenant {
  /** The tenant id again: list screens key rows by id. */
  id: string;
  tenantId: string;
  tenantName: string;
  orgCategory: string;
  /** 0 draft, 1 normal, 3 disabled, 4 cancelled (the organisation's status). */
  status: number;
  domain: string;
  /** -1: no limit. */
  accountNumber: number;
  /** '' never expires. */
  expireTime: string;
  packageId: string;
  packageName: string;
  /** Members who joined (what the quota counts). */
  memberCount: number;
  createTime: string;
}

export const TENANT_MESSAGES = {
  notFound: '租户不存在或已删除',
  addInOrganisations: '租户即组织，请在组织管理中新增',
  operatorNotRemovable: '平台运营租户不能删除',
  removeNotDraft: '只能删除未启用的草稿租户',
  accountNumber: '账号额度应为-1（不限）或正整数',
  expireTime: '过期时间格式应为 yyyy-MM-dd HH:mm:ss',
  domainFormat: '域名格式有误',
  domainTaken: '该域名已被其他租户使用',
  domainUnknown: '未找到该域名对应的租户',
  operatorNoPackage: '平台运营租户始终使用完整菜单，不能设置套餐',
  datasourceUnsupported: '本服务器不支持租户独立数据源，所有租户共用同一数据库',
} as const;

export const DOMAIN_MAX = 255;
/** A host name (with an optional port), without a scheme or path: what the login page is reached by. */
const DOMAIN = /^(?=.{1,255}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;
export const isDomain = (v: string) => DOMAIN.test(v);

export const tenantPageQuerySchema = pageQuerySchema.extend({
  tenantId: searchText,
  tenantName: searchText,
  domain: searchText,
});
export type TenantPageQuery = z.infer<typeof tenantPageQuerySchema>;

/** tenant/submit edits an existing tenant's platform fields; without an id it is refused (see TENANT_MESSAGES.addInOrganisations). */
export const tenantSubmitSchema = z.object({
  tenantId: z.string({ error: TENANT_MESSAGES.addInOrganisations }).trim().regex(/^\d{1,32}$/, TENANT_MESSAGES.addInOrganisations),
  domain: z
    .string()
    .trim()
    .max(DOMAIN_MAX, maxLengthMessage(DOMAIN_MAX))
    .default('')
    .refine((v) => v === '' || isDomain(v), TENANT_MESSAGES.domainFormat)
    .transform((v) => v.toLowerCase()),
});
export type TenantSubmit = z.infer<typeof tenantSubmitSchema>;

/** The quota as the form sends it (text or number): -1 or a positive whole number. */
export const accountNumberSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
  z.number({ error: TENANT_MESSAGES.accountNumber }).int(TENANT_MESSAGES.accountNumber).refine((n) => n === UNLIMITED_ACCOUNTS || (n >= 1 && n <= 1_000_000), TENANT_MESSAGES.accountNumber),
);

/** '' (never) or yyyy-MM-dd HH:mm:ss of a real day. */
export const expireTimeSchema = z
  .string({ error: TENANT_MESSAGES.expireTime })
  .trim()
  .refine((v) => v === '' || (DATE_TIME.test(v) && isRealDateTime(v)), TENANT_MESSAGES.expireTime);

export function isRealDateTime(v: string): boolean {
  const [date, time] = v.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d && hh < 24 && mm < 60 && ss < 60;
}

/** tenant/setting: ids (one or more tenants), the quota and the expiry. */
export const tenantSettingSchema = z.object({
  ids: z.string({ error: TENANT_MESSAGES.notFound }).trim().regex(/^\d{1,32}(,\d{1,32})*$/, TENANT_MESSAGES.notFound),
  accountNumber: accountNumberSchema,
  expireTime: expireTimeSchema.default(''),
});
export type TenantSetting = z.infer<typeof tenantSettingSchema>;

/** tenant/package-setting: a tenant and its package ('' the whole menu template). */
export const tenantPackageSettingSchema = z.object({
  tenantId: idSchema.shape.id,
  packageId: z.string().trim().default('').refine((v) => v === '' || /^\d{1,32}$/.test(v), TENANT_PACKAGE_MESSAGES.notFound),
});

export const tenantInfoQuerySchema = z.object({
  domain: z.string({ error: TENANT_MESSAGES.domainFormat }).trim().min(1, TENANT_MESSAGES.domainFormat).max(DOMAIN_MAX, TENANT_MESSAGES.domainFormat),
});

/** What tenant/info answers a login page reached by a domain, and tenant/select lists. */
export interface TenantCard {
  tenantId: string;
  tenantName: string;
  domain: string;
}

/** The setting dialog's values (the ids are the rows it was opened on). */
export const tenantSettingFormSchema = tenantSettingSchema.omit({ ids: true });
/** The package dialog's value. */
export const tenantPackageChoiceSchema = tenantPackageSettingSchema.omit({ tenantId: true });
