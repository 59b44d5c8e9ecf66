/**
 * The shell's messages: the registration dialog's, the error log's and the framework agreement's
 * (from their domain modules), and the lock screen's, the cache's and the windows' own.
 */
import { AGREEMENT_MESSAGES } from '../../domain/agreement';
import { ERROR_LOG_MESSAGES } from '../../domain/errorLog';
import { REGISTRATION_MESSAGES } from '../../domain/registration';

/** Prefixed where a bare key would clash with the catalogue's (auth has its own tenantRequired). */
export const SHELL_MESSAGES = {
  registerTenantRequired: REGISTRATION_MESSAGES.tenantRequired,
  registerAccountRequired: REGISTRATION_MESSAGES.accountRequired,
  registerPasswordRequired: REGISTRATION_MESSAGES.passwordRequired,
  registerSubmitted: REGISTRATION_MESSAGES.submitted,
  registerSubmitFailed: REGISTRATION_MESSAGES.submitFailed,
  registerAccountTaken: REGISTRATION_MESSAGES.accountTaken,
  registerApplicationPending: REGISTRATION_MESSAGES.applicationPending,
  registerAccountFormat: REGISTRATION_MESSAGES.accountFormat,
  registerPasswordLength: REGISTRATION_MESSAGES.passwordLength,
  registerNameLength: REGISTRATION_MESSAGES.nameLength,
  errorLogSent: ERROR_LOG_MESSAGES.sent,
  errorLogCleared: ERROR_LOG_MESSAGES.cleared,
  errorLogEmpty: ERROR_LOG_MESSAGES.empty,
  errorLogTooMany: ERROR_LOG_MESSAGES.tooMany,
  frameworkNotSigned: AGREEMENT_MESSAGES.notSigned,
  lockPasswordRequired: '请输入锁屏密码',
  lockPasswordWrong: '锁屏密码错误',
  clearCacheConfirm: '是否需要清除缓存?',
  cacheCleared: '清除完毕',
  noticeNotFound: '公告不存在或已删除',
  windowPathInvalid: '页面地址有误',
  windowUnsupported: '当前模式不支持打开新窗口',
} as const;
