/** English twins of the desktop core's messages (src/shared/messages.ts CORE_MESSAGES). */
import type { CORE_MESSAGES } from '../../messages';

export const coreMessagesEn: Record<keyof typeof CORE_MESSAGES, string> = {
  apiPathInvalid: 'The path is not valid',
  serverUrlScheme: 'The server address must start with http:// or https://',
  browserPicksFiles: 'In browser mode, choose files on the page',
  hostAddressRequired: 'Open the app with the address printed at start.',
};
