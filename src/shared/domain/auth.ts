import { z } from 'zod';
import { requiredMobile, RULE_MESSAGES } from './rules';
import { MESSAGES } from '../messages';
import { requiredText } from './validation';

export const TENANT_ID = /^\d{6}$/;

export const AUTH_MESSAGES = {
  badCredentials: '账号或密码错误',
  locked: '密码错误次数过多，账号已锁定，请15分钟后再试',
  tenantRequired: '请输入租户编号',
  tenantFormat: '租户编号格式有误',
  tenantUnknown: '租户不存在',
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码',
  codeInvalid: '验证码错误或已过期',
  captchaInvalid: '图形验证码错误',
  grantUnsupported: '不支持的授权类型',
  grantNotConfigured: '当前服务器未配置该登录方式',
  orgNotJoined: '您在该组织的状态不可切换，请联系管理员',
  orgUnknown: '您未加入该组织',
  userDisabled: '账号已停用',
  captchaRequired: '请输入图形验证码',
  captchaDisabled: '未开启图形验证码',
  roleUnknown: '您在该组织没有该角色',
  deptUnknown: '您不在该部门任职',
  smsTooFrequent: '验证码发送过于频繁，请稍后再试',
  orgDisabled: '该组织已停用，请联系管理员',
  signInThrottled: '登录失败次数过多，请稍后再试',
  smsLimitReached: '验证码获取次数过多，请稍后再试',
} as const;

const tenantId = z
  .string({ error: AUTH_MESSAGES.tenantRequired })
  .trim()
  .min(1, AUTH_MESSAGES.tenantRequired)
  .regex(TENANT_ID, AUTH_MESSAGES.tenantFormat);

export const phoneSchema = requiredMobile();

export const passwordLoginSchema = z.object({
  tenantId,
  username: requiredText(AUTH_MESSAGES.accountRequired, 50),
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(100),
  captchaKey: z.string().max(100).optional(),
  captchaCode: z.string().max(10).optional(),
});
export type PasswordLogin = z.infer<typeof passwordLoginSchema>;

export const smsLoginSchema = z.object({
  tenantId,
  phone: phoneSchema,
  code: requiredText(RULE_MESSAGES.codeRequired, 10),
});
export type SmsLogin = z.infer<typeof smsLoginSchema>;

export const switchOrgSchema = z.object({
  tenantId,
  deptId: z.string().trim().min(1).max(40),
  roleId: z.string().trim().min(1).max(200),
});
export type SwitchOrg = z.infer<typeof switchOrgSchema>;

/** The form-encoded body of POST oauth/token, as the server validates it. */
export const tokenRequestSchema = z.discriminatedUnion(
  'grant_type',
  [
    z.object({
      grant_type: z.literal('password'),
      tenant_id: tenantId,
      username: requiredText(AUTH_MESSAGES.accountRequired, 50),
      password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(100),
      captcha_key: z.string().max(100).optional(),
      captcha_code: z.string().max(10).optional(),
    }),
    z.object({ grant_type: z.literal('sms'), tenant_id: tenantId, phone: phoneSchema, code: requiredText(RULE_MESSAGES.codeRequired, 10) }),
    z.object({
      grant_type: z.literal('refresh_token'),
      refresh_token: requiredText(MESSAGES.sessionExpired, 200),
      tenant_id: tenantId.optional(),
      dept_id: z.string().trim().max(40).optional(),
      role_id: z.string().trim().max(200).optional(),
    }),
    z.object({ grant_type: z.literal('social') }).loose(),
    z.object({ grant_type: z.literal('authorization_code') }).loose(),
  ],
  { error: AUTH_MESSAGES.grantUnsupported },
);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const smsCodeRequestSchema = z.object({
  phone: phoneSchema,
  smsCode: z.enum(['login', 'regist', 'reset', 'bind', 'change'], { error: '短信类型有误' }),
  stepCode: z.string().max(20).optional(),
});
