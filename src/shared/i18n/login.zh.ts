/** The login page (spec 1 §1): the account form's words; the tabs and the phone form's are in shell.zh.ts (shell.login). */
export const loginZh = {
  pageTitle: '登录',
  heading: '欢迎登录',
  subtitle: '使用您的组织账号登录',
  tenantId: '租户编号',
  username: '账号',
  password: '密码',
  tenantIdPlaceholder: '请输入租户编号',
  usernamePlaceholder: '请输入账号',
  passwordPlaceholder: '请输入密码',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  submit: '登录',
  submitting: '正在登录…',
  failed: '登录失败',
  footer: '版本 {{version}}',
};
