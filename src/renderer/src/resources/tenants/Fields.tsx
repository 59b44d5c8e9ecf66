import { tenantPackageEndpoints } from '@shared/api/tenantEndpoints';
import type { TenantPackage } from '@shared/domain/tenantPackage';
import { DateTimeField, TextField } from '../../crud/fields';
import { OptionsField } from '../../crud/fields/OptionsField';
import { useLooseT } from '../../crud/looseT';

/** The tenant form: the organisation is read-only (organisation management owns it); the domain is the platform's. */
export function TenantFields() {
  return (
    <>
      <TextField name="tenantId" readOnly />
      <TextField name="tenantName" readOnly />
      <TextField name="domain" max={255} />
    </>
  );
}

/** 授权配置: the account quota (-1 unlimited) and the expiry time ('' never). */
export function TenantSettingFields() {
  const lt = useLooseT();
  return (
    <>
      <TextField name="accountNumber" required />
      <div>{lt('resources.tenants.accountHint')}</div>
      <DateTimeField name="expireTime" />
      <div>{lt('resources.tenants.expireHint')}</div>
    </>
  );
}

/** 套餐配置: one package, or none (the whole menu template). */
export function TenantPackageChoiceFields() {
  const lt = useLooseT();
  return (
    <OptionsField
      name="packageId"
      endpoint={tenantPackageEndpoints.select}
      toOptions={(packages: TenantPackage[]) => [{ value: '', label: lt('resources.tenants.wholeTemplate') }, ...packages.map((p) => ({ value: p.id, label: p.packageName }))]}
    />
  );
}
