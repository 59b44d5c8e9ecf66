/**
 * Every table of the reference server, in one place. Types are the portable subset shared by
 * SQLite and PostgreSQL: text ids, integer flags, text timestamps `yyyy-MM-dd HH:mm:ss`.
 */

import type { ContractTables } from './schema-contracts';
import type { ContractSupplementTables } from './schema-contract-supplements';
import type { FinanceTables } from './schema-finance';
import type { FinanceIncomeTables } from './schema-finance-income';
import type { FinanceDepositTables } from './schema-finance-deposits';
import type { Generated } from 'kysely';
import type { StorageTables } from './schema-storage';
import type { CustomerTables } from './schema-customers';
import type { ResourceTables } from './schema-resources';
import type { PersonalTables } from './schema-personal';
import type { OrganisationTables } from './schema-organisations';
import type { PlatformTables } from './schema-platform';
import type { PlatformSettingsTables } from './schema-platformSettings';
import type { StorageConfigTables } from './schema-storage-configs';
import type { TenantsTables } from './schema-tenants';
import type { AuthLogSignInColumns, ErrorLogSourceColumns, LogTables } from './schema-logs';
import type { DictTables } from './schema-dicts';
import type { ProjectTables } from './schema-projects';
import type { ExpertTables } from './schema-experts';
import type { TeamTables } from './schema-teams';
import type { ShotTables } from './schema-shots';
import type { PublicationTables } from './schema-publications';
import type { ReviewTables } from './schema-reviews';
import type { ArchiveTables } from './schema-archives';

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

export interface MenuTable {
  id: string;
  tenant_id: string;
  parent_id: string;
  code: string;
  name: string;
  path: string;
  icon: string;
  sort: number;
  /** 1 menu entry, 2 button. */
  category: number;
  is_show: number;
  /** Unused since grants (role_menu) decide; kept for old databases. */
  roles: string;
  /** JSON object of query parameters, or empty. */
  query: string;
  grp: string;
  keep_alive: number;
  /** The menu_template entry this copy came from ('' for an entry of the organisation's own). */
  template_id: Generated<string>;
}

export interface DictTable {
  id: string;
  parent_id: string;
  code: string;
  dict_key: string;
  dict_value: string;
  sort: number;
  remark: string;
  is_sealed: number;
}

export interface RegionTable {
  code: string;
  parent_code: string;
  name: string;
  level: number;
  has_children: number;
}

export interface NoticeTable {
  id: string;
  tenant_id: string;
  category: number;
  title: string;
  content: string;
  status: number;
  create_user: string;
  create_time: string;
}

export interface NoticeReadTable {
  notice_id: string;
  user_id: string;
  read_time: string;
}

export interface IdempotencyKeyTable {
  tenant_id: string;
  user_id: string;
  idem_key: string;
  /** SHA-256 of method, path, query and body: the same key with another request is refused. */
  fingerprint: string;
  method: string;
  path: string;
  /** Null while the first request is in flight. */
  status: number | null;
  content_type: string | null;
  body: string | null;
  create_time: string;
  complete_time: string | null;
}

export interface FeedbackTable {
  id: string;
  tenant_id: string;
  /** 1 product suggestion, 2 defect, 3 other. */
  type: number;
  title: string;
  require: string;
  opinion: string;
  file: string;
  phone: string;
  /** feedbackStatus dictionary: 0 待处理 … 3 已关闭. */
  status: number;
  remark: string;
  create_user: string;
  create_time: string;
}

export interface FrameworkAgreementTable {
  id: string;
  tenant_id: string;
  name: string;
  /** xyzt: 0 unsigned, 1 signed, 2 expired. */
  status: number;
  sign_time: string;
  expire_time: string;
  create_time: string;
}

export interface BizAttentionTable {
  id: string;
  /** The organisation that looks after another. */
  tenant_id: string;
  target_tenant_id: string;
  create_time: string;
  /** The partner's standing here: 1 normal, 2 disabled (shown disabled in pickers). */
  status: Generated<number>;
  remark: Generated<string>;
  update_time: Generated<string>;
}

export interface GuestRegistrationTable {
  id: string;
  tenant_id: string;
  account: string;
  name: string;
  password_hash: string;
  /** pending, approved or refused. */
  status: string;
  create_time: string;
  refuse_reason: Generated<string>;
  review_user: Generated<string>;
  review_time: Generated<string>;
}

export interface SysSettingTable {
  param_key: string;
  param_value: string;
}

export interface ErrorLogTable extends ErrorLogSourceColumns {
  id: string;
  tenant_id: string;
  user_id: string;
  url: string;
  time: string;
  type: string;
  message: string;
  stack: string;
  info: string;
  create_time: string;
}

export interface Database
  extends StorageTables,
    CustomerTables,
    PersonalTables,
    ResourceTables,
    OrganisationTables,
    PlatformTables,
    PlatformSettingsTables,
    StorageConfigTables,
    TenantsTables,
    LogTables,
    DictTables,
    ProjectTables,
    ExpertTables,
    TeamTables,
    ShotTables,
    PublicationTables,
    ReviewTables,
    ArchiveTables,
    ContractTables,
    ContractSupplementTables,
    FinanceTables,
    FinanceIncomeTables,
    FinanceDepositTables {
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
  menu: MenuTable;
  dict: DictTable;
  region: RegionTable;
  notice: NoticeTable;
  notice_read: NoticeReadTable;
  idempotency_key: IdempotencyKeyTable;
  feedback: FeedbackTable;
  framework_agreement: FrameworkAgreementTable;
  biz_attention: BizAttentionTable;
  guest_registration: GuestRegistrationTable;
  sys_setting: SysSettingTable;
  error_log: ErrorLogTable;
}
