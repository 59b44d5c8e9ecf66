/** Password change (修改密码) on the account security tab. */
export const passwordZh = { name: '修改密码', fields: { oldPassword: '原密码', newPassword: '新密码', newPassword1: '确认新密码' } };
