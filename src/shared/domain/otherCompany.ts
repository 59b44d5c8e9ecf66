/**
 * Other companies (biz-record, spec 3 §3 "other company"): companies the organisation deals with
 * that are not on the platform. One schema for the drawer form and the server.
 */
import { z } from 'zod';
import { searchText } from './fields';
import { pageQuerySchema } from './paging';
import { REGION_CODE } from './region';
import { optionalCreditCode, optionalEmail, optionalMatching, optionalMobile, optionalText, RULE_MESSAGES } from './rules';
import { ORG_PROFILE_MESSAGES } from './orgProfile';
import { requiredText } from './validation';

export const OTHER_COMPANY_MESSAGES = {
  notFound: '其他单位不存在或已删除',
} as const;

export const OTHER_COMPANY_LIMITS = { orgName: 30, orgLegal: 20, orgAddress: 50, invoiceEmail: 30, remark: 200 } as const;

export interface OtherCompany {
  id: string;
  orgName: string;
  orgLegal: string;
  /** The region chosen (province, city or county code); '' when none. */
  provinceCodes: string;
  orgAddress: string;
  regNo: string;
  invoiceEmail: string;
  invoicePhone: string;
  remark: string;
  createUserName: string;
  createTime: string;
}

export const otherCompanySchema = z.object({
  id: z.string().trim().regex(/^\d{1,32}$/).optional(),
  orgName: requiredText(ORG_PROFILE_MESSAGES.name, OTHER_COMPANY_LIMITS.orgName),
  orgLegal: optionalText(OTHER_COMPANY_LIMITS.orgLegal),
  provinceCodes: optionalMatching((v) => REGION_CODE.test(v), RULE_MESSAGES.regionRequired),
  orgAddress: optionalText(OTHER_COMPANY_LIMITS.orgAddress),
  regNo: optionalCreditCode(),
  invoiceEmail: optionalEmail(OTHER_COMPANY_LIMITS.invoiceEmail, RULE_MESSAGES.emailInputFormat),
  invoicePhone: optionalMobile(RULE_MESSAGES.invoicePhoneFormat),
  remark: optionalText(OTHER_COMPANY_LIMITS.remark),
});
export type OtherCompanyInput = z.infer<typeof otherCompanySchema>;

/** biz-record/list: orgName_like, the spec's name search. */
export const otherCompanyPageQuerySchema = pageQuerySchema.extend({ orgName_like: searchText });
