/** Filed and initiated projects, their parties and teams (migration 2026-11-27-040). */

export interface ProjectRecordTable {
  id: string;
  tenant_id: string;
  name: string;
  code: string;
  /** baxmzt: 1 tracking, 2 negotiating, 3 abandoned, 4 initiated. */
  status: number;
  status_time: string;
  region_id: string;
  detail_addr: string;
  /** xmlx key. */
  type: string;
  /** xmhy key. */
  main_industry: string;
  /** xmhy keys, comma-joined. */
  other_industry: string;
  scale: string;
  remark: string;
  /** The owner unit (a partner of category yz): its tenant id, name and code as picked. */
  owner_tenant_id: string;
  owner_name: string;
  owner_code: string;
  create_user: string;
  create_dept: string;
  create_time: string;
  update_time: string;
}

export interface ProjectTable {
  id: string;
  tenant_id: string;
  record_id: string;
  record_code: string;
  record_name: string;
  code: string;
  name: string;
  type: string;
  /** xmjd keys, comma-joined. */
  phase_keys: string;
  main_industry: string;
  other_industry: string;
  region_id: string;
  detail_addr: string;
  scale: string;
  remark: string;
  /** xmzt: new projects 2. */
  status_initiation: number;
  /** zbzt. */
  status_tender: number;
  /** xmqyzt. */
  status_contract: number;
  /** 0 direct, 1 not direct. */
  is_direct_sign: number;
  owner_tenant_id: string;
  owner_name: string;
  owner_code: string;
  /** Members (user ids) of the project's organisation, with their names as picked. */
  mgr_biz_person: string;
  mgr_biz_person_name: string;
  mgr_operate: string;
  mgr_operate_name: string;
  status_time: string;
  create_user: string;
  create_dept: string;
  create_time: string;
  update_time: string;
}

/** An organisation taking part in a filing (subject 'record') or a project (subject 'project'). */
export interface ProjectPartyTable {
  id: string;
  /** The organisation that owns the filing or project. */
  tenant_id: string;
  subject: 'record' | 'project';
  subject_id: string;
  /** 'provider' (resource provider, zy) or 'platform' (platform unit, pt). */
  role: 'provider' | 'platform';
  party_tenant_id: string;
  party_name: string;
  party_code: string;
  /** 1 the main platform of a project. */
  is_main: number;
  sort: number;
}

/** A production (sc) or review (st) team of a project (project-org). */
export interface ProjectOrgTable {
  id: string;
  tenant_id: string;
  project_id: string;
  org_category: string;
  team_tenant_id: string;
  team_name: string;
  team_code: string;
  charge_user: string;
  business_user: string;
  technology_user: string;
  other_participant: string;
  /** 1 main, 0 secondary. */
  is_main: number;
  /** 1 cooperating, 0 ended. */
  status: number;
  create_user: string;
  create_time: string;
  update_time: string;
}

export interface ProjectTables {
  project_record: ProjectRecordTable;
  project: ProjectTable;
  project_party: ProjectPartyTable;
  project_org: ProjectOrgTable;
}
