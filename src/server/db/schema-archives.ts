/** A project's materials, archive files and phase outcomes (migration 2026-11-27-045). */

interface ProjectChildColumns {
  id: string;
  tenant_id: string;
  project_id: string;
  /** The project's name and code as they were at the write. */
  project_name: string;
  project_code: string;
  create_user: string;
  create_dept: string;
  create_time: string;
  update_time: string;
}

export interface ProjectMaterialTable extends ProjectChildColumns {
  /** xmzlfl key. */
  type: string;
  file_name: string;
  /** JSON list of { attachId, name, link, size }. */
  attach_list: string;
  archive_time: string;
  remark: string;
}

export interface ProjectArchiveTable extends ProjectMaterialTable {
  /** 1 not completed, 2 completed. */
  status: number;
}

export interface PhaseOutcomeTable extends ProjectChildColumns {
  phase_key: string;
  /** cglx key. */
  hflx: string;
  /** tzzy key or ''. */
  tzzy: string;
  name: string;
  remark: string;
  /** JSON list of one { attachId, name, link, size }. */
  attach: string;
  /** bigint: PostgreSQL answers it as text. */
  attach_size: number | string;
  is_archive: number;
}

export interface ArchiveTables {
  project_material: ProjectMaterialTable;
  project_archive: ProjectArchiveTable;
  phase_outcome: PhaseOutcomeTable;
}
