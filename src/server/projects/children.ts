/**
 * Tables whose rows belong to a project (project_id): removing a project removes its rows in each,
 * in the same transaction. Each part of the project area adds its tables.
 */
export const PROJECT_CHILD_TABLES: string[] = [
  'project_org',
  'project_phase_plan',
  'archive_publication',
  'review_opinion',
  'review_expert',
  'review_file',
  'review_plan',
  'project_material',
  'project_archive',
  'phase_outcome',
];
