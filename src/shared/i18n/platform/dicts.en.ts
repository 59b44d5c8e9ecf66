/** English twin of dicts.zh.ts. */
import type { DICT_MESSAGES } from '../../domain/dictionary';

const dictFields = {
  code: 'Code',
  dictValue: 'Name',
  dictKey: 'Key',
  sort: 'Sort order',
  isSealed: 'Sealed',
  remark: 'Remark',
  parentId: 'Parent dictionary',
};

const dictsEn = {
  name: 'Dictionary',
  fields: dictFields,
  actions: { configure: 'Entries' },
  sealed: { 0: 'No', 1: 'Yes' },
};
const dictItemsEn = {
  name: 'Dictionary entry',
  fields: dictFields,
  actions: { addChild: 'Add child' },
  sealed: { 0: 'No', 1: 'Yes' },
};

const dictMessagesEn: Record<keyof typeof DICT_MESSAGES, string> = {
  codeRequired: 'Please enter the dictionary code',
  codeFormat: 'The dictionary code is malformed',
  parentRequired: 'Please enter the parent dictionary id',
  parentFormat: 'The parent dictionary id is malformed',
  valueRequired: 'Please enter the dictionary name',
  keyRequired: 'Please enter the dictionary key',
  sortRequired: 'Please enter the sort order',
  sealedRequired: 'Please choose whether it is sealed',
  notFound: 'The dictionary does not exist or has been removed',
  parentUnknown: 'The parent dictionary does not exist or has been removed',
  codeTaken: 'This dictionary code already exists',
  keyTaken: 'Keys must be unique under the same parent',
  sealedRemove: 'A sealed dictionary entry cannot be removed',
  sealedKey: 'The key of a sealed dictionary entry cannot be changed',
  sealedCode: 'The code of a sealed dictionary cannot be changed',
  hasChildren: 'This dictionary still has entries; remove them first',
};

export const platformDictsEn = {
  resources: {
    dicts: dictsEn,
    dictItems: dictItemsEn,
    bizDicts: dictsEn,
    bizDictItems: dictItemsEn,
    dictScreens: {
      kinds: { system: 'System dictionaries', biz: 'Business dictionaries' },
      pickParent: 'Choose a dictionary on the left to see and maintain its entries',
      pickParentAbove: 'Choose a dictionary above to see and maintain its entries',
      itemsOf: 'Entries of {{name}} ({{code}})',
    },
  },
  messages: { dict: dictMessagesEn },
} as const;
