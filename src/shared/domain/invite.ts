/** Joining an organisation by an invitation code or link (personal centre, join tab, /invite; spec 3 §7 user-invite/*). */
import { z } from 'zod';
import { firstMessage, validate } from './validation';

export const INVITE_MESSAGES = {
  inviteCode: '请输入邀请码',
  inviteInvalid: '邀请码无效或已过期',
  inviteAlreadyJoined: '您已是该组织成员',
  inviteBlocked: '您在该组织的账号已被锁定或冻结，请联系管理员',
  inviteAdminOnly: '只有管理员可以生成邀请码',
  inviteApplied: '已提交申请，等待管理员审核',
  inviteAlreadyApplied: '您已提交加入申请，请等待管理员审核',
  inviteOperatorRefused: '平台运营组织不能通过邀请码加入',
  inviteManageAdminOnly: '只有管理员可以管理邀请码和加入申请',
  inviteRevoked: '邀请码已作废',
  inviteNotFound: '邀请码不存在或已失效',
  applicationNotFound: '加入申请不存在或已处理',
  applicationApproved: '已同意加入申请',
  applicationRefused: '已拒绝加入申请',
  inviteLinkForeign: '该链接不是本系统的邀请链接',
  inviteLinkNoCode: '邀请链接中没有邀请码',
} as const;

/** Codes are 6 to 16 letters and digits; people type them in any case. */
export const INVITE_CODE = /^[A-Z0-9]{6,16}$/;
/** A generated code is good for seven days; none is seeded, and none lasts for ever (issue 20). */
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
  expireTime: string;
  /** Who generated the code; '' when the account is gone. */
  inviterName: string;
}

/** One code of the administrator's organisation that can still be used (listed to be revoked). */
export interface ActiveInvite {
  code: string;
  deptName: string;
  createTime: string;
  expireTime: string;
  inviterName: string;
}

/** A person who joined by code and waits for the administrator (post join_status APPLY). */
export interface JoinApplication {
  /** The post's id: what approve and refuse take. */
  id: string;
  realName: string;
  account: string;
  phone: string;
  deptName: string;
  applyTime: string;
}

export const applicationIdSchema = z.object({
  id: z.string({ error: INVITE_MESSAGES.applicationNotFound }).trim().min(1, INVITE_MESSAGES.applicationNotFound).max(32, INVITE_MESSAGES.applicationNotFound),
});

/**
 * The invitation link (docs/decisions.md): the app's own address of the public page /invite with the
 * code, `<app origin>/invite?code=<code>`. The app opens it as a page and the join box reads it back.
 */
export const INVITE_PATH = '/invite';
/** Addresses of this app that carry an invitation code: the public page and the personal centre's join tab. */
const INVITE_LINK_PATHS = [INVITE_PATH, '/info/join', '/info/index'];

export function inviteLink(appOrigin: string, code: string): string {
  return `${appOrigin}${INVITE_PATH}?code=${encodeURIComponent(code)}`;
}

export type InviteInput = { ok: true; code: string } | { ok: false; message: string };

/** Anything with a scheme or a slash is taken for a link; codes are letters and digits only. */
const looksLikeLink = (text: string) => /^[a-z][a-z0-9+.-]*:/i.test(text) || text.includes('/');

/**
 * What a person typed or pasted into the join box: a code, or an invitation link of this app (same
 * scheme and host as `appOrigin`; the port may differ, browser mode picks its own) with ?code=.
 * The code is then checked by the same schema the server applies (and upper-cased).
 */
export function inviteCodeFromInput(input: string, appOrigin: string): InviteInput {
  const text = input.trim();
  let code = text;
  if (looksLikeLink(text)) {
    let link: URL;
    let own: URL;
    try {
      link = new URL(text);
      own = new URL(appOrigin);
    } catch {
      return { ok: false, message: INVITE_MESSAGES.inviteLinkForeign };
    }
    if (link.protocol !== own.protocol || link.hostname !== own.hostname || !INVITE_LINK_PATHS.includes(link.pathname)) {
      return { ok: false, message: INVITE_MESSAGES.inviteLinkForeign };
    }
    code = link.searchParams.get('code')?.trim() ?? '';
    if (!code) return { ok: false, message: INVITE_MESSAGES.inviteLinkNoCode };
  }
  const checked = validate(inviteCodeSchema, { code });
  return checked.success ? { ok: true, code: checked.data.code } : { ok: false, message: firstMessage(checked.error) };
}
