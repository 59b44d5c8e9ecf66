/**
 * Tables whose rows belong to one project (project_id): removing a project removes its rows of each
 * in the same transaction. Each part of the project area adds its own tables here.
 */
export const PROJECT_CHILD_TABLES: string[] = ['project_material', 'project_archive', 'phase_outcome'];
