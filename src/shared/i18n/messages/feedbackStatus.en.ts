/** English twins of the feedback status messages (src/shared/domain/feedback.ts). */
import type { FEEDBACK_STATUS_MESSAGES } from '../../domain/feedback';

export const feedbackStatusMessagesEn: Record<keyof typeof FEEDBACK_STATUS_MESSAGES, string> = { feedbackStatusRequired: 'Please choose a status' };
