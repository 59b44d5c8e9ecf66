/** Review plans, review files, their experts and the experts' opinions (migration 2026-11-27-047). */

export interface ReviewPlanTable {
  id: string;
  tenant_id: string;
  project_id: string;
  /** 1 started, 0 shut down. */
  status: number;
  update_user: string;
  update_time: string;
  create_user: string;
  create_time: string;
}

export interface ReviewFileTable {
  id: string;
  tenant_id: string;
  project_id: string;
  phase_key: string;
  name: string;
  /** JSON: [{ name, link, size }], one file. */
  attach: string;
  /** The stored object's key (shared read rule). */
  attach_key: string;
  plan_finish_time: string;
  review_require: string;
  is_archive: number;
  archive_time: string;
  create_user: string;
  create_dept: string;
  create_time: string;
  update_time: string;
}

export interface ReviewExpertTable {
  id: string;
  tenant_id: string;
  project_id: string;
  file_id: string;
  expert_user_id: string;
  expert_name: string;
  expert_phone: string;
  expert_org_name: string;
  create_user: string;
  create_time: string;
}

export interface ReviewOpinionTable {
  id: string;
  tenant_id: string;
  project_id: string;
  file_id: string;
  expert_user_id: string;
  /** The organisation the expert was signed in to when giving it (their attachment's owner). */
  expert_tenant_id: string;
  expert_org_name: string;
  has_opinion: number;
  attach: string;
  attach_key: string;
  remark: string;
  create_user: string;
  create_time: string;
  update_time: string;
}

export interface ReviewTables {
  review_plan: ReviewPlanTable;
  review_file: ReviewFileTable;
  review_expert: ReviewExpertTable;
  review_opinion: ReviewOpinionTable;
}
