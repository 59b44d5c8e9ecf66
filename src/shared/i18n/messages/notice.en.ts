/** English twins of the notice form messages (src/shared/domain/notice.ts). */
import type { NOTICE_FORM_MESSAGES } from '../../domain/notice';

export const noticeMessagesEn: Record<keyof typeof NOTICE_FORM_MESSAGES, string> = { category: 'Choose the message type', title: 'Enter the notice title', content: 'Enter the notice content', status: 'Choose the status' };
