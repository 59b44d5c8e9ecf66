/**
 * The members' sheet (issue 18 import, spec 3 §5 add user): what the add-user form asks, with the
 * job post, roles and department by name. The server turns the names into the organisation's ids
 * and checks the row with addMemberSchema (the form's and the route's). English twins:
 * i18n/imports.en.ts.
 */
/** A phone twice in the file is the users' import's words: USER_EXCEL_MESSAGES.phoneRepeated. */
export const MEMBER_EXCEL_MESSAGES = {
  deptAmbiguous: '本组织有多个同名部门',
} as const;

/** The template's columns in the add form's order: names where the form picks ids. */
export const MEMBER_IMPORT_KEYS = ['phone', 'realName', 'sex', 'areaCode', 'postName', 'roleNames', 'deptName'] as const;
