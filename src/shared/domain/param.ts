import { z } from 'zod';
import { isStrongPassword, SECURITY_MESSAGES } from './accountSecurity';
import { searchText } from './fields';
import { pageQuerySchema } from './paging';
import { maxLengthMessage } from './rules';
import { requiredText } from './validation';

/**
 * Parameters the reference server reads (spec 3 §7 param). Each is looked up when it is needed, so
 * an operator's change applies to the next request without a restart. A missing or blank parameter
 * falls back to the server's configuration.
 */
export const PARAM_KEYS = {
  /** 'true' or 'false': whether the password sign-in asks for a captcha. */
  captcha: 'account.captcha',
  /** The password an account gets when it is created without one or its password is reset. */
  initPassword: 'account.initPassword',
} as const;

/** Parameters holding a password: stored for the server's use, never answered back (paramValue is ''). */
export const isSecretParam = (key: string) => key === PARAM_KEYS.initPassword;

export const PARAM_MESSAGES = {
  paramName: '请输入参数名称',
  paramKey: '请输入参数键名',
  paramValue: '请输入参数键值',
  paramKeyExists: '参数键名已存在',
  paramNotFound: '参数不存在或已删除',
  paramCaptchaValue: '验证码开关的键值只能是 true 或 false',
} as const;

export const PARAM_LIMITS = { name: 100, key: 100, value: 1000, remark: 200 } as const;

export interface Param {
  id: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark: string;
  /** A secret parameter's value is never answered: paramValue is '' and this is true. */
  secret: boolean;
  createTime: string;
  updateTime: string;
}

/**
 * POST param/submit. The values the server reads are checked as it will read them: the captcha
 * switch is true or false, the initial password follows the password rule of the personal centre.
 */
export const paramSchema = z
  .object({
    id: z.string().trim().regex(/^\d{1,32}$/).optional().or(z.literal('').transform(() => undefined)),
    paramName: requiredText(PARAM_MESSAGES.paramName, PARAM_LIMITS.name),
    paramKey: requiredText(PARAM_MESSAGES.paramKey, PARAM_LIMITS.key),
    // Blank only when editing the initial password, whose value is never answered back: blank keeps it.
    paramValue: z.string().trim().max(PARAM_LIMITS.value, maxLengthMessage(PARAM_LIMITS.value)).optional().transform((v) => v ?? ''),
    remark: z.string().trim().max(PARAM_LIMITS.remark, maxLengthMessage(PARAM_LIMITS.remark)).optional().transform((v) => v ?? ''),
  })
  .superRefine((v, issue) => {
    if (!v.paramValue) {
      if (!(v.id && isSecretParam(v.paramKey))) issue.addIssue({ code: 'custom', path: ['paramValue'], message: PARAM_MESSAGES.paramValue });
      return;
    }
    if (v.paramKey === PARAM_KEYS.captcha && v.paramValue !== 'true' && v.paramValue !== 'false')
      issue.addIssue({ code: 'custom', path: ['paramValue'], message: PARAM_MESSAGES.paramCaptchaValue });
    if (v.paramKey === PARAM_KEYS.initPassword && !isStrongPassword(v.paramValue))
      issue.addIssue({ code: 'custom', path: ['paramValue'], message: SECURITY_MESSAGES.securityPasswordStrength });
  });
export type ParamInput = z.input<typeof paramSchema>;

/** GET param/list. */
export const paramPageQuerySchema = pageQuerySchema.extend({ paramName: searchText, paramKey: searchText, paramValue: searchText });
export type ParamPageQuery = z.infer<typeof paramPageQuerySchema>;

/** The names and remarks the documented parameters are seeded with (the operator may rename them). */
export const PARAM_SEED_TEXT: Record<keyof typeof PARAM_KEYS, { name: string; remark: string }> = {
  captcha: { name: '登录验证码开关', remark: 'true：账号密码登录须填写验证码；false：不需要' },
  initPassword: { name: '账号初始密码', remark: '未设置密码而新建的账号使用此密码，重置密码亦同' },
};
