/**
 * The common rules several forms check (spec 1 §5, spec 3 §5): mobile, landline, e-mail, QQ, ID card,
 * length limits, and their messages, each written once. A resource's schema takes its rule from here
 * rather than writing its own regex or message; the spec gives some rules in more than one wording
 * (请输入正确的手机号 on the personal centre, 手机号码格式有误 elsewhere), so each wording is its own
 * key and a form names the one its spec shows. English twins: i18n/messages/rules.en.ts.
 */
import { z } from 'zod';
import { isValidIdCard } from './idCard';
import { CREDIT_CODE, EMAIL, LANDLINE_OR_MOBILE, MOBILE, QQ } from './patterns';

export const RULE_MESSAGES = {
  /** A template: localiseMessage fills {{max}} from the Chinese text it is given. */
  maxLength: '长度不能超过{{max}}个字符',
  phoneRequired: '请输入手机号',
  mobileFormat: '手机号码格式有误',
  mobileInvalid: '请输入正确的手机号',
  contactPhoneFormat: '联系人电话格式有误',
  qqFormat: 'QQ号码格式有误',
  emailFormat: '邮箱格式有误',
  emailInputFormat: '邮箱格式输入有误',
  idCardFormat: '身份证格式有误',
  codeRequired: '请输入验证码',
  regionRequired: '请选择所在地区',
  passwordMismatch: '两次密码输入不一致',
  /** Spec 3 §5's two wordings: the organisation form and the other-company form (社会信用代码格式有误). */
  creditCodeFormat: '社会信用代码格式有误',
  invoicePhoneFormat: '收票手机号码格式有误',
} as const;

/** 长度不能超过{max}个字符, the one length message of every form. */
export const maxLengthMessage = (max: number) => RULE_MESSAGES.maxLength.replace('{{max}}', String(max));

/** Optional text up to `max`, trimmed; absent becomes ''. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, maxLengthMessage(max))
    .optional()
    .transform((v) => v ?? '');

/** Optional text that, when given, passes `test` (and fits in `max`); absent becomes ''. One message for both. */
export const optionalMatching = (test: (v: string) => boolean, message: string, max?: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || ((max === undefined || v.length <= max) && test(v)), message)
    .optional()
    .transform((v) => v ?? '');

export const isMobile = (v: string) => MOBILE.test(v);
export const isLandlineOrMobile = (v: string) => LANDLINE_OR_MOBILE.test(v);
export const isQq = (v: string) => QQ.test(v);
export const isEmail = (v: string) => EMAIL.test(v);

/** A required mainland mobile number. */
export const requiredMobile = (required: string = RULE_MESSAGES.phoneRequired, format: string = RULE_MESSAGES.mobileFormat) =>
  z.string({ error: required }).trim().min(1, required).refine(isMobile, format);

/** An optional mobile number (blank or a mainland mobile). */
export const optionalMobile = (message: string = RULE_MESSAGES.mobileFormat, max?: number) => optionalMatching(isMobile, message, max);
/** An optional landline or mobile of a contact (联系人电话格式有误). */
export const optionalContactPhone = (max: number, message: string = RULE_MESSAGES.contactPhoneFormat) => optionalMatching(isLandlineOrMobile, message, max);
export const optionalQq = (message: string = RULE_MESSAGES.qqFormat) => optionalMatching(isQq, message);
export const optionalEmail = (max: number, message: string = RULE_MESSAGES.emailFormat) => optionalMatching(isEmail, message, max);
/** A mainland resident ID card (18 characters, check digit verified). */
export const optionalIdCard = (message: string = RULE_MESSAGES.idCardFormat) => optionalMatching(isValidIdCard, message);
export const isCreditCode = (v: string) => CREDIT_CODE.test(v);
/** An optional unified social credit code (18 characters when given). */
export const optionalCreditCode = (message: string = RULE_MESSAGES.creditCodeFormat) => optionalMatching(isCreditCode, message, 18);
