/**
 * Partners (biz-attention, spec 3 §3, §7): the organisations an organisation works with, by
 * category, with the partner's framework agreement state (dictionary xyzt) and its standing here
 * (1 normal, 2 disabled: shown disabled in every picker).
 */
import { z } from 'zod';
import { numberChoice } from './bankCard';
import { ORG_CATEGORY_CODES, type OrgCategory } from './organisation';
import { pageQuerySchema } from './paging';
import { optionalText } from './rules';
import { requiredText } from './validation';

/** The categories an organisation takes partners from (spec 3 §3 organisation, issue 13). */
export const PARTNER_CATEGORIES = ['yz', 'pt', 'zy', 'sc', 'st', 'cb'] as const satisfies readonly OrgCategory[];
export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];

/** The partner's standing with this organisation (biz_attention.status). */
export const ATTENTION_STATUS = { normal: 1, disabled: 2 } as const;
export type AttentionStatus = 1 | 2;

/** An organisation the caller's organisation works with (GET biz-attention/list). */
export interface BizAttention {
  id: string;
  tenantId: string;
  compName: string;
  orgCategory: OrgCategory;
  code: string;
  /**
   * The partner's framework agreement with the platform (xyzt): 1 signed and in force, 2 expired
   * (marked so, or signed but past its expiry), 0 none or unsigned. One meaning everywhere.
   */
  frameworkAgreement: 0 | 1 | 2;
  /** When this organisation took the partner on (attentionTime). */
  createTime: string;
  /** The organisation's own standing on the platform: 1 normal, 3 disabled, 4 cancelled. */
  status: number;
  /** The partner's standing with this organisation: 1 normal, 2 disabled. */
  attentionStatus: AttentionStatus;
  remark: string;
}

export const BIZ_ATTENTION_MESSAGES = {
  categoryFormat: '组织类别有误',
  flagFormat: '筛选条件有误',
  notFound: '合作单位不存在或已移除',
  partner: '请选择合作单位',
  itself: '不能将本单位添加为合作单位',
  exists: '该单位已是合作单位，请勿重复添加',
  notPickable: '该单位不存在或状态异常，无法添加为合作单位',
  status: '请选择合作单位状态',
  organisation: '单位不存在或无权查看其合作单位',
} as const;

const flag = (max: number) =>
  z.coerce.number({ error: BIZ_ATTENTION_MESSAGES.flagFormat }).int(BIZ_ATTENTION_MESSAGES.flagFormat).min(0, BIZ_ATTENTION_MESSAGES.flagFormat).max(max, BIZ_ATTENTION_MESSAGES.flagFormat);
const category = z.enum(ORG_CATEGORY_CODES as [OrgCategory, ...OrgCategory[]], { error: BIZ_ATTENTION_MESSAGES.categoryFormat });

export const bizAttentionListQuerySchema = pageQuerySchema.extend({
  orgCategory: category.optional(),
  /** xyzt: 0 unsigned, 1 signed in force, 2 expired. */
  frameworkAgreement: flag(2).optional(),
  isNew: flag(1).optional(),
  compName: z.string().trim().max(100).optional(),
  /** The organisation's own status (1 normal, 3 disabled, 4 cancelled); the invite list asks 1. */
  status: flag(9).optional(),
  /** The partner's standing here: 1 normal, 2 disabled. */
  attentionStatus: flag(2).optional(),
  /** Another organisation's partners by its code (the enterprise detail page): the operator's administrator only. */
  code: z.string().trim().max(100).optional(),
});

/** biz-attention/submit: add a partner (targetTenantId) or edit its remark (id). */
export const bizAttentionSchema = z.object({
  id: z.string().trim().regex(/^\d{1,32}$/).optional(),
  targetTenantId: requiredText(BIZ_ATTENTION_MESSAGES.partner).refine((v) => /^\d{6}$/.test(v), BIZ_ATTENTION_MESSAGES.partner),
  remark: optionalText(200),
});
export type BizAttentionInput = z.infer<typeof bizAttentionSchema>;

/** biz-attention/status/{id}/{status}: disable (2) or enable (1) a partner. */
export const bizAttentionStatusSchema = z.object({
  id: z.string().trim().regex(/^\d{1,32}$/, BIZ_ATTENTION_MESSAGES.notFound),
  status: numberChoice([1, 2] as const, BIZ_ATTENTION_MESSAGES.status),
});

/** biz-attention/check-exist: may this organisation be added (not itself, not twice)? */
export const bizAttentionCheckSchema = z.object({ targetTenantId: z.string().trim().regex(/^\d{6}$/, BIZ_ATTENTION_MESSAGES.partner), id: z.string().trim().optional() });
export interface BizAttentionCheck {
  /** true when the organisation may be added; otherwise `message` says why. */
  available: boolean;
  message: string;
}

/** A platform organisation that may be added as a partner (biz-attention/candidates): existing partners are left out. */
export interface PartnerCandidate {
  tenantId: string;
  compName: string;
  orgCategory: OrgCategory;
  code: string;
}
export const partnerCandidateQuerySchema = pageQuerySchema.extend({ orgCategory: category.optional(), compName: z.string().trim().max(100).optional() });

/**
 * An organisation a picker may offer: normal standing on the platform and, as a partner, not
 * disabled here (the spec's "status 2 disables the option").
 */
export const isPickableOrganisation = (entry: Pick<BizAttention, 'status' | 'attentionStatus'>) => entry.status === 1 && entry.attentionStatus === ATTENTION_STATUS.normal;
