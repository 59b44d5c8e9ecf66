/**
 * Tables whose rows belong to one project (tenant_id = the project's organisation, project_id): removing
 * a project removes its rows in each of them in the same transaction (initiation/remove). Each part of
 * the project area adds its own table here, one line each.
 */
export const PROJECT_CHILD_TABLES: string[] = ['project_org'];
