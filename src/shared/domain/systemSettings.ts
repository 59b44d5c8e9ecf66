import { z } from 'zod';
import { EMAIL, MOBILE } from './patterns';
import { maxLengthMessage, RULE_MESSAGES } from './rules';
import { UPLOAD_MESSAGES } from './upload';

/** An http(s) link to a png, jpg or jpeg file (a query after the name is allowed). */
const LOGO_LINK = /^https?:\/\/[^\s?#]+\.(png|jpe?g)([?#]\S*)?$/i;

/** Platform settings (spec 1 §3 "System settings"), keyed as the spec names them. */
export const SETTING_KEYS = [
  'sys-logo',
  'service-tel',
  'service-email',
  'service-phone',
  'copyright',
  'beianhao',
  'icp_num',
  'security_registration_number',
  'app_download_url',
  'avatar_audit',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export type SystemSettings = Record<SettingKey, string>;

/** What a visitor may read before signing in: the footer's keys (GET setting/footer). */
export const FOOTER_KEYS = ['copyright', 'beianhao', 'icp_num'] as const satisfies readonly SettingKey[];
export type SiteFooterSettings = Pick<SystemSettings, (typeof FOOTER_KEYS)[number]>;

/** System settings form (spec 1 §5): the rules of each key, with their messages. */
export const SETTING_MESSAGES = {
  settingLogoRequired: '请上传系统Logo',
  settingDownloadUrl: '下载地址须以 http:// 或 https:// 开头',
  settingAvatarAudit: '头像审核开关有误',
  /** Only the platform's administrators change the settings. */
  settingForbidden: '仅平台管理员可修改系统设置',
} as const;

export const SETTING_LIMITS = { copyright: 50, code: 30, contact: 50, url: 500, logo: 1000 } as const;


const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, maxLengthMessage(max))
    .optional()
    .transform((v) => v ?? '');
/** Blank, or matching `pattern`. */
const patterned = (max: number, pattern: RegExp, message: string) => text(max).refine((v) => v === '' || pattern.test(v), message);

/** POST setting/submit: every key at once (the form shows them all). */
export const settingsSubmitSchema = z.object({
  'sys-logo': z
    .string({ error: SETTING_MESSAGES.settingLogoRequired })
    .trim()
    .min(1, SETTING_MESSAGES.settingLogoRequired)
    .max(SETTING_LIMITS.logo, maxLengthMessage(SETTING_LIMITS.logo))
    // The uploaded logo's link: the same png/jpg/jpeg rule as the upload, for a link sent by hand.
    .refine((v) => LOGO_LINK.test(v), UPLOAD_MESSAGES.logoTypeMismatch),
  'service-tel': text(SETTING_LIMITS.code),
  'service-email': patterned(SETTING_LIMITS.contact, EMAIL, RULE_MESSAGES.emailFormat),
  'service-phone': patterned(SETTING_LIMITS.code, MOBILE, RULE_MESSAGES.mobileFormat),
  copyright: text(SETTING_LIMITS.copyright),
  beianhao: text(SETTING_LIMITS.code),
  icp_num: text(SETTING_LIMITS.code),
  security_registration_number: text(SETTING_LIMITS.code),
  app_download_url: patterned(SETTING_LIMITS.url, /^https?:\/\/\S+$/i, SETTING_MESSAGES.settingDownloadUrl),
  avatar_audit: z.preprocess((v) => (v === undefined || v === null || v === '' ? '0' : String(v)), z.enum(['0', '1'], { error: SETTING_MESSAGES.settingAvatarAudit })),
});
export type SettingsInput = z.input<typeof settingsSubmitSchema>;
