/**
 * Platform administration (issue 14), users: the resources' labels and the message catalogues of
 * this area, gathered so zh.screens.ts wires them with one import.
 */
import { EXCEL_MESSAGES } from '../../domain/excel';
import { USER_EXCEL_MESSAGES } from '../../domain/userExcel';
import { excelResourcesZh } from './excel.zh';

export const platformUsersZh = {
  resources: {
    // Excel export, template and import (H7): kept apart from the user screen's labels.
    ...excelResourcesZh,
  },
  messages: {
    excel: EXCEL_MESSAGES,
    userExcel: USER_EXCEL_MESSAGES,
  },
} as const;
