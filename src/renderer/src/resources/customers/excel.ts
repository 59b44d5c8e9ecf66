import { importEndpoints } from '@shared/api/importEndpoints';
import { CUSTOMER_BUTTONS } from '@shared/domain/customer';
import type { ExcelDeclaration } from '../../crud/actions/excel/types';

const hint = (key: string) => `resources.customerExcel.hints.${key}`;

/**
 * The customers' import (issue 18): the add form's fields under its labels, the region by name; the
 * server checks each row with customerAddSchema (CUSTOMER_IMPORT_KEYS, shared/domain/customerExcel.ts).
 * No export of its own: 导出 writes the list's columns.
 */
export const customerExcel: ExcelDeclaration = {
  fileName: 'resources.customers.name',
  columns: [
    { key: 'compName', hint: hint('compName'), width: 28 },
    { key: 'legal', hint: hint('legal') },
    { key: 'areaCode', hint: hint('areaCode'), width: 26 },
    { key: 'contacts', hint: hint('contacts') },
    { key: 'phone', hint: hint('phone'), width: 16 },
    { key: 'wechat', hint: hint('wechat') },
    { key: 'qq', hint: hint('qq') },
    { key: 'email', hint: hint('email'), width: 24 },
    { key: 'remark', hint: hint('remark'), width: 30 },
  ],
  import: { endpoint: importEndpoints.customerImport, permission: CUSTOMER_BUTTONS.import },
};
