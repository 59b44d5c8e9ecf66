/**
 * An organisation's profile (spec 3 §3 "Organisation", §5 "Organisation"): the drawer form of
 * organisation management, the /biz/biz form and the biz-info routes check the same schema, with the
 * same words. Its status changes are in ./orgStatus.ts, its director and contacts in ./orgDirector.ts.
 * English twins: i18n/messages/orgProfile.en.ts.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { blankAsUndefined, dateText, searchText } from './fields';
import { ORG_CATEGORY_CODES, type OrgCategory } from './organisation';
import { pageQuerySchema } from './paging';
import { isEmail, isMobile, optionalText, RULE_MESSAGES } from './rules';
import { requiredText } from './validation';

export const ORG_PROFILE_MESSAGES = {
  category: '请选择企业性质',
  abbr: '请输入企业简称',
  name: '请输入单位名称',
  nameExists: '名称已存在，请检查',
  legal: '请输入法定代表人',
  address: '请输入企业地址',
  regNo: '请输入统一社会信用代码',
  regNoFormat: '统一社会信用代码格式有误',
  regNoExists: '企业社会信用代码已存在，请检查',
  checkFailed: '接口出错了，请重新填写',
  capital: '请输入注册资本',
  capitalFormat: '注册资本金额必须为有效数字,且不超过四位小数',
  regDate: '请选择注册日期',
  bizScope: '请输入经营范围',
  peopleNum: '企业人数输入有误',
  serviceCodes: '请选择服务区域',
  licence: '请上传营业执照',
  imageLink: '图片地址格式有误',
  invoiceEmail: '请输入收票邮箱',
  invoicePhone: '请输入收票手机号码',
  websiteFormat: '网址格式有误',
  phone: '请输入企业电话',
  status: '请选择组织状态',
  transition: '不允许的组织状态变更',
  notFound: '组织不存在或已删除',
  removeNotDraft: '只有草稿状态的组织可以删除',
  directorName: '请输入负责人姓名',
  directorUnknown: '该手机号尚未注册',
  dockingName: '请输入对接人姓名',
  weContactName: '请输入我方联系人姓名',
  transferTarget: '请选择转让对象',
  transferNotMember: '转让对象不是本组织的在职成员',
  transferSelf: '转让对象已是负责人',
  noDirector: '该组织尚未设置负责人',
} as const;

export const ORG_PROFILE_LIMITS = {
  abbr: 50,
  name: 30,
  legal: 20,
  address: 50,
  bizScope: 2000,
  peopleNum: 10,
  invoiceEmail: 30,
  website: 500,
  mainDesc: 2000,
  remark: 200,
  phone: 30,
  personName: 20,
  link: 500,
} as const;

/** 0 draft, 1 normal, 3 disabled, 4 cancelled (spec 3 §4). */
export const ORG_STATUSES = [0, 1, 3, 4] as const;
export type OrgStatus = (typeof ORG_STATUSES)[number];

/** The unified social credit code (GB 32100-2015): 18 characters, no I, O, S, V or Z. */
export const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
/** Registered capital in ten-thousand yuan: digits with at most four decimals (positive: checked with decimal.js). */
const CAPITAL = /^\d{1,16}(\.\d{1,4})?$/;
const WEBSITE = /^https?:\/\/[^\s"'<>]+$/i;
const LINK = /^https?:\/\/[^\s"'<>]+$/;
/** A served region: 00 (nationwide) or a province, city or county code. */
const SERVICE_CODE = /^\d{2}(\d{2}){0,2}$/;
export const NATIONWIDE = '00';

/** Positive, at most four decimals, never through a float. */
export function isCapital(v: string): boolean {
  return CAPITAL.test(v) && new Decimal(v).gt(0);
}

/** The served regions as stored (comma-joined); nationwide (00) stands alone. */
export function normaliseServiceCodes(v: string): string {
  const codes = [...new Set(v.split(',').map((c) => c.trim()).filter(Boolean))];
  return codes.includes(NATIONWIDE) ? NATIONWIDE : codes.join(',');
}

/** Owner units (yz) may leave the registered capital blank (spec 3 §5). */
export const capitalOptionalFor = (category: string | undefined) => category === 'yz';

const text = (message: string, max: number) => requiredText(message, max);
const link = (required?: string) =>
  z
    .string()
    .trim()
    .max(ORG_PROFILE_LIMITS.link, ORG_PROFILE_MESSAGES.imageLink)
    .refine((v) => v === '' || LINK.test(v), ORG_PROFILE_MESSAGES.imageLink)
    .refine((v) => !required || v !== '', required ?? '')
    .optional()
    .transform((v) => v ?? '');

export const ID = /^\d{1,32}$/;

const profileFields = {
  id: z.string().trim().regex(ID).optional(),
  orgCategory: z.string({ error: ORG_PROFILE_MESSAGES.category }).refine((v) => (ORG_CATEGORY_CODES as string[]).includes(v), ORG_PROFILE_MESSAGES.category),
  orgAbbr: text(ORG_PROFILE_MESSAGES.abbr, ORG_PROFILE_LIMITS.abbr),
  orgName: text(ORG_PROFILE_MESSAGES.name, ORG_PROFILE_LIMITS.name),
  orgLegal: text(ORG_PROFILE_MESSAGES.legal, ORG_PROFILE_LIMITS.legal),
  orgAddress: text(ORG_PROFILE_MESSAGES.address, ORG_PROFILE_LIMITS.address),
  regNo: z
    .string({ error: ORG_PROFILE_MESSAGES.regNo })
    .trim()
    .min(1, ORG_PROFILE_MESSAGES.regNo)
    .transform((v) => v.toUpperCase())
    .refine((v) => CREDIT_CODE.test(v), ORG_PROFILE_MESSAGES.regNoFormat),
  // Required unless the organisation is an owner unit: the object's refinement below decides.
  regCapital: z
    .string()
    .trim()
    .refine((v) => v === '' || isCapital(v), ORG_PROFILE_MESSAGES.capitalFormat)
    .optional()
    .transform((v) => v ?? ''),
  regDate: z.string({ error: ORG_PROFILE_MESSAGES.regDate }).trim().min(1, ORG_PROFILE_MESSAGES.regDate).pipe(dateText()),
  bizScope: text(ORG_PROFILE_MESSAGES.bizScope, ORG_PROFILE_LIMITS.bizScope),
  peopleNum: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => v === '' || (/^\d+$/.test(v) && v.length <= ORG_PROFILE_LIMITS.peopleNum), ORG_PROFILE_MESSAGES.peopleNum)
    .optional()
    .transform((v) => v ?? ''),
  serviceCodes: z
    .string({ error: ORG_PROFILE_MESSAGES.serviceCodes })
    .transform(normaliseServiceCodes)
    .refine((v) => v !== '', ORG_PROFILE_MESSAGES.serviceCodes)
    .refine((v) => v.split(',').every((c) => SERVICE_CODE.test(c)) && v.length <= 2000, ORG_PROFILE_MESSAGES.serviceCodes),
  regPic: link(ORG_PROFILE_MESSAGES.licence),
  logo: link(),
  invoiceEmail: z
    .string({ error: ORG_PROFILE_MESSAGES.invoiceEmail })
    .trim()
    .min(1, ORG_PROFILE_MESSAGES.invoiceEmail)
    .refine((v) => v.length <= ORG_PROFILE_LIMITS.invoiceEmail && isEmail(v), RULE_MESSAGES.emailInputFormat),
  invoicePhone: z
    .string({ error: ORG_PROFILE_MESSAGES.invoicePhone })
    .trim()
    .min(1, ORG_PROFILE_MESSAGES.invoicePhone)
    .refine(isMobile, RULE_MESSAGES.invoicePhoneFormat),
  website: z
    .string()
    .trim()
    .refine((v) => v === '' || (v.length <= ORG_PROFILE_LIMITS.website && WEBSITE.test(v)), ORG_PROFILE_MESSAGES.websiteFormat)
    .optional()
    .transform((v) => v ?? ''),
  mainDesc: optionalText(ORG_PROFILE_LIMITS.mainDesc),
  remark: optionalText(ORG_PROFILE_LIMITS.remark),
  orgPhone: text(ORG_PROFILE_MESSAGES.phone, ORG_PROFILE_LIMITS.phone),
  // New organisations are drafts (0); the status itself changes only through biz-info/status.
  status: z.preprocess(blankAsUndefined, z.coerce.number({ error: ORG_PROFILE_MESSAGES.status }).refine((n) => (ORG_STATUSES as readonly number[]).includes(n), ORG_PROFILE_MESSAGES.status)),
};

/** POST biz-info/submit and the drawer form: every rule of spec 3 §5 "Organisation". */
export const orgProfileSchema = z.object(profileFields).superRefine((v, ctx) => {
  if (v.regCapital === '' && !capitalOptionalFor(v.orgCategory)) ctx.addIssue({ code: 'custom', path: ['regCapital'], message: ORG_PROFILE_MESSAGES.capital });
});
export type OrgProfileInput = z.input<typeof orgProfileSchema>;
export type OrgProfileSubmit = z.output<typeof orgProfileSchema>;

/** The profile fields the change history compares (the API's names). */
export const ORG_PROFILE_FIELDS = [
  'orgCategory', 'orgAbbr', 'orgName', 'orgLegal', 'orgAddress', 'regNo', 'regCapital', 'regDate', 'bizScope', 'peopleNum',
  'serviceCodes', 'regPic', 'logo', 'invoiceEmail', 'invoicePhone', 'website', 'mainDesc', 'remark', 'orgPhone',
] as const satisfies readonly (keyof OrgProfileSubmit)[];

/** An organisation as biz-info/list, detail and manage answer it (its id is its tenant id). */
export interface OrgProfile {
  id: string;
  tenantId: string;
  orgCategory: OrgCategory;
  orgName: string;
  orgAbbr: string;
  code: string;
  directorUserId: string;
  directorName: string;
  directorPhone: string;
  serviceCodes: string;
  regNo: string;
  orgLegal: string;
  provinceCodes: string;
  orgAddress: string;
  regCapital: string;
  regDate: string;
  bizScope: string;
  peopleNum: string;
  logo: string;
  regPic: string;
  invoiceEmail: string;
  invoicePhone: string;
  orgPhone: string;
  website: string;
  mainDesc: string;
  remark: string;
  status: OrgStatus;
  dockingId: string;
  dockingName: string;
  dockingPhone: string;
  weContactId: string;
  weContactName: string;
  weContactPhone: string;
  createTime: string;
  updateTime: string;
  /** True when the caller may only read it (a partner's profile). */
  readOnly?: boolean;
}

/** GET biz-info/list: name keyword, category, status (0 is the draft list). */
export const orgPageQuerySchema = pageQuerySchema.extend({
  orgName: searchText,
  orgCategory: z.preprocess(blankAsUndefined, z.enum(ORG_CATEGORY_CODES as [OrgCategory, ...OrgCategory[]]).optional()),
  status: z.preprocess(blankAsUndefined, z.coerce.number().int().refine((n) => (ORG_STATUSES as readonly number[]).includes(n)).optional()),
  /** Leave drafts out (the management list shows them on the draft list only). */
  excludeDrafts: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(1).optional()),
});
export type OrgPageQuery = z.infer<typeof orgPageQuerySchema>;

/** GET biz-info/detail: by the organisation's top department or its code; neither = the caller's own. */
export const orgDetailQuerySchema = z.object({
  id: z.string().trim().regex(ID).optional(),
  deptId: z.string().trim().regex(ID).optional(),
  code: z.string().trim().max(32).optional(),
});

/** GET biz-info/check-exist (name, field, id) and check-regno (regNo, id). */
export const orgCheckExistSchema = z.object({
  name: z.string().trim().max(100).default(''),
  field: z.enum(['orgName', 'orgAbbr']).default('orgName'),
  id: z.string().trim().regex(ID).optional().or(z.literal('')),
});
export const orgCheckRegNoSchema = z.object({
  regNo: z.string().trim().max(18).default(''),
  id: z.string().trim().regex(ID).optional().or(z.literal('')),
});

/** One member of an organisation (biz-info/users/{id}). */
export interface OrgUser {
  id: string;
  userId: string;
  realName: string;
  phone: string;
  deptName: string;
  postName: string;
  joinStatus: string;
  director: boolean;
  createTime: string;
}

/** One change of an organisation, as its history screen lists it. */
export const orgHistoryQuerySchema = pageQuerySchema.extend({ recordId: z.string().trim().regex(ID).optional() });
