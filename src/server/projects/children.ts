/**
 * Tables whose rows belong to a project (project_id): removing a project removes its rows in each
 * of them in the same transaction. Each area adds its tables here.
 */
export const PROJECT_CHILD_TABLES: string[] = ['review_opinion', 'review_expert', 'review_file', 'review_plan'];
