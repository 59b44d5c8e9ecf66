/**
 * Button codes of the project and archive screens (issue 15): the menu template grants them, the
 * server refuses an action whose code the caller was not granted, and the client hides what it may not do.
 */
export const RECORD_BUTTONS = { add: 'project_add', edit: 'project_edit', remove: 'project_delete', status: 'project_record_status', import: 'project_record_import' } as const;
export const SHOT_BUTTONS = { add: 'shot_add', archive: 'shot_archive', remove: 'shot_remove', display: 'shot_display' } as const;
export const INITIATION_BUTTONS = {
  add: 'initiation_add',
  edit: 'initiation_edit',
  remove: 'initiation_remove',
  status: 'initiation_status',
  complete: 'initiation_complete',
} as const;
export const TEAM_BUTTONS = { edit: 'project_team_edit', status: 'project_team_status' } as const;
export const PHASE_PLAN_BUTTONS = { edit: 'phase_plan_edit', status: 'phase_plan_status' } as const;
export const MATERIAL_BUTTONS = { add: 'material_add', remove: 'material_remove' } as const;
export const ARCHIVE_FILE_BUTTONS = { add: 'archive_file_add', remove: 'archive_file_remove', archive: 'archive_file_archive' } as const;
export const OUTCOME_BUTTONS = { add: 'archive_upload', remove: 'outcome_remove', archive: 'outcome_archive' } as const;
export const PUBLICATION_BUTTONS = {
  add: 'publication_add',
  edit: 'publication_edit',
  remove: 'publication_remove',
  archive: 'publication_archive',
  complete: 'publication_complete',
  cancel: 'publication_cancel',
} as const;
export const REVIEW_BUTTONS = {
  plan: 'review_plan_switch',
  submit: 'review_file_submit',
  remove: 'review_file_remove',
  archive: 'review_file_archive',
  assign: 'review_expert_assign',
} as const;
export const EXPERT_BUTTONS = { review: 'expert_cert_review', edit: 'expert_info_edit' } as const;
export const OPINION_BUTTONS = { submit: 'review_opinion_submit', remove: 'review_opinion_remove' } as const;
