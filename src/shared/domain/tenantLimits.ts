/**
 * What a tenant's setting limits (spec 3 §7 tenant/setting): how many members it may hold and until
 * when anyone may sign in to it. The server refuses with these messages; the setting form uses them.
 */
export const TENANT_LIMIT_MESSAGES = {
  expired: '该租户已过期，请联系平台管理员',
  quotaReached: '该租户账号额度已满，请联系平台管理员',
} as const;

/** -1: no limit on the number of members. */
export const UNLIMITED_ACCOUNTS = -1;

/** An expiry time of '' never comes; otherwise both are yyyy-MM-dd HH:mm:ss, which sort as text. */
export function tenantExpired(expireTime: string, now: string): boolean {
  return expireTime !== '' && expireTime <= now;
}

/** Whether one more member fits under the quota. */
export function quotaAllowsOneMore(quota: number, members: number): boolean {
  return quota === UNLIMITED_ACCOUNTS || members < quota;
}
