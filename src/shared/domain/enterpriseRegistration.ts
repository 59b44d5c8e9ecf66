/**
 * Enterprise registration and the operator's approval list (spec 3 §2, §3 "Enterprise (registration)",
 * §5, §8). A signed-in person applies for a new organisation; the operator tenant's administrator
 * approves it (the organisation is created with the applicant as its director) or refuses it with a
 * reason. Third-party account applications (registration.ts) are decided in the same list.
 */
import { z } from 'zod';
import { CUSTOMER_MESSAGES } from './customer';
import { pageQuerySchema } from './paging';
import { ORG_CATEGORY_CODES, type OrgCategory } from './organisation';
import { REGION_CODE } from './region';
import { isMobile, optionalText, RULE_MESSAGES } from './rules';
import { requiredText } from './validation';

export const ENTERPRISE_REGISTRATION_MESSAGES = {
  category: '请选择企业类型',
  phone: '请输入联系手机号码',
  phoneFormat: '联系手机号码格式有误',
  refuseReason: '请输入驳回原因',
  notFound: '注册申请不存在',
  decided: '该注册申请已处理，请勿重复操作',
  nameTaken: '该企业名称已注册或正在审核中',
  approved: '已通过注册申请',
  refused: '已驳回注册申请',
} as const;

export const ENTERPRISE_REGISTRATION_LIMITS = { name: 30, legal: 20, contacts: 20, remark: 500, refuseReason: 200 } as const;

/**
 * What an enterprise may register as: every category but the headquarters, technology and
 * management companies, which only the operator creates (they run the platform's business).
 */
export const REGISTRABLE_CATEGORIES = ORG_CATEGORY_CODES.filter((c) => !['ss', 'kj', 'gl'].includes(c)) as OrgCategory[];

/** user/register-new: the enterprise registration form. */
export const enterpriseRegistrationSchema = z.object({
  orgCategory: z
    .string({ error: ENTERPRISE_REGISTRATION_MESSAGES.category })
    .refine((v) => (REGISTRABLE_CATEGORIES as string[]).includes(v), ENTERPRISE_REGISTRATION_MESSAGES.category),
  name: requiredText(CUSTOMER_MESSAGES.compName, ENTERPRISE_REGISTRATION_LIMITS.name),
  legal: requiredText(CUSTOMER_MESSAGES.legal, ENTERPRISE_REGISTRATION_LIMITS.legal),
  // The region cascader's code (province, city or county).
  provinceCodes: requiredText(RULE_MESSAGES.regionRequired).refine((v) => REGION_CODE.test(v), RULE_MESSAGES.regionRequired),
  contacts: requiredText(CUSTOMER_MESSAGES.contacts, ENTERPRISE_REGISTRATION_LIMITS.contacts),
  phone: requiredText(ENTERPRISE_REGISTRATION_MESSAGES.phone).refine(isMobile, ENTERPRISE_REGISTRATION_MESSAGES.phoneFormat),
  remark: optionalText(ENTERPRISE_REGISTRATION_LIMITS.remark),
});
export type EnterpriseRegistrationInput = z.input<typeof enterpriseRegistrationSchema>;

export const REGISTRATION_KINDS = ['enterprise', 'guest'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];
export const REGISTRATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

const idText = z.string().trim().regex(/^\d{1,32}$/, ENTERPRISE_REGISTRATION_MESSAGES.notFound);
const blank = (v: unknown) => (v === '' ? undefined : v);

/** enterprise-registration/page: the operator's list, both kinds, newest first. */
export const registrationPageQuerySchema = pageQuerySchema.extend({
  kind: z.preprocess(blank, z.enum(REGISTRATION_KINDS).optional()),
  status: z.preprocess(blank, z.enum(REGISTRATION_STATUSES).optional()),
  name: z.string().trim().max(100).optional(),
});
export type RegistrationPageQuery = z.input<typeof registrationPageQuerySchema>;

export const registrationIdSchema = z.object({ id: idText });

/** enterprise-registration/refuse: the reason is what the applicant reads. */
export const registrationRefuseSchema = z.object({
  id: idText,
  refuseReason: requiredText(ENTERPRISE_REGISTRATION_MESSAGES.refuseReason, ENTERPRISE_REGISTRATION_LIMITS.refuseReason),
});
export type RegistrationRefuse = z.input<typeof registrationRefuseSchema>;

/** One application as the approval list and its detail show it, whichever its kind. */
export interface RegistrationRecord {
  id: string;
  kind: RegistrationKind;
  status: RegistrationStatus;
  /** The enterprise's name, or the third-party account's own name (its account when it gave none). */
  name: string;
  /** enterprise: the category applied for; guest: the category of the organisation applied to. */
  orgCategory: string;
  legal: string;
  provinceCodes: string;
  contacts: string;
  phone: string;
  remark: string;
  /** guest: the account applied for; enterprise: the applicant's account. */
  account: string;
  /** guest: the organisation applied to; enterprise: the organisation its approval created. */
  tenantId: string;
  refuseReason: string;
  reviewTime: string;
  createTime: string;
}

/** A signed-in person's own enterprise applications (the personal centre's reg tab). */
export type EnterpriseApplication = Omit<RegistrationRecord, 'kind' | 'account'>;

/** Only pending applications are decided; anything else is refused (decided). */
export const canDecide = (status: string): boolean => status === 'pending';
