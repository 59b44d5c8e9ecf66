/**
 * Button codes of the organisation and permission screens (issue 13): the menu template grants
 * them, the server refuses an action whose code the caller's roles were not granted, and the
 * client hides what it may not do.
 */
export const ORG_BUTTONS = {
  infoEdit: 'org_info_edit',
  add: 'org_add',
  edit: 'org_edit',
  status: 'org_status',
  director: 'org_director',
  docking: 'org_docking',
  transfer: 'org_transfer',
  addUser: 'org_add_user',
} as const;

export const DEPT_BUTTONS = { add: 'dept_add', edit: 'dept_edit', remove: 'dept_remove' } as const;
export const MEMBER_BUTTONS = { add: 'member_add', edit: 'member_edit', remove: 'member_remove', import: 'member_import' } as const;
export const JOB_POST_BUTTONS = { add: 'post_add', edit: 'post_edit', remove: 'post_remove' } as const;
export const ROLE_BUTTONS = { add: 'role_add', edit: 'role_edit', remove: 'role_remove', grant: 'role_grant', users: 'role_users' } as const;
export const PARTNER_BUTTONS = { add: 'partner_add', edit: 'partner_edit', status: 'partner_status', remove: 'partner_remove' } as const;
export const BANK_CARD_BUTTONS = { add: 'bankcard_add', edit: 'bankcard_edit', remove: 'bankcard_remove' } as const;
export const OTHER_COMPANY_BUTTONS = { add: 'other_company_add', edit: 'other_company_edit', remove: 'other_company_remove' } as const;
export const REGISTRATION_BUTTONS = { approve: 'registration_approve', refuse: 'registration_refuse' } as const;
export const MENU_ADMIN_BUTTONS = { add: 'menu_add', edit: 'menu_edit', remove: 'menu_remove' } as const;
export const SCOPE_BUTTONS = { add: 'scope_add', edit: 'scope_edit', remove: 'scope_remove' } as const;
