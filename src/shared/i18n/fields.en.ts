import type { FIELD_MESSAGES } from '../domain/fields';
import type { fieldsZh } from './fields.zh';

type Shape<T> = { [K in keyof T]: string };

export const fieldsEn: Shape<typeof fieldsZh> = {
  yuan: 'CNY',
  percent: '%',
  rangeStart: 'Start date',
  rangeEnd: 'End date',
  rangeTo: 'to',
  richToolbar: 'Formatting toolbar',
  bold: 'Bold',
  italic: 'Italic',
  heading2: 'Heading 2',
  heading3: 'Heading 3',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  link: 'Link',
  linkPrompt: 'Link address (leave empty to remove the link)',
  editor: '{{label}} editor',
  counter: '{{count}}/{{max}}',
  pickerSearch: 'Search',
  pickerEmpty: 'No match',
  disabledEntry: ' (disabled)',
};

/** English twins of the field rules' messages (the Chinese ones are FIELD_MESSAGES). */
export const FIELD_MESSAGES_EN: Shape<typeof FIELD_MESSAGES> = {
  number: 'Enter a valid number (at most two decimals)',
  dateTime: 'Dates are yyyy-MM-dd HH:mm:ss',
  idsFormat: 'The ids are not valid',
  date: 'Dates are yyyy-MM-dd',
  startRequired: 'Enter the start date',
  endRequired: 'Enter the end date',
  endBeforeStart: 'The end date cannot be before the start date',
};
