import { userExcelEndpoints } from '@shared/api/userExcelEndpoints';
import { USER_ADMIN_BUTTONS } from '@shared/domain/platformButtons';
import type { ExcelDeclaration } from '../../crud/actions/excel/types';

const hint = (key: string) => `resources.userExcel.hints.${key}`;

/**
 * The user table's Excel (issue 14): export of user/list with the filters on screen, the import
 * template and POST user/import. The users resource takes it as `excel: userExcel`. Export reads
 * the list's records by these keys; the importable columns are USER_IMPORT_KEYS (shared/domain/userExcel.ts).
 */
export const userExcel: ExcelDeclaration = {
  fileName: 'resources.userExcel.name',
  labels: 'resources.userExcel.fields',
  columns: [
    { key: 'account', hint: hint('account'), width: 18 },
    { key: 'name', hint: hint('name') },
    { key: 'realName', hint: hint('realName') },
    { key: 'phone', hint: hint('phone'), width: 16 },
    { key: 'email', hint: hint('email'), width: 24 },
    { key: 'userType', dict: 'user_type', hint: hint('userType') },
    { key: 'tenantId', hint: hint('tenantId') },
    { key: 'deptName', hint: hint('deptName'), width: 18 },
    { key: 'postName', hint: hint('postName'), width: 16 },
    { key: 'roleNames', hint: hint('roleNames'), width: 24 },
    { key: 'status', dict: 'userStatus', exportOnly: true },
    { key: 'createTime', kind: 'date', exportOnly: true, width: 20 },
  ],
  export: { permission: USER_ADMIN_BUTTONS.export },
  import: { endpoint: userExcelEndpoints.userImport, permission: USER_ADMIN_BUTTONS.import },
};
