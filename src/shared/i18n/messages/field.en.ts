/** English twins of the field-kind messages (src/shared/domain/fields.ts). */
import type { FIELD_MESSAGES } from '../../domain/fields';

export const fieldMessagesEn: Record<keyof typeof FIELD_MESSAGES, string> = {
  number: 'Enter a valid number (at most two decimals)',
  dateTime: 'Dates are yyyy-MM-dd HH:mm:ss',
  idsFormat: 'The ids are not valid',
  date: 'Dates are yyyy-MM-dd',
  startRequired: 'Enter the start date',
  endRequired: 'Enter the end date',
  endBeforeStart: 'The end date cannot be before the start date',
};
