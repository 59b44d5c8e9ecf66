/** A project's phase plan (migration 2026-11-27-044); its teams are project_org (schema-projects.ts). */

export interface ProjectPhasePlanTable {
  id: string;
  tenant_id: string;
  project_id: string;
  /** xmjd key, one of the project's phase_keys; one row per phase of a project. */
  phase_key: string;
  /** yyyy-MM-dd HH:mm:ss: start days from 00:00:00, end days to 23:59:59; actual ones '' until known. */
  plan_start_time: string;
  plan_end_time: string;
  real_start_time: string;
  real_end_time: string;
  /** 0 not started, 1 in progress, 2 done. */
  status: number;
  remark: string;
  create_user: string;
  create_time: string;
  update_time: string;
}

export interface TeamTables {
  project_phase_plan: ProjectPhasePlanTable;
}
