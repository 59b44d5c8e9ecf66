import { tenantPackageEndpoints } from '@shared/api/tenantEndpoints';
import { TENANT_PACKAGE_BUTTONS } from '@shared/domain/platformButtons';
import { tenantPackageFormSchema, type TenantPackage } from '@shared/domain/tenantPackage';
import type { ResourceDescriptor } from '../../crud/types';
import { TenantPackageFields } from './Fields';
import { dateColumn } from '../../crud/columns';

export type TenantPackageValues = { packageName: string; menuIds: string[]; remark: string };

/**
 * 租户套餐 (spec 3 §7 tenant package): a package is a set of menus of the template; a tenant given
 * one (租户管理 → 套餐配置) sees only those menus and their buttons. A package in use is not removed.
 */
export const tenantPackages: ResourceDescriptor<TenantPackage, TenantPackageValues> = {
  name: 'tenantPackages',
  invalidates: [['tenants']],
  endpoints: { page: tenantPackageEndpoints.page, detail: tenantPackageEndpoints.detail },
  modes: {
    add: { endpoint: tenantPackageEndpoints.submit, schema: tenantPackageFormSchema, permission: TENANT_PACKAGE_BUTTONS.add },
    edit: { endpoint: tenantPackageEndpoints.submit, schema: tenantPackageFormSchema, permission: TENANT_PACKAGE_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: tenantPackageEndpoints.remove, permission: TENANT_PACKAGE_BUTTONS.remove },
  columns: [{ key: 'packageName' }, { key: 'remark' }, dateColumn('createTime', { width: 180 })],
  search: [{ name: 'packageName', kind: 'text' }],
  empty: { packageName: '', menuIds: [], remark: '' },
  toValues: (r) => ({ packageName: r.packageName, menuIds: r.menuIds.split(',').filter(Boolean), remark: r.remark }),
  Fields: TenantPackageFields,
};
