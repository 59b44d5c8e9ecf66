/**
 * The roles every organisation starts with (spec 3 §6): the menu template grants by these aliases.
 * The names are the new organisation's data from then on (its administrator may rename them), so they
 * are stored as given and shown as stored, in either language, like a department's name.
 */
export const STARTING_ROLES = [
  { alias: 'administrator', name: '管理员' },
  { alias: 'manager', name: '项目经理' },
  { alias: 'staff', name: '普通员工' },
] as const;

export type RoleAlias = (typeof STARTING_ROLES)[number]['alias'];
