/** Tables of organisations, members and grants (migration 2026-11-26-020-organisations-and-grants). */

/** A job post (岗位) of an organisation; a membership names one. */
export interface JobPostTable {
  id: string;
  tenant_id: string;
  /** 1 senior management, 2 middle management, 3 staff. */
  category: number;
  post_code: string;
  post_name: string;
  sort: number;
  remark: string;
  create_user: string;
  create_time: string;
  update_time: string;
}

/** The product menu the operator edits; each organisation's menu is copied from the entries its category has. */
export interface MenuTemplateTable {
  id: string;
  parent_id: string;
  code: string;
  name: string;
  path: string;
  icon: string;
  sort: number;
  /** 1 menu entry, 2 button. */
  category: number;
  is_show: number;
  /** Role aliases granted the entry when it is copied into an organisation (empty: every role). */
  roles: string;
  query: string;
  grp: string;
  keep_alive: number;
  /** Comma-separated organisation categories offered the entry; empty: every category. */
  categories: string;
  operator_only: number;
  /** Kept for its category even when none of its children are (a section that is a page itself). */
  standalone: number;
  create_time: string;
  update_time: string;
}

/** A menu entry or button granted to a role. */
export interface RoleMenuTable {
  role_id: string;
  menu_id: string;
}

/** A data scope or API scope granted to a role. */
export interface RoleScopeTable {
  role_id: string;
  scope_id: string;
  /** data or api. */
  kind: string;
}

/** A rule narrowing one resource's rows (rows of the operator tenant, granted by any organisation). */
export interface DataScopeTable {
  id: string;
  tenant_id: string;
  name: string;
  code: string;
  /** The resource's declared name in the generic builder. */
  resource: string;
  /** all, org, dept, deptAndBelow, own, custom. */
  scope_type: string;
  /** For custom: the column the rule compares, from the resource's declared list. */
  scope_column: string;
  /** For custom: the comma-separated values the column may hold. */
  scope_value: string;
  remark: string;
  create_user: string;
  create_time: string;
  update_time: string;
}

/** Calls a role restricted to API scopes may make (rows of the operator tenant). */
export interface ApiScopeTable {
  id: string;
  tenant_id: string;
  name: string;
  code: string;
  /** The logical module (system, project, contract, resource). */
  module: string;
  /** A path under the module; a trailing * covers everything below it. */
  path: string;
  /** GET or POST; empty: either. */
  method: string;
  remark: string;
  create_user: string;
  create_time: string;
  update_time: string;
}

export interface BankCardTable {
  id: string;
  tenant_id: string;
  /** 1 enterprise, 2 personal. */
  acc_type: number;
  acc_name: string;
  open_bank: string;
  bank_acc: string;
  /** 1 for the organisation's one default card. */
  is_default: number;
  remark: string;
  create_user: string;
  create_dept: string;
  create_time: string;
  update_time: string;
}

/** A company the organisation deals with that is not on the platform (spec 3 §3 other company). */
export interface BizRecordTable {
  id: string;
  tenant_id: string;
  org_name: string;
  org_legal: string;
  province_codes: string;
  org_address: string;
  reg_no: string;
  invoice_email: string;
  invoice_phone: string;
  remark: string;
  create_user: string;
  create_dept: string;
  create_time: string;
  update_time: string;
}

export interface EnterpriseRegistrationTable {
  id: string;
  user_id: string;
  org_category: string;
  name: string;
  legal: string;
  province_codes: string;
  contacts: string;
  phone: string;
  remark: string;
  /** pending, approved or refused. */
  status: string;
  refuse_reason: string;
  created_tenant_id: string;
  review_user: string;
  review_time: string;
  create_time: string;
}

export interface OrganisationTables {
  job_post: JobPostTable;
  menu_template: MenuTemplateTable;
  role_menu: RoleMenuTable;
  role_scope: RoleScopeTable;
  data_scope: DataScopeTable;
  api_scope: ApiScopeTable;
  bank_card: BankCardTable;
  biz_record: BizRecordTable;
  enterprise_registration: EnterpriseRegistrationTable;
}
