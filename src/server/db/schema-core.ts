/**
 * The organisations, their people and the sign-in tables: what every other table hangs from.
 */
import type { Generated } from 'kysely';
import type { AuthLogSignInColumns } from './schema-logs';

export interface TenantTable {
  tenant_id: string;
  name: string;
  /** One of ORG_CATEGORIES. */
  category: string;
  biz_type: number;
  code: string;
  logo: string;
  /** 0 draft, 1 normal, 3 disabled, 4 cancelled (spec 3 §4). */
  status: number;
  create_time: string;
  /** The profile of spec 3 §3 (migration 2026-11-26-020): '' when not given. */
  org_abbr: Generated<string>;
  /** The organisation that manages this one ('' for none). */
  parent_id: Generated<string>;
  /** The director: the organisation's top administrator, a registered account. */
  director_user_id: Generated<string>;
  director_name: Generated<string>;
  director_phone: Generated<string>;
  /** Region codes served, comma-joined; 00 is nationwide. */
  service_codes: Generated<string>;
  /** Unified social credit code. */
  reg_no: Generated<string>;
  org_legal: Generated<string>;
  province_codes: Generated<string>;
  org_address: Generated<string>;
  /** Ten-thousand yuan as decimal text, at most four decimals. */
  reg_capital: Generated<string>;
  reg_date: Generated<string>;
  biz_scope: Generated<string>;
  people_num: Generated<string>;
  /** Licence image link. */
  reg_pic: Generated<string>;
  invoice_email: Generated<string>;
  invoice_phone: Generated<string>;
  org_phone: Generated<string>;
  website: Generated<string>;
  main_desc: Generated<string>;
  remark: Generated<string>;
  contact_name: Generated<string>;
  contact_phone: Generated<string>;
  docking_id: Generated<string>;
  docking_name: Generated<string>;
  docking_phone: Generated<string>;
  we_contact_id: Generated<string>;
  we_contact_name: Generated<string>;
  we_contact_phone: Generated<string>;
  /** 0 internal, 1 external. */
  version: Generated<number>;
  create_user: Generated<string>;
  update_time: Generated<string>;
  /** Members it may hold at once, -1 unlimited (migration 2026-11-26-030). */
  account_quota: Generated<number>;
  /** yyyy-MM-dd HH:mm:ss after which nobody signs in to it; '' never. */
  expire_time: Generated<string>;
  /** The tenant package its menus are limited to; '' the whole template. */
  package_id: Generated<string>;
  domain: Generated<string>;
}

export interface DeptTable {
  id: string;
  tenant_id: string;
  parent_id: string;
  name: string;
  sort: number;
  /** ",0,<ancestor ids>," so "below X" is LIKE '%,X,%'. */
  ancestors: Generated<string>;
  remark: Generated<string>;
  create_time: Generated<string>;
  update_time: Generated<string>;
}

export interface RoleTable {
  id: string;
  tenant_id: string;
  name: string;
  /** What menus restrict on (meta.roles). */
  alias: string;
  sort: number;
  parent_id: Generated<string>;
  remark: Generated<string>;
  create_time: Generated<string>;
}

export interface UserTable {
  id: string;
  account: string;
  phone: string;
  real_name: string;
  avatar: string;
  password_hash: string;
  /** Unused since the sign-in guards moved to rate_guard (per account and address); kept for old databases. */
  failed_attempts: number;
  locked_until: string | null;
  /** 1 normal, 2 disabled, 3 logged off (dictionary userStatus); anything but 1 may not sign in. */
  status: number;
  create_time: string;
  /** Dictionary user_type (migration 2026-11-26-032). */
  user_type: Generated<number>;
  /** Nickname; '' for accounts made before user administration. */
  name: Generated<string>;
  /** 1 the avatar is shown to others, 0 only its owner sees it. */
  avatar_status: Generated<number>;
  /** 1 removed by user administration: never listed, never signs in. */
  is_deleted: Generated<number>;
}

export interface PostTable {
  id: string;
  user_id: string;
  tenant_id: string;
  dept_id: string;
  post_name: string;
  /** Comma-separated role ids. */
  role_ids: string;
  join_status: string;
  create_time: string;
  /** When the person asked to join by code (join_status APPLY); null for posts made otherwise. */
  apply_time: string | null;
  /** The job post (job_post.id) the member holds; '' when none was given. */
  job_post_id: Generated<string>;
  update_time: Generated<string>;
}

export interface AuthSessionTable {
  id: string;
  user_id: string;
  tenant_id: string;
  dept_id: string;
  role_ids: string;
  /** The post the session acts in; access tokens name it and stop working once it changes. */
  post_id: string;
  create_time: string;
  revoked_at: string | null;
  revoke_reason: string | null;
}

export interface RefreshTokenTable {
  /** SHA-256 of the opaque token: the token itself is never stored. */
  token_hash: string;
  session_id: string;
  create_time: string;
  expires_at: string;
  rotated_at: string | null;
}

export interface SmsCodeTable {
  id: string;
  phone: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  create_time: string;
  expires_at: string;
  used_at: string | null;
}

/** A throttle counter (src/server/auth/rate-guards.ts): hits since first_hit, refused until blocked_until. */
export interface RateGuardTable {
  scope: string;
  subject: string;
  hits: number;
  first_hit: string;
  last_hit: string;
  blocked_until: string | null;
}

export interface CaptchaTable {
  id: string;
  answer_hash: string;
  expires_at: string;
  used_at: string | null;
}

export interface AuthLogTable extends AuthLogSignInColumns {
  id: string;
  user_id: string;
  tenant_id: string;
  /** login or logout. */
  kind: string;
  grant_type: string;
  client_ip: string;
  client_port: number;
  user_agent: string;
  create_time: string;
}

export interface CoreTables {
  tenant: TenantTable;
  dept: DeptTable;
  role: RoleTable;
  app_user: UserTable;
  post: PostTable;
  auth_session: AuthSessionTable;
  refresh_token: RefreshTokenTable;
  sms_code: SmsCodeTable;
  rate_guard: RateGuardTable;
  captcha: CaptchaTable;
  auth_log: AuthLogTable;
}
