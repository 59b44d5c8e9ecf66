/** Tables of tenants' packages and OAuth clients (issue 14, migrations 034 and 035). */

export interface TenantPackageTable {
  id: string;
  /** Always the operator tenant: packages are the platform's. */
  tenant_id: string;
  package_name: string;
  /** Template menu ids, comma-joined. */
  menu_ids: string;
  remark: string;
  create_user: string;
  create_time: string;
  update_time: string;
}

export interface OauthClientTable {
  id: string;
  /** Always the operator tenant. */
  tenant_id: string;
  client_id: string;
  /** SHA-256 hex of the secret; the secret itself is never stored. */
  secret_hash: string;
  grant_types: string;
  access_token_validity: number;
  refresh_token_validity: number;
  remark: string;
  is_default: number;
  create_user: string;
  create_time: string;
  update_time: string;
}

export interface TenantsTables {
  tenant_package: TenantPackageTable;
  oauth_client: OauthClientTable;
}
