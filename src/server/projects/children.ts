/**
 * The tables whose rows belong to a project (they carry project_id): removing a project removes
 * its rows in each of them in the same transaction. Each part of the project area adds its table.
 */
export const PROJECT_CHILD_TABLES: string[] = ['archive_publication'];
