/** Joining an enterprise by invitation code (加入企业). */
export const inviteZh = { name: '加入企业', fields: { code: '邀请码' } };
