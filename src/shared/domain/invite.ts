/** Joining an organisation by an invitation code (personal centre, join tab; spec 3 §7 user-invite/*). */
import { z } from 'zod';

export const INVITE_MESSAGES = {
  inviteCode: '请输入邀请码',
  inviteInvalid: '邀请码无效或已过期',
  inviteAlreadyJoined: '您已是该组织成员',
  inviteBlocked: '您在该组织的账号已被锁定或冻结，请联系管理员',
  inviteAdminOnly: '只有管理员可以生成邀请码',
  inviteJoined: '加入成功，可在组织切换中进入该组织',
} as const;

/** Codes are 6 to 16 letters and digits; people type them in any case. */
export const INVITE_CODE = /^[A-Z0-9]{6,16}$/;
/** A generated code is good for seven days; the seeded demo codes never expire. */
export const INVITE_VALID_DAYS = 7;

export const inviteCodeSchema = z.object({
  code: z
    .string({ error: INVITE_MESSAGES.inviteCode })
    .trim()
    .min(1, INVITE_MESSAGES.inviteCode)
    .transform((s) => s.toUpperCase())
    .refine((s) => INVITE_CODE.test(s), INVITE_MESSAGES.inviteInvalid),
});

/** What a code leads to, shown before the person joins. */
export interface InviteInfo {
  code: string;
  tenantId: string;
  orgName: string;
  orgCategory: string;
  deptName: string;
  /** '' for a code that does not expire. */
  expireTime: string;
}
