/** English twins of the follow-up record messages (src/shared/domain/followRecord.ts). */
import type { FOLLOW_RECORD_MESSAGES } from '../../domain/followRecord';

export const followRecordMessagesEn: Record<keyof typeof FOLLOW_RECORD_MESSAGES, string> = {
  followCustomer: 'Choose the customer',
  followStartTime: 'Choose the start time',
  followEndTime: 'Choose the end time',
  followEndBeforeStart: 'The end cannot be before the start',
  followTheme: 'Enter the subject',
  followRemark: 'Enter the details',
  followImageLink: 'The image address is not valid',
  followNotFound: 'The follow-up record does not exist or was deleted',
};
