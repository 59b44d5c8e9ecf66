/**
 * The messages of the data-scope and API-scope rules (spec 3 §6, §7), one catalogue for both forms
 * (registered as `messages.scope`; English twins in i18n/messages/scope.en.ts).
 */
export const SCOPE_MESSAGES = {
  dataNotFound: '数据权限不存在或已删除',
  apiNotFound: '接口权限不存在或已删除',
  dataName: '请输入数据权限名称',
  apiName: '请输入接口权限名称',
  code: '请输入权限编号',
  codeFormat: '权限编号只能包含字母、数字、下划线和短横线',
  codeExists: '权限编号已存在，请检查',
  resource: '请选择数据资源',
  type: '请选择权限类型',
  column: '请选择规则字段',
  value: '请输入规则取值',
  valueFormat: '规则取值格式有误',
  module: '请选择所属模块',
  path: '请输入接口路径',
  pathFormat: '接口路径格式有误',
  method: '请求方式有误',
} as const;

/** The scope screens' button codes are SCOPE_BUTTONS (organisationButtons.ts). */
export const SCOPE_LIMITS = { name: 50, code: 64, value: 500, path: 200, remark: 200 } as const;
