/** English twins of the server's request-level messages (src/shared/messages.ts HTTP_MESSAGES). */
import type { HTTP_MESSAGES } from '../../messages';

export const httpMessagesEn: Record<keyof typeof HTTP_MESSAGES, string> = {
  invalidJson: 'The request body is not valid JSON',
  emptyJson: 'The request body must not be empty',
  bodyTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Unsupported request content type',
  badUrl: 'The request address is malformed',
  badContentLength: 'The request body length is wrong',
  tooDeep: 'The request body is nested too deeply',
  captchaNotFound: 'The verification code does not exist or has expired',
  hostRefused: 'The requested host name is not an address of this server',
  launchSecretMissing: 'This service only accepts requests from this application',
  multipartRequired: 'Upload files as multipart/form-data',
};
