import { z } from 'zod';
import { TENANT_ID } from './auth';
import { RULE_MESSAGES } from './rules';

/** The third-party registration dialog (spec 1 §5 and §8): its messages, verbatim. */
export const REGISTRATION_MESSAGES = {
  tenantRequired: '请先输入租户编号',
  accountRequired: '请先输入账号名称',
  passwordRequired: '请先输入密码',
  submitted: '注册申请已提交,请耐心等待管理员通过!',
  submitFailed: '提交失败',
  accountTaken: '该账号已存在，请更换账号名称',
  applicationPending: '该账号的注册申请正在审核中，请耐心等待',
  tenantFormat: '租户编号格式有误',
  accountFormat: '账号名称只能包含字母、数字、下划线和点，长度为3到30位',
  passwordLength: '密码长度为6到50位',
  nameLength: '用户姓名长度不能超过20个字符',
} as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** POST user/register-guest: a pending application to join an organisation. */
export const guestRegistrationSchema = z
  .object({
    tenantId: required(REGISTRATION_MESSAGES.tenantRequired).regex(TENANT_ID, REGISTRATION_MESSAGES.tenantFormat),
    name: z.string().trim().max(20, REGISTRATION_MESSAGES.nameLength).optional().default(''),
    account: required(REGISTRATION_MESSAGES.accountRequired).regex(/^[A-Za-z0-9_.]{3,30}$/, REGISTRATION_MESSAGES.accountFormat),
    password: z
      .string({ error: REGISTRATION_MESSAGES.passwordRequired })
      .min(1, REGISTRATION_MESSAGES.passwordRequired)
      .min(6, REGISTRATION_MESSAGES.passwordLength)
      .max(50, REGISTRATION_MESSAGES.passwordLength),
    password2: z.string({ error: REGISTRATION_MESSAGES.passwordRequired }).min(1, REGISTRATION_MESSAGES.passwordRequired),
  })
  .refine((v) => v.password === v.password2, { message: RULE_MESSAGES.passwordMismatch, path: ['password2'] });
export type GuestRegistration = z.input<typeof guestRegistrationSchema>;

/** What the server keeps of an application until an administrator decides. */
export interface GuestApplication {
  id: string;
  tenantId: string;
  account: string;
  name: string;
  /** pending until approved or refused. */
  status: 'pending' | 'approved' | 'refused';
  createTime: string;
}
