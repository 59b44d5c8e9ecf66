/**
 * The messages that belong to no one domain: the shared error catalogue (spec 1 §8), what any
 * request may be answered, and the desktop core's own. What the person reads, verbatim in Chinese;
 * a domain's messages live in its src/shared/domain module. Each is a namespace of the catalogue
 * (i18n/zh.screens.ts `messages.<namespace>`) with its English twin in i18n/messages/<namespace>.en.ts.
 */
export const MESSAGES = {
  offline: '网络已断开',
  unknown: '未知错误',
  tokenMissing: 'token缺失，请重新登录',
  uploadFailed: '文件上传失败',
  uploadConfigFailed: '上传配置失败，请稍后继续上传',
  uploadInterrupted: '上传文件中断',
  uploadPaused: '已暂停上传',
  noDownloadPermission: '暂无下载权限！',
  selectAtLeastOne: '请选择至少一条数据',
  created: '新增成功',
  updated: '更新成功',
  deleted: '删除成功',
  sessionExpired: '登录已过期，请重新登录',
  badRequest: '请求参数有误',
  notFound: '请求的资源不存在',
  forbidden: '没有权限访问该资源',
  serverError: '服务器开小差了，请稍后再试',
  clientUnauthorized: '客户端认证失败',
  tenantMismatch: '租户与登录信息不一致',
  tooManyRequests: '请求过于频繁，请稍后再试',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** What a request's validation answers when zod worded the issue itself (validation.firstMessage). */
export const REQUEST_MESSAGES = {
  missingParam: '缺少必填参数: {{name}}',
  badParam: '参数 {{name}} 格式有误',
  missingBody: '缺少请求体',
  badBody: '请求体格式有误',
} as const;

/** 缺少必填参数: <name>, for a parameter a route reads by hand. */
export const missingParam = (name: string) => REQUEST_MESSAGES.missingParam.replace('{{name}}', name);
/** 参数 <name> 格式有误. */
export const badParam = (name: string) => REQUEST_MESSAGES.badParam.replace('{{name}}', name);

/** What the server answers to requests it cannot even read (src/server/http). */
export const HTTP_MESSAGES = {
  invalidJson: '请求体不是有效的JSON',
  emptyJson: '请求体不能为空',
  bodyTooLarge: '请求体过大',
  unsupportedMediaType: '不支持的请求内容类型',
  badUrl: '请求地址格式有误',
  badContentLength: '请求体长度有误',
  tooDeep: '请求体嵌套层级过深',
  captchaNotFound: '验证码不存在或已过期',
  hostRefused: '请求的主机名不是本服务器的地址',
  launchSecretMissing: '本服务只接受本应用客户端的请求',
  multipartRequired: '请使用 multipart/form-data 上传文件',
} as const;

/** The desktop core's own messages (src/main): what it refuses before any server is asked. */
export const CORE_MESSAGES = {
  apiPathInvalid: '路径不合法',
  serverUrlScheme: '服务器地址须以 http:// 或 https:// 开头',
  browserPicksFiles: '浏览器模式请在页面中选择文件',
  /** The host's page for a visitor without the printed address (before any renderer, so both languages). */
  hostAddressRequired: '请使用启动时打印的地址打开本应用。',
} as const;
