/** English twins of the sign-in messages (src/shared/domain/auth.ts). */
import type { AUTH_MESSAGES } from '../../domain/auth';

export const authMessagesEn: Record<keyof typeof AUTH_MESSAGES, string> = {
  badCredentials: 'Incorrect account or password',
  locked: 'Too many wrong passwords. The account is locked; please try again in 15 minutes.',
  tenantRequired: 'Please enter the tenant ID',
  tenantFormat: 'The tenant ID format is invalid',
  tenantUnknown: 'The tenant does not exist',
  accountRequired: 'Please enter your account',
  passwordRequired: 'Please enter your password',
  codeInvalid: 'The verification code is wrong or has expired',
  captchaInvalid: 'The image verification code is wrong',
  grantUnsupported: 'Unsupported grant type',
  grantNotConfigured: 'This server is not set up for this sign-in method',
  orgNotJoined: 'Your status in this organisation does not allow switching to it. Please contact an administrator.',
  orgUnknown: 'You have not joined this organisation',
  userDisabled: 'This account is disabled',
  captchaRequired: 'Please enter the image verification code',
  captchaDisabled: 'Image verification is not enabled',
  roleUnknown: 'You do not hold this role in this organisation',
  deptUnknown: 'You do not hold a post in this department',
  orgDisabled: 'This organisation is disabled. Please contact an administrator.',
  smsTooFrequent: 'Verification codes are being requested too often. Please try again later.',
  signInThrottled: 'Too many failed sign-ins. Please try again later.',
  smsLimitReached: 'Too many verification codes have been requested. Please try again later.',
};
