import { tenantEndpoints } from '@shared/api/tenantEndpoints';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { TENANT_BUTTONS } from '@shared/domain/platformButtons';
import { tenantPackageChoiceSchema, tenantSettingFormSchema, tenantSubmitSchema, type Tenant } from '@shared/domain/tenant';
import { UNLIMITED_ACCOUNTS } from '@shared/domain/tenantLimits';
import { looseT } from '../../crud/looseT';
import type { FormAction, ResourceDescriptor } from '../../crud/types';
import { TenantFields, TenantPackageChoiceFields, TenantSettingFields } from './Fields';

export type TenantValues = { tenantId: string; tenantName: string; domain: string };

const label = (key: string) => looseT(`resources.tenants.${key}`);

// One dialog for one row or the checked ones: the same quota and expiry for each.
const setting: FormAction<Tenant> = {
  kind: 'form',
  key: 'setting',
  label: 'resources.tenants.setting',
  permission: TENANT_BUTTONS.setting,
  schema: tenantSettingFormSchema,
  Fields: TenantSettingFields,
  initial: (records) => ({ accountNumber: records.length === 1 ? String(records[0].accountNumber) : String(UNLIMITED_ACCOUNTS), expireTime: records.length === 1 ? records[0].expireTime : '' }),
  endpoint: tenantEndpoints.setting,
  params: (values, records) => ({ ...values, ids: records.map((r) => r.tenantId).join(',') }),
};

/**
 * 租户管理 (spec 3 §7 tenant): every organisation as the platform sees it — its account quota and
 * expiry (授权配置), its menu package (套餐配置) and domain. Tenants are added under organisation
 * management (a tenant is an organisation), so there is no add here; only a draft is removed.
 */
export const tenants: ResourceDescriptor<Tenant, TenantValues> = {
  name: 'tenants',
  invalidates: [['organisations']],
  endpoints: { page: tenantEndpoints.page, detail: tenantEndpoints.detail },
  modes: {
    edit: { endpoint: tenantEndpoints.submit, schema: tenantSubmitSchema, permission: TENANT_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: tenantEndpoints.remove, permission: TENANT_BUTTONS.remove },
  rowActions: [
    setting,
    {
      kind: 'form',
      key: 'package',
      label: 'resources.tenants.package',
      permission: TENANT_BUTTONS.package,
      visible: (r) => r.tenantId !== OPERATOR_TENANT,
      schema: tenantPackageChoiceSchema,
      Fields: TenantPackageChoiceFields,
      initial: ([r]) => ({ packageId: r.packageId }),
      endpoint: tenantEndpoints.packageSetting,
      params: (values, [r]) => ({ tenantId: r.tenantId, packageId: values.packageId ?? '' }),
    },
  ],
  rowButtonsInline: 4,
  bulkActions: [setting],
  columns: [
    { key: 'tenantId', width: 90 },
    { key: 'tenantName' },
    { key: 'domain', width: 120 },
    // Joined members beside the quota they count against: 3 / 不限, 50 / 50.
    // The export writes the quota (-1: 不限) without the member count the cell puts before it.
    { key: 'accountNumber', width: 100, exportAs: 'text', render: (r) => `${r.memberCount} / ${r.accountNumber === UNLIMITED_ACCOUNTS ? label('unlimited') : r.accountNumber}` },
    // 永不过期 on screen is a blank time in the export.
    { key: 'expireTime', width: 160, exportAs: 'date', render: (r) => r.expireTime || label('never') },
    // 完整模板 on screen (no package) is a blank cell in the export.
    { key: 'packageName', width: 100, exportAs: 'text', render: (r) => r.packageName || label('wholeTemplate') },
  ],
  search: [
    { name: 'tenantId', kind: 'text' },
    { name: 'tenantName', kind: 'text' },
    { name: 'domain', kind: 'text' },
  ],
  empty: { tenantId: '', tenantName: '', domain: '' },
  toValues: (r) => ({ tenantId: r.tenantId, tenantName: r.tenantName, domain: r.domain }),
  Fields: TenantFields,
};
