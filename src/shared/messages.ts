/**
 * The shared error catalogue (spec 1 §8): what the person reads, verbatim in Chinese. The English
 * twins live in i18n/en.ts under `messages.<key>`.
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
