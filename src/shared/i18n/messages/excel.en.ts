/** English twins of the Excel messages (src/shared/domain/excel.ts, userExcel.ts). */
import type { EXCEL_MESSAGES } from '../../domain/excel';
import type { USER_EXCEL_MESSAGES } from '../../domain/userExcel';

export const excelMessagesEn: Record<keyof typeof EXCEL_MESSAGES, string> = {
  fileReadFailed: 'The file could not be read!',
  importRefused: 'Import failed: some rows are wrong, nothing was imported',
  imported: 'Imported',
  tooManyRows: 'One import holds at most 1000 rows',
  exportTooLarge: 'Too many records to export; narrow the search',
  exportFailed: 'The export failed; try again',
};

export const userExcelMessagesEn: Record<keyof typeof USER_EXCEL_MESSAGES, string> = {
  accountRequired: 'Enter the account',
  accountFormat: 'An account holds only letters, digits, underscores, dots and @',
  nicknameRequired: 'Enter the nickname',
  realNameRequired: 'Enter the real name',
  realNameLength: 'A real name has 2 to 5 characters',
  userTypeRequired: 'Enter the user type',
  userTypeUnknown: 'No such user type',
  tenantFormat: 'A tenant ID is 6 digits',
  deptRequired: 'Enter the department',
  deptUnknown: 'The tenant has no department of this name',
  deptAmbiguous: 'The tenant has several departments of this name',
  jobPostRequired: 'Enter the job post',
  jobPostUnknown: 'The tenant has no job post of this name',
  rolesRequired: 'Enter the roles',
  roleUnknown: 'The tenant has no role of this name',
  accountRepeated: 'This account appears twice in the file',
  accountTaken: 'This account already exists',
  phoneRepeated: 'This mobile number appears twice in the file',
  phoneTaken: 'This mobile number is used by another account',
};
