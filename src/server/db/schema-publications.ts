/** Publication tasks (migration 2026-11-27-046). */

export interface ArchivePublicationTable {
  id: string;
  /** The organisation that created the task: the project's organisation. */
  tenant_id: string;
  project_id: string;
  name: string;
  /** archivedType key, or ''. */
  type: string;
  /** xmjd key: one of the project's phases. */
  phase_key: string;
  /** paperSize and paperType keys, comma-joined. */
  paper_size: string;
  paper_type: string;
  publishing_num: number;
  published_num: number;
  remark: string;
  description: string;
  completion_time: string;
  real_completion_time: string;
  /** publicationStatus: 1 pending, 2 publishing, 3 completed, 4 cancelled. */
  status: number;
  /** The publisher (a cb partner): tenant id, name and code as picked. */
  team_tenant_id: string;
  team_name: string;
  team_code: string;
  /** The attachment record (attach.id) of the creating organisation, and what it held when picked. */
  file_id: string;
  attach_name: string;
  attach_link: string;
  attach_size: number | string;
  oss_name: string;
  create_user: string;
  create_dept: string;
  create_time: string;
  update_time: string;
}

export interface PublicationTables {
  archive_publication: ArchivePublicationTable;
}
