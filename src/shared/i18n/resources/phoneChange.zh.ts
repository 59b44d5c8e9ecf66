/** Phone change (更换手机号) on the account security tab. */
export const phoneChangeZh = { name: '更换手机号', fields: { phone: '新手机号', code: '验证码' } };
