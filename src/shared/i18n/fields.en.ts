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
  withDetail: '{{label}} ({{detail}})',
  inParentheses: ' ({{text}})',
  labelled: '{{label}}: {{value}}',
};

