/** English twins of the shared error catalogue (src/shared/messages.ts MESSAGES). */
import type { MESSAGES } from '../../messages';

export const commonMessagesEn: Record<keyof typeof MESSAGES, string> = {
  offline: 'You are offline',
  unknown: 'Unknown error',
  tokenMissing: 'Your session token is missing. Please sign in again.',
  uploadFailed: 'File upload failed',
  uploadConfigFailed: 'Upload configuration failed. Please continue the upload later.',
  uploadInterrupted: 'File upload interrupted',
  uploadPaused: 'Upload paused',
  noDownloadPermission: 'You do not have permission to download this file!',
  selectAtLeastOne: 'Please select at least one record',
  created: 'Created successfully',
  updated: 'Updated successfully',
  deleted: 'Deleted successfully',
  sessionExpired: 'Your session has expired. Please sign in again.',
  badRequest: 'The request parameters are invalid',
  notFound: 'The requested resource does not exist',
  forbidden: 'You do not have permission to access this resource',
  serverError: 'The server is having trouble. Please try again later.',
  clientUnauthorized: 'Client authentication failed',
  tenantMismatch: 'The tenant does not match your sign-in',
  tooManyRequests: 'Too many requests. Please try again later.',
};
