/**
 * The user table's sheet (spec 3 §5 user admin rules): which columns an imported row holds and the
 * rules each row must pass. The core reads the sheet, the server checks every row with
 * `userImportRowSchema` and then what only the database knows (an account already taken, a
 * department, job post or role the tenant does not have); one bad row and nothing is imported.
 * There is no password column: every imported account gets the initial-password parameter
 * (account.initPassword), so no password ever sits in a spreadsheet. English twins:
 * i18n/messages/userExcel.en.ts.
 */
import { z } from 'zod';
import { rowRuleMessagesOf, splitCell } from './excelRows';
import { OPERATOR_TENANT } from './organisation';
import { maxLengthMessage, optionalEmail, requiredMobile, RULE_MESSAGES } from './rules';
import { requiredText } from './validation';

export const USER_EXCEL_MESSAGES = {
  accountRequired: '账号不能为空',
  accountFormat: '账号只能包含字母、数字、下划线、点和@',
  nicknameRequired: '昵称不能为空',
  realNameRequired: '姓名不能为空',
  realNameLength: '姓名长度须为2到5个字符',
  userTypeRequired: '用户类型不能为空',
  userTypeUnknown: '用户类型不存在',
  tenantFormat: '租户编号应为6位数字',
  deptRequired: '所属部门不能为空',
  deptUnknown: '所属部门不存在',
  deptAmbiguous: '所属部门名称不唯一',
  jobPostRequired: '所属岗位不能为空',
  jobPostUnknown: '所属岗位不存在',
  rolesRequired: '所属角色不能为空',
  roleUnknown: '所属角色不存在',
  accountRepeated: '账号在文件中重复',
  accountTaken: '账号已存在',
  phoneRepeated: '手机号在文件中重复',
  phoneTaken: '手机号已存在',
} as const;

/** The user type dictionary's keys (system dictionary user_type). */
export const USER_TYPES = ['1', '2', '3'] as const;

/** The columns of the template and of an imported row, in the sheet's order (export adds a few). */
export const USER_IMPORT_KEYS = ['account', 'name', 'realName', 'phone', 'email', 'userType', 'tenantId', 'deptName', 'postName', 'roleNames'] as const;
export type UserImportKey = (typeof USER_IMPORT_KEYS)[number];

/** Role names are comma-separated (either comma); blanks dropped, each name once. */
export function splitNames(text: string): string[] {
  return splitCell(text);
}

export const userImportRowSchema = z.object({
  account: requiredText(USER_EXCEL_MESSAGES.accountRequired, 45).refine((v) => v === '' || /^[A-Za-z0-9_.@]+$/.test(v), USER_EXCEL_MESSAGES.accountFormat),
  name: requiredText(USER_EXCEL_MESSAGES.nicknameRequired, 20),
  realName: z
    .string({ error: USER_EXCEL_MESSAGES.realNameRequired })
    .trim()
    .min(1, USER_EXCEL_MESSAGES.realNameRequired)
    .refine((v) => v.length === 0 || (v.length >= 2 && v.length <= 5), USER_EXCEL_MESSAGES.realNameLength),
  phone: requiredMobile(RULE_MESSAGES.phoneRequired, RULE_MESSAGES.mobileFormat),
  email: optionalEmail(45, RULE_MESSAGES.emailFormat),
  userType: z
    .string({ error: USER_EXCEL_MESSAGES.userTypeRequired })
    .trim()
    .min(1, USER_EXCEL_MESSAGES.userTypeRequired)
    .refine((v) => v === '' || (USER_TYPES as readonly string[]).includes(v), USER_EXCEL_MESSAGES.userTypeUnknown),
  /** Blank means the operator's own tenant. */
  tenantId: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : OPERATOR_TENANT))
    .refine((v) => /^\d{6}$/.test(v), USER_EXCEL_MESSAGES.tenantFormat),
  deptName: requiredText(USER_EXCEL_MESSAGES.deptRequired, 45),
  postName: requiredText(USER_EXCEL_MESSAGES.jobPostRequired, 45),
  roleNames: z
    .string({ error: USER_EXCEL_MESSAGES.rolesRequired })
    .max(500, maxLengthMessage(500))
    .transform(splitNames)
    .refine((names) => names.length > 0, USER_EXCEL_MESSAGES.rolesRequired),
});
export type UserImportRow = z.infer<typeof userImportRowSchema>;

/**
 * Every rule a row breaks, each message once, in the order of the columns (the person fixes them
 * all in one go rather than one per import).
 */
export function rowRuleMessages(values: Record<string, string>): { row: UserImportRow | null; messages: string[] } {
  return rowRuleMessagesOf(userImportRowSchema, USER_IMPORT_KEYS, values);
}
