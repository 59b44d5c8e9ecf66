/** Account security (personal centre, account tab): password change and phone change by SMS code. */
import { z } from 'zod';
import { requiredMobile, RULE_MESSAGES } from './rules';
import { requiredText } from './validation';

export const SECURITY_MESSAGES = {
  securityOldPassword: '请输入原密码',
  securityNewPassword: '请输入新密码',
  securityConfirmPassword: '请再次输入新密码',
  securityPasswordStrength: '密码长度为8到20位，且须同时包含字母和数字',
  securityPasswordSame: '新密码不能与原密码相同',
  securityOldPasswordWrong: '原密码错误',
  securityPasswordChanged: '密码修改成功，请使用新密码登录',
  securityPhone: '请输入新手机号',
  securityPhoneSame: '新手机号与当前手机号相同',
  securityPhoneTaken: '该手机号已被其他账号使用',
  securityPhoneChanged: '手机号修改成功',
} as const;

/** 8 to 20 characters with at least one letter and one digit (docs/decisions.md). */
export const isStrongPassword = (v: string) => v.length >= 8 && v.length <= 20 && /[A-Za-z]/.test(v) && /\d/.test(v);

export const passwordChangeSchema = z
  .object({
    oldPassword: z.string({ error: SECURITY_MESSAGES.securityOldPassword }).min(1, SECURITY_MESSAGES.securityOldPassword),
    newPassword: z
      .string({ error: SECURITY_MESSAGES.securityNewPassword })
      .min(1, SECURITY_MESSAGES.securityNewPassword)
      .refine(isStrongPassword, SECURITY_MESSAGES.securityPasswordStrength),
    newPassword1: z.string({ error: SECURITY_MESSAGES.securityConfirmPassword }).min(1, SECURITY_MESSAGES.securityConfirmPassword),
  })
  .refine((v) => v.newPassword === v.newPassword1, { message: RULE_MESSAGES.passwordMismatch, path: ['newPassword1'] })
  .refine((v) => v.newPassword !== v.oldPassword, { message: SECURITY_MESSAGES.securityPasswordSame, path: ['newPassword'] });
export type PasswordChange = z.input<typeof passwordChangeSchema>;

export const phoneChangeSchema = z.object({
  phone: requiredMobile(SECURITY_MESSAGES.securityPhone, RULE_MESSAGES.mobileInvalid),
  code: requiredText(RULE_MESSAGES.codeRequired, 10),
});
export type PhoneChange = z.input<typeof phoneChangeSchema>;

/** The SMS purpose of a phone change: sent only to a phone no account uses. */
export const PHONE_CHANGE_SMS = 'change';
