/**
 * SMS configurations (短信配置, spec 3 §7 system: sms list, detail, submit, remove, enable; sms/endpoint/
 * send-message, validate-message). One is enabled at a time; the reference server has no gateway and
 * prints every code and message on its standard output, naming the enabled configuration. The secret
 * is write-only, as the storage secret is.
 */
import { z } from 'zod';
import { blankAsUndefined } from './fields';
import { pageQuerySchema } from './paging';
import { isMobile, maxLengthMessage, optionalText, RULE_MESSAGES } from './rules';

export const SMS_CATEGORIES = ['console', 'aliyun', 'tencent'] as const;
export type SmsCategory = (typeof SMS_CATEGORIES)[number];

export const SMS_CONFIG_MESSAGES = {
  notFound: '短信配置不存在或已删除',
  code: '请输入短信资源编号',
  codeFormat: '短信资源编号只能包含字母、数字、下划线和短横线',
  codeTaken: '短信资源编号已存在',
  category: '请选择短信服务类型',
  templateId: '请输入短信模板ID',
  accessKey: '请输入短信 AccessKey',
  secretKey: '请输入短信 SecretKey',
  signName: '请输入短信签名',
  enabledNotRemovable: '启用中的短信配置不能删除',
  noneEnabled: '没有启用的短信配置',
  templateCode: '请输入短信模板编号',
  phones: '请输入接收短信的手机号码',
  phonesFormat: '接收短信的手机号码格式有误',
  phonesTooMany: '一次最多发送给20个手机号码',
  params: '短信参数须为 JSON 对象',
  sent: '短信已发送',
  validated: '验证码正确',
} as const;

export const SMS_CONFIG_LIMITS = { code: 32, templateId: 64, accessKey: 128, secretKey: 200, region: 64, signName: 64, remark: 200, phones: 20, params: 1000 } as const;

export interface SmsConfig {
  id: string;
  code: string;
  category: SmsCategory;
  templateId: string;
  accessKey: string;
  secretSet: boolean;
  region: string;
  signName: string;
  remark: string;
  /** 1 enabled, 0 not. */
  status: 0 | 1;
  createTime: string;
  updateTime: string;
}

/** A gateway's rows need its credentials, template and signature; the reference console prints and needs none. */
export const smsNeedsCredentials = (category: string) => category !== 'console';

const text = (max: number) => z.string().trim().max(max, maxLengthMessage(max)).optional().transform((v) => v ?? '');

const smsConfigFields = z.object({
    id: z.string().trim().regex(/^\d{1,32}$/).optional(),
    code: z
      .string({ error: SMS_CONFIG_MESSAGES.code })
      .trim()
      .min(1, SMS_CONFIG_MESSAGES.code)
      .max(SMS_CONFIG_LIMITS.code, maxLengthMessage(SMS_CONFIG_LIMITS.code))
      .regex(/^[A-Za-z0-9_-]+$/, SMS_CONFIG_MESSAGES.codeFormat),
    category: z.preprocess(blankAsUndefined, z.enum(SMS_CATEGORIES, { error: SMS_CONFIG_MESSAGES.category })),
    templateId: text(SMS_CONFIG_LIMITS.templateId),
    accessKey: text(SMS_CONFIG_LIMITS.accessKey),
    /** Blank on an edit: the stored secret is kept. */
    secretKey: text(SMS_CONFIG_LIMITS.secretKey),
    region: text(SMS_CONFIG_LIMITS.region),
    signName: text(SMS_CONFIG_LIMITS.signName),
    remark: optionalText(SMS_CONFIG_LIMITS.remark),
});

/** The form's rules; `editing`: a blank secret keeps the stored one (a new configuration needs one). */
const smsConfigRules = (editing: boolean) =>
  smsConfigFields.superRefine((v, issue) => {
    if (!smsNeedsCredentials(v.category)) return;
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) issue.addIssue({ code: 'custom', path: [path], message });
    };
    need(v.templateId !== '', 'templateId', SMS_CONFIG_MESSAGES.templateId);
    need(v.accessKey !== '', 'accessKey', SMS_CONFIG_MESSAGES.accessKey);
    need(editing || !!v.id || v.secretKey !== '', 'secretKey', SMS_CONFIG_MESSAGES.secretKey);
    need(v.signName !== '', 'signName', SMS_CONFIG_MESSAGES.signName);
  });
/** Adding (and the server's check of any submit: an id makes it an edit). */
export const smsConfigSchema = smsConfigRules(false);
/** The edit form: the secret may stay blank. */
export const smsConfigEditSchema = smsConfigRules(true);
export type SmsConfigInput = z.input<typeof smsConfigSchema>;
export type SmsConfigValues = z.output<typeof smsConfigSchema>;

export const smsConfigPageQuerySchema = pageQuerySchema.extend({
  code: z.string().trim().max(100).optional(),
  category: z.string().trim().max(20).optional(),
});

/** send-message: a template code, comma-separated mobiles (at most 20), and the template's parameters as a JSON object. */
export const smsSendSchema = z.object({
  code: z.string({ error: SMS_CONFIG_MESSAGES.templateCode }).trim().min(1, SMS_CONFIG_MESSAGES.templateCode).max(64, maxLengthMessage(64)),
  phones: z
    .string({ error: SMS_CONFIG_MESSAGES.phones })
    .transform((s) => [...new Set(s.split(/[,，\s]+/).map((p) => p.trim()).filter(Boolean))])
    .pipe(
      z
        .array(z.string().refine(isMobile, SMS_CONFIG_MESSAGES.phonesFormat))
        .min(1, SMS_CONFIG_MESSAGES.phones)
        .max(SMS_CONFIG_LIMITS.phones, SMS_CONFIG_MESSAGES.phonesTooMany),
    ),
  params: z
    .string()
    .trim()
    .max(SMS_CONFIG_LIMITS.params, maxLengthMessage(SMS_CONFIG_LIMITS.params))
    .optional()
    .transform((v) => v || '{}')
    .refine((v) => {
      try {
        const parsed: unknown = JSON.parse(v);
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
      } catch {
        return false;
      }
    }, SMS_CONFIG_MESSAGES.params)
    .transform((v) => JSON.parse(v) as Record<string, unknown>),
});
export type SmsSendInput = z.input<typeof smsSendSchema>;

/** validate-message: the phone and the code send-message sent it. */
export const smsValidateSchema = z.object({
  phone: z.string({ error: RULE_MESSAGES.phoneRequired }).trim().min(1, RULE_MESSAGES.phoneRequired).refine(isMobile, RULE_MESSAGES.mobileFormat),
  code: z.string({ error: RULE_MESSAGES.codeRequired }).trim().min(1, RULE_MESSAGES.codeRequired).max(12, RULE_MESSAGES.codeRequired),
});

/** The purpose send-message's codes are kept under (apart from sign-in codes). */
export const SMS_MESSAGE_PURPOSE = 'message';
