/** English twins of the message centre messages. */
import type { MESSAGE_CENTRE_MESSAGES } from './messageCentre.zh';

export const messageCentreMessagesEn: Record<keyof typeof MESSAGE_CENTRE_MESSAGES, string> = { noticeReadFormat: 'Invalid read status' };
