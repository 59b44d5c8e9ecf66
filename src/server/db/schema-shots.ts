/** Task records of filings and their view marks (migration 2026-11-27-042). */

export interface ProjectShotTable {
  id: string;
  tenant_id: string;
  /** 'mgr' 备案任务, 'survey' 现场踏勘, 'internal' 内部任务. */
  variant: string;
  record_id: string;
  /** The filing's name and code when the record was written. */
  project_name: string;
  code: string;
  task_theme: string;
  participants: string;
  start_time: string;
  end_time: string;
  task_description: string;
  /** JSON lists of { name, link, size }. */
  pictures: string;
  videos: string;
  audio: string;
  attachs: string;
  is_archive: number;
  archive_time: string;
  display_status: number;
  view_count: number;
  last_view_time: string;
  create_user: string;
  create_dept: string;
  create_time: string;
  update_time: string;
}

export interface ProjectShotViewTable {
  shot_id: string;
  tenant_id: string;
  user_id: string;
  first_time: string;
  last_time: string;
}

export interface ShotTables {
  project_shot: ProjectShotTable;
  project_shot_view: ProjectShotViewTable;
}
