/** The message centre's messages (its read filter). */
import { NOTICE_MESSAGES } from '../../domain/notice';

export const MESSAGE_CENTRE_MESSAGES = { noticeReadFormat: NOTICE_MESSAGES.readFormat };
