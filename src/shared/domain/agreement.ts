import { pageQuerySchema } from './paging';
import { z } from 'zod';
import type { OrgCategory } from './organisation';

/** Framework cooperation agreements (xyzt: 0 未签订, 1 已签订, 2 已到期). */
export const AGREEMENT_STATUS = { unsigned: 0, signed: 1, expired: 2 } as const;

export const AGREEMENT_MESSAGES = {
  /** What a design company reads after login when it has no signed framework agreement. */
  notSigned: '贵单位尚未签订框架合作协议，部分业务将无法开展，请联系平台签订。',
} as const;

/** POST framework-agreement/checkFramework: whether the caller's organisation has a signed agreement in force. */
export interface FrameworkCheck {
  signed: boolean;
  /** The latest agreement's status, or null when the organisation has none. */
  status: number | null;
  name: string;
  signTime: string;
  expireTime: string;
}

/**
 * The state an agreement is in today: a signed one past its expiry counts as expired even before
 * anyone marks it so; no agreement is unsigned. `now` is a yyyy-MM-dd HH:mm:ss timestamp.
 */
export function agreementState(row: { status: number; expire_time: string } | undefined, now: string): 0 | 1 | 2 {
  if (!row) return AGREEMENT_STATUS.unsigned;
  if (row.status === AGREEMENT_STATUS.signed) return row.expire_time !== '' && row.expire_time < now ? AGREEMENT_STATUS.expired : AGREEMENT_STATUS.signed;
  return row.status === AGREEMENT_STATUS.expired ? AGREEMENT_STATUS.expired : AGREEMENT_STATUS.unsigned;
}

/** One partner's framework agreement (GET framework-agreement/list, the agreement list screen). */
export interface PartnerAgreement {
  /** The partnership's id. */
  id: string;
  tenantId: string;
  compName: string;
  orgCategory: OrgCategory;
  name: string;
  /** xyzt, as agreementState tells it today. */
  status: 0 | 1 | 2;
  signTime: string;
  expireTime: string;
}
export const partnerAgreementQuerySchema = pageQuerySchema.extend({
  compName: z.string().trim().max(100).optional(),
  orgCategory: z.string().trim().max(8).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
});
