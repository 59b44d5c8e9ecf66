/** English twins of the shell messages (messages/shell.zh.ts). */
import type { SHELL_MESSAGES } from './shell.zh';

export const shellMessagesEn: Record<keyof typeof SHELL_MESSAGES, string> = {
  registerTenantRequired: 'Please enter the tenant ID first',
  registerAccountRequired: 'Please enter the account name first',
  registerPasswordRequired: 'Please enter the password first',
  registerSubmitted: 'Your registration has been submitted. Please wait for an administrator to approve it!',
  registerSubmitFailed: 'Submission failed',
  registerAccountTaken: 'This account already exists. Please choose another account name.',
  registerApplicationPending: 'An application for this account is waiting for approval',
  registerAccountFormat: 'Account names use letters, digits, underscores and dots, 3 to 30 characters',
  registerPasswordLength: 'Passwords are 6 to 50 characters long',
  registerNameLength: 'The name must be at most 20 characters',
  errorLogSent: 'Sent!',
  errorLogCleared: 'Cleared!',
  errorLogEmpty: 'There are no logs to upload',
  errorLogTooMany: 'At most 200 log entries can be uploaded at once',
  frameworkNotSigned: 'Your organisation has not signed a framework cooperation agreement, so some business cannot proceed. Please contact the platform to sign one.',
  lockPasswordRequired: 'Please enter the lock password',
  lockPasswordWrong: 'The lock password is wrong',
  clearCacheConfirm: 'Clear the cache?',
  cacheCleared: 'Cache cleared',
  noticeNotFound: 'The notice does not exist or has been deleted',
  windowPathInvalid: 'The page address is invalid',
  windowUnsupported: 'New windows cannot be opened in this mode',
};
