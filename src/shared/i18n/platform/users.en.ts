/** English twin of users.zh.ts. */
import { excelMessagesEn, userExcelMessagesEn } from '../messages/excel.en';
import { excelResourcesEn } from './excel.en';

export const platformUsersEn = {
  resources: {
    ...excelResourcesEn,
  },
  messages: {
    excel: excelMessagesEn,
    userExcel: userExcelMessagesEn,
  },
} as const;
