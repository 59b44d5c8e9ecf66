/** Tenants, tenant packages, per-tenant datasources (refused) and OAuth clients (spec 3 §7 tenant, client). */
import type { ClientInput, CreatedOAuthClient, OAuthClient } from '../domain/oauthClient';
import type { Tenant, TenantCard, TenantPageQuery } from '../domain/tenant';
import type { TenantPackage, TenantPackageInput } from '../domain/tenantPackage';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

export const tenantEndpoints = {
  page: system<Partial<TenantPageQuery>, Page<Tenant>>('GET', 'tenant/list'),
  detail: system<{ id: string }, Tenant>('GET', 'tenant/detail'),
  submit: system<{ tenantId: string; domain: string }, Tenant>('POST', 'tenant/submit'),
  remove: system<{ ids: string }, null>('POST', 'tenant/remove'),
  setting: system<{ ids: string; accountNumber: number | string; expireTime: string }, null>('POST', 'tenant/setting'),
  packageDetail: system<{ tenantId: string }, TenantPackage | null>('GET', 'tenant/package-detail'),
  packageSetting: system<{ tenantId: string; packageId: string }, null>('POST', 'tenant/package-setting'),
  /** Without a session: the organisations one may sign in to. */
  select: system<void, TenantCard[]>('GET', 'tenant/select'),
  /** Without a session: the tenant a login page reached by this domain belongs to. */
  info: system<{ domain: string }, TenantCard>('GET', 'tenant/info'),
  /** Per-tenant datasources are not supported: these answer so (TENANT_MESSAGES.datasourceUnsupported). */
  datasource: system<unknown, never>('POST', 'tenant/datasource'),
  datasourcePage: system<unknown, never>('GET', 'datasource/list'),
  datasourceDetail: system<unknown, never>('GET', 'datasource/detail'),
  datasourceSubmit: system<unknown, never>('POST', 'datasource/submit'),
  datasourceRemove: system<unknown, never>('POST', 'datasource/remove'),
} as const;

export const tenantPackageEndpoints = {
  page: system<{ current?: number; size?: number; packageName?: string }, Page<TenantPackage>>('GET', 'tenant-package/list'),
  detail: system<{ id: string }, TenantPackage>('GET', 'tenant-package/detail'),
  submit: system<TenantPackageInput, TenantPackage>('POST', 'tenant-package/submit'),
  remove: system<{ ids: string }, null>('POST', 'tenant-package/remove'),
  /** Every package (the package-setting form's choices). */
  select: system<void, TenantPackage[]>('GET', 'tenant-package/select'),
} as const;

export const clientEndpoints = {
  page: system<{ current?: number; size?: number; clientId?: string }, Page<OAuthClient>>('GET', 'client/list'),
  detail: system<{ id: string }, OAuthClient>('GET', 'client/detail'),
  /** Answers the secret (CreatedOAuthClient) only when it creates the client. */
  submit: system<ClientInput, OAuthClient | CreatedOAuthClient>('POST', 'client/submit'),
  remove: system<{ ids: string }, null>('POST', 'client/remove'),
} as const;
