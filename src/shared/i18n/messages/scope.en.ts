/** English twins of the data-scope and API-scope messages (src/shared/domain/scopeMessages.ts). */
import type { SCOPE_MESSAGES } from '../../domain/scopeMessages';

export const scopeMessagesEn: Record<keyof typeof SCOPE_MESSAGES, string> = {
  dataNotFound: 'The data scope does not exist or was removed',
  apiNotFound: 'The API scope does not exist or was removed',
  dataName: 'Enter the data scope name',
  apiName: 'Enter the API scope name',
  code: 'Enter the scope code',
  codeFormat: 'The scope code may hold only letters, digits, underscores and hyphens',
  codeExists: 'The scope code already exists, please check',
  resource: 'Choose the data resource',
  type: 'Choose the scope type',
  column: 'Choose the rule field',
  value: 'Enter the rule values',
  valueFormat: 'The rule values are not valid',
  module: 'Choose the module',
  path: 'Enter the API path',
  pathFormat: 'The API path is not valid',
  method: 'The request method is not valid',
};
