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
