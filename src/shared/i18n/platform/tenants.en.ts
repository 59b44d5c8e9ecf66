/** English twin of tenants.zh.ts. */
import type { CLIENT_MESSAGES } from '../../domain/oauthClient';
import type { TENANT_MESSAGES } from '../../domain/tenant';
import type { TENANT_PACKAGE_MESSAGES } from '../../domain/tenantPackage';
import { tenantLimitMessagesEn } from '../messages/tenantLimits.en';
import type { Twin } from '../twin';
import type { clientsZh, tenantPackagesZh, tenantsZh } from './tenants.zh';

const tenantsEn: Twin<typeof tenantsZh> = {
  name: 'tenant',
  fields: {
    tenantId: 'Tenant ID',
    tenantName: 'Tenant name',
    orgCategory: 'Category',
    status: 'Status',
    domain: 'Domain',
    accountNumber: 'Account quota',
    expireTime: 'Expires',
    packageId: 'Package',
    packageName: 'Package',
    memberCount: 'Members',
    createTime: 'Created',
  },
  statuses: { '0': 'Draft', '1': 'Normal', '3': 'Disabled', '4': 'Cancelled' },
  unlimited: 'Unlimited',
  never: 'Never',
  wholeTemplate: 'Whole menu',
  setting: 'Limits',
  package: 'Package',
  accountHint: '-1 means unlimited',
  expireHint: 'Leave empty for never; format yyyy-MM-dd HH:mm:ss',
  addHint: 'A tenant is an organisation: add it under organisation management',
};

const tenantPackagesEn: Twin<typeof tenantPackagesZh> = {
  name: 'package',
  fields: { packageName: 'Package name', menuIds: 'Menus', remark: 'Remark', createTime: 'Created' },
};

const clientsEn: Twin<typeof clientsZh> = {
  name: 'client',
  fields: {
    clientId: 'Client ID',
    grantTypes: 'Grant types',
    accessTokenValidity: 'Token lifetime (s)',
    refreshTokenValidity: 'Refresh lifetime (s)',
    remark: 'Remark',
    isDefault: 'App’s own',
    createTime: 'Created',
  },
  grantTypes: { password: 'Password', sms: 'SMS code', refresh_token: 'Refresh token', social: 'Social sign-in', authorization_code: 'Authorization code' },
  yes: 'Yes',
  no: 'No',
  secretTitle: 'Client secret',
  secretOnce: 'Copy the client secret now and keep it safe: it cannot be shown again once this is closed.',
  copy: 'Copy',
  copied: 'Copied',
  close: 'I have saved it',
};

const tenantMessagesEn: Record<keyof typeof TENANT_MESSAGES, string> = {
  notFound: 'The tenant does not exist or was removed',
  addInOrganisations: 'A tenant is an organisation: add it under organisation management',
  operatorNotRemovable: 'The platform operator’s tenant cannot be removed',
  removeNotDraft: 'Only a draft tenant that was never enabled can be removed',
  accountNumber: 'The account quota must be -1 (unlimited) or a positive whole number',
  expireTime: 'The expiry time must be yyyy-MM-dd HH:mm:ss',
  domainFormat: 'The domain is not valid',
  domainTaken: 'Another tenant already uses this domain',
  domainUnknown: 'No tenant has this domain',
  operatorNoPackage: 'The platform operator always has the whole menu and takes no package',
  datasourceUnsupported: 'This server does not support per-tenant datasources: every tenant shares one database',
};

const tenantPackageMessagesEn: Record<keyof typeof TENANT_PACKAGE_MESSAGES, string> = {
  notFound: 'The package does not exist or was removed',
  nameRequired: 'Enter the package name',
  menusRequired: 'Choose the package’s menus',
  menuUnknown: 'A menu of the package does not exist',
  inUse: 'The package is used by a tenant and cannot be removed',
};

const clientMessagesEn: Record<keyof typeof CLIENT_MESSAGES, string> = {
  notFound: 'The client does not exist or was removed',
  clientIdRequired: 'Enter the client ID',
  clientIdFormat: 'The client ID is 2–32 letters, digits, underscores or hyphens',
  clientIdTaken: 'This client ID already exists',
  grantTypesRequired: 'Choose the grant types',
  grantTypeUnknown: 'Unknown grant type',
  accessValidity: 'The token lifetime must be a whole number of seconds from 60 to 86400',
  refreshValidity: 'The refresh token lifetime must be a whole number of seconds, at least the token lifetime and at most 2592000',
  defaultNotRemovable: 'The client the desktop app itself uses cannot be removed',
  grantNotAllowed: 'This client may not use this grant type',
};

export const platformTenantsEn = {
  resources: { tenants: tenantsEn, tenantPackages: tenantPackagesEn, clients: clientsEn },
  messages: { tenantLimit: tenantLimitMessagesEn, tenant: tenantMessagesEn, tenantPackage: tenantPackageMessagesEn, oauthClient: clientMessagesEn },
} as const;
