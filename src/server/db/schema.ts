/**
 * Every table of the reference server, in one place. Types are the portable subset shared by
 * SQLite and PostgreSQL: text ids, integer flags, text timestamps `yyyy-MM-dd HH:mm:ss`.
 */

import type { CoreTables } from './schema-core';
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
import type { ErrorLogSourceColumns, LogTables } from './schema-logs';
import type { DictTables } from './schema-dicts';
import type { ProjectTables } from './schema-projects';
import type { ExpertTables } from './schema-experts';
import type { TeamTables } from './schema-teams';
import type { ShotTables } from './schema-shots';
import type { PublicationTables } from './schema-publications';
import type { ReviewTables } from './schema-reviews';
import type { ArchiveTables } from './schema-archives';

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

export type { TenantTable, DeptTable, RoleTable, UserTable, PostTable, AuthSessionTable, RefreshTokenTable, SmsCodeTable, RateGuardTable, CaptchaTable, AuthLogTable } from './schema-core';

export interface Database
  extends CoreTables,
    StorageTables,
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
