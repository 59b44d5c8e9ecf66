/** English twins of the request validation messages (src/shared/messages.ts REQUEST_MESSAGES). */
import type { REQUEST_MESSAGES } from '../../messages';

export const requestMessagesEn: Record<keyof typeof REQUEST_MESSAGES, string> = {
  missingParam: 'Missing required parameter: {{name}}',
  badParam: 'Parameter {{name}} is malformed',
  missingBody: 'The request body is missing',
  badBody: 'The request body is malformed',
};
