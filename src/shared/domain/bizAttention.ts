import { z } from 'zod';
import { ORG_CATEGORY_CODES, type OrgCategory } from './organisation';
import { pageQuerySchema } from './paging';

/** An organisation the caller's organisation looks after (GET biz-attention/list). */
export interface BizAttention {
  id: string;
  tenantId: string;
  compName: string;
  orgCategory: OrgCategory;
  code: string;
  /** 1 when the organisation has a signed framework agreement in force. */
  frameworkAgreement: 0 | 1;
  createTime: string;
  /** The organisation's standing: 1 normal, 3 disabled, 4 cancelled; pickers offer only 1. */
  status: number;
}

export const BIZ_ATTENTION_MESSAGES = {
  categoryFormat: '组织类别有误',
  flagFormat: '筛选条件有误',
} as const;

const flag = z.coerce.number({ error: BIZ_ATTENTION_MESSAGES.flagFormat }).int().min(0, BIZ_ATTENTION_MESSAGES.flagFormat).max(1, BIZ_ATTENTION_MESSAGES.flagFormat);

export const bizAttentionListQuerySchema = pageQuerySchema.extend({
  orgCategory: z.enum(ORG_CATEGORY_CODES as [OrgCategory, ...OrgCategory[]], { error: BIZ_ATTENTION_MESSAGES.categoryFormat }).optional(),
  frameworkAgreement: flag.optional(),
  isNew: flag.optional(),
  compName: z.string().trim().max(100).optional(),
  /** The looked-after organisation's status (1 normal, 3 disabled, 4 cancelled); the invite list asks 1. */
  status: z.coerce.number({ error: BIZ_ATTENTION_MESSAGES.flagFormat }).int(BIZ_ATTENTION_MESSAGES.flagFormat).min(0, BIZ_ATTENTION_MESSAGES.flagFormat).max(9, BIZ_ATTENTION_MESSAGES.flagFormat).optional(),
});

/** An organisation a picker may offer: only one in normal standing (the spec's "status 2 disabled"). */
export const isPickableOrganisation = (entry: Pick<BizAttention, 'status'>) => entry.status === 1;
