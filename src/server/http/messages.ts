/** What the server answers to requests it cannot even read; the rest comes from src/shared. */
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
} as const;
