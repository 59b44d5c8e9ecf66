/**
 * User administration of the platform (spec 3 §3 "User (admin)", §5 user admin rules, §7 user/*):
 * the operator's administrator maintains accounts (app_user) and their membership (one post row:
 * department, job post, roles) in a chosen organisation. Route and form check the same schemas.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isStrongPassword, SECURITY_MESSAGES } from './accountSecurity';
import { AUTH_MESSAGES } from './auth';
import { blankAsUndefined, idsSchema } from './fields';
import { MEMBER_MESSAGES } from './member';
import { ROLE_MESSAGES } from './roleGrant';
import { maxLengthMessage, requiredMobile, RULE_MESSAGES } from './rules';
import { requiredText } from './validation';

export const USER_ADMIN_MESSAGES = {
  userAccount: '请输入登录账号',
  userAccountFormat: '登录账号只能由字母、数字、下划线组成，长度2到30位',
  userAccountTaken: '该登录账号已存在',
  userType: '请选择用户类型',
  userPassword2: '请输入确认密码',
  userPasswordMismatch: '两次输入密码不一致!',
  userName: '请输入用户昵称',
  userRealName: '请输入用户姓名',
  userRealNameLength: '用户姓名长度须为2到5个字符',
  userDept: '请选择所属部门',
  userPost: '请选择所属岗位',
  userTenant: '请选择所属租户',
  userTenantUnknown: '所选租户不存在',
  userNotFound: '用户不存在或已删除',
  userSelf: '不能对当前登录的账号执行此操作',
  userLastOperatorAdmin: '运营方至少要保留一位可用的管理员',
  userLoggedOff: '账号已注销，不能再修改',
  userNotMember: '所选用户不是该租户的成员',
  userStatus: '请选择用户状态',
  userAvatarStatus: '请选择头像显示状态',
  userPasswordReset: '密码已重置为初始密码',
  userUnlocked: '账号已解锁',
  userLoggedOffDone: '账号已注销',
  userNoInitPassword: '未设置账号初始密码，请先在参数管理中设置',
} as const;

/** Texts another domain already owns: the same words keep their one key. */
export const USER_ADMIN_SHARED_MESSAGES = {
  password: AUTH_MESSAGES.passwordRequired,
  passwordStrength: SECURITY_MESSAGES.securityPasswordStrength,
  phoneTaken: SECURITY_MESSAGES.securityPhoneTaken,
  phone: RULE_MESSAGES.phoneRequired,
  roles: ROLE_MESSAGES.rolesRequired,
  roleUnknown: MEMBER_MESSAGES.roleUnknown,
  deptUnknown: MEMBER_MESSAGES.deptUnknown,
  jobPostUnknown: MEMBER_MESSAGES.jobPostUnknown,
} as const;

/** app_user.status (dictionary userStatus): only 1 signs in; 3 is final (注销). */
export const USER_STATUS = { normal: 1, disabled: 2, loggedOff: 3 } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];
/** The statuses updateStatus may set; logoff is its own call and cannot be undone. */
export const SETTABLE_USER_STATUSES = [USER_STATUS.normal, USER_STATUS.disabled] as const;
export const USER_TYPES = [1, 2, 3] as const;
export const USER_TYPE_DICT = 'user_type';
export const USER_STATUS_DICT = 'userStatus';
/** avatarStatus: 1 shown to others, 0 hidden (only its owner sees it). */
export const AVATAR_STATUSES = [1, 0] as const;

export const USER_LIMITS = { account: 30, name: 20, realNameMin: 2, realNameMax: 5, searchPhone: 11, searchName: 10 } as const;
const ACCOUNT = /^[A-Za-z0-9_]{2,30}$/;
const id = (message: string) => z.string({ error: message }).trim().regex(/^\d{1,32}$/, message);
const idList = (required: string, bad: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',') : v),
    z
      .array(z.string().trim(), { error: required })
      .transform((a) => [...new Set(a.filter(Boolean))])
      .refine((a) => a.length > 0, required)
      .refine((a) => a.every((x) => /^\d{1,32}$/.test(x)), bad),
  );
const choice = <T extends readonly number[]>(values: T, message: string) =>
  z.preprocess(blankAsUndefined, z.coerce.number({ error: message }).refine((n) => values.includes(n), message)) as unknown as z.ZodType<T[number]>;

/** Real name: 2 to 5 characters (spec 3 §5), counted as characters, not UTF-16 units. */
const realName = z
  .string({ error: USER_ADMIN_MESSAGES.userRealName })
  .trim()
  .min(1, USER_ADMIN_MESSAGES.userRealName)
  .refine((v) => [...v].length >= USER_LIMITS.realNameMin && [...v].length <= USER_LIMITS.realNameMax, USER_ADMIN_MESSAGES.userRealNameLength);

/** The fields add and edit share: the account, and its membership in one organisation. */
const userFields = {
  account: requiredText(USER_ADMIN_MESSAGES.userAccount).refine((v) => ACCOUNT.test(v), USER_ADMIN_MESSAGES.userAccountFormat),
  userType: choice(USER_TYPES, USER_ADMIN_MESSAGES.userType),
  name: requiredText(USER_ADMIN_MESSAGES.userName, USER_LIMITS.name),
  realName,
  phone: requiredMobile(USER_ADMIN_SHARED_MESSAGES.phone, RULE_MESSAGES.mobileFormat),
  tenantId: z.preprocess(blankAsUndefined, id(USER_ADMIN_MESSAGES.userTenant)),
  roleIds: idList(USER_ADMIN_SHARED_MESSAGES.roles, USER_ADMIN_SHARED_MESSAGES.roleUnknown),
  deptId: z.preprocess(blankAsUndefined, id(USER_ADMIN_MESSAGES.userDept)),
  postId: z.preprocess(blankAsUndefined, id(USER_ADMIN_MESSAGES.userPost)),
};

const passwordPair = z.object({
  password: z
    .string({ error: USER_ADMIN_SHARED_MESSAGES.password })
    .min(1, USER_ADMIN_SHARED_MESSAGES.password)
    .refine(isStrongPassword, USER_ADMIN_SHARED_MESSAGES.passwordStrength),
  password2: z.string({ error: USER_ADMIN_MESSAGES.userPassword2 }).min(1, USER_ADMIN_MESSAGES.userPassword2),
});

/** Add: the fields and the password pair; 两次输入密码不一致! shows even while other fields are still missing. */
export const userAddSchema = z.object({ ...userFields, ...passwordPair.shape }).refine((v) => v.password === v.password2, {
  message: USER_ADMIN_MESSAGES.userPasswordMismatch,
  path: ['password2'],
  when: (payload) => passwordPair.safeParse(payload.value).success,
});
export type UserAddInput = z.input<typeof userAddSchema>;

/** Edit: the same fields without the password (an edit never changes it; reset-password does). */
export const userEditSchema = z.object({ id: id(USER_ADMIN_MESSAGES.userNotFound), ...userFields });
export const userEditValuesSchema = userEditSchema.omit({ id: true });
export type UserEditInput = z.input<typeof userEditSchema>;

/** update-platform: what belongs to the account across organisations. */
export const userPlatformSchema = z.object({ id: id(USER_ADMIN_MESSAGES.userNotFound), userType: choice(USER_TYPES, USER_ADMIN_MESSAGES.userType) });
export const userStatusSchema = idsSchema.extend({ status: choice(SETTABLE_USER_STATUSES, USER_ADMIN_MESSAGES.userStatus) });
export const userAvatarStatusSchema = idsSchema.extend({ avatarStatus: choice(AVATAR_STATUSES, USER_ADMIN_MESSAGES.userAvatarStatus) });
/** grant: the roles users hold in one organisation (replacing what they held there). */
export const userGrantRolesSchema = z.object({
  userIds: idList(MESSAGES.selectAtLeastOne, USER_ADMIN_MESSAGES.userNotFound),
  tenantId: z.preprocess(blankAsUndefined, id(USER_ADMIN_MESSAGES.userTenant)),
  roleIds: idList(USER_ADMIN_SHARED_MESSAGES.roles, USER_ADMIN_SHARED_MESSAGES.roleUnknown),
});
export const userGrantValuesSchema = userGrantRolesSchema.omit({ userIds: true });
export { idsSchema as userIdsSchema };

const searchMax = (max: number) => z.preprocess(blankAsUndefined, z.string().trim().max(max, maxLengthMessage(max)).optional());
/** Search: phone ≤11 and name ≤10 (spec 3 §5), account, organisation, status and type. */
export const userPageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(-1).max(1000).default(10),
  account: searchMax(USER_LIMITS.account),
  realName: searchMax(USER_LIMITS.searchName),
  phone: searchMax(USER_LIMITS.searchPhone),
  tenantId: z.preprocess(blankAsUndefined, z.string().trim().max(32).optional()),
  status: z.preprocess(blankAsUndefined, z.coerce.number().int().optional()),
  userType: z.preprocess(blankAsUndefined, z.coerce.number().int().optional()),
});
export type UserPageQuery = z.infer<typeof userPageQuerySchema>;
export const userDetailQuerySchema = z.object({ id: id(USER_ADMIN_MESSAGES.userNotFound), tenantId: z.preprocess(blankAsUndefined, z.string().trim().max(32).optional()) });
export const userOptionsQuerySchema = z.object({ tenantId: z.preprocess(blankAsUndefined, id(USER_ADMIN_MESSAGES.userTenant)) });

/** One account as the admin screens show it, with its membership in one organisation. */
export interface UserAdminRecord {
  id: string;
  account: string;
  name: string;
  realName: string;
  phone: string;
  /** The profile's email ('' when none). */
  email: string;
  userType: number;
  status: number;
  avatarStatus: number;
  /** '' when hidden (avatarStatus 0) and the reader is someone else. */
  avatar: string;
  createTime: string;
  /** Organisations the account is a JOINED member of. */
  joinCount: number;
  tenantNames: string;
  /** The membership shown: the organisation asked for, else the operator's, else the first. */
  tenantId: string;
  tenantName: string;
  deptId: string;
  deptName: string;
  postId: string;
  postName: string;
  roleIds: string[];
  roleNames: string[];
}

export interface UserPlatformPost {
  tenantId: string;
  tenantName: string;
  deptName: string;
  postName: string;
  roleNames: string[];
  joinStatus: string;
}
export interface UserPlatformDetail extends UserAdminRecord {
  posts: UserPlatformPost[];
}
export interface UserOption {
  id: string;
  account: string;
  realName: string;
}
export interface NamedOption {
  id: string;
  name: string;
}
export interface UserTenantOptions {
  depts: NamedOption[];
  roles: NamedOption[];
  posts: NamedOption[];
}
