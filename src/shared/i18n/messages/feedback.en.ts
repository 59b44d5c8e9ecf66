/** English twins of the feedback messages (src/shared/domain/feedback.ts). */
import type { FEEDBACK_MESSAGES } from '../../domain/feedback';

export const feedbackMessagesEn: Record<keyof typeof FEEDBACK_MESSAGES, string> = {
  feedbackTypeRequired: 'Please choose a feedback type',
  feedbackTitleRequired: 'Please enter a title',
  feedbackConfirm: 'Submit this feedback?',
  feedbackNotFound: 'The feedback does not exist or has been deleted',
  feedbackIdsFormat: 'The feedback ids are invalid',
  feedbackStatusFormat: 'The feedback status is invalid',
  feedbackFileFormat: 'The attachment link is invalid',
};
