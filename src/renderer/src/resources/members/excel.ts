import { importEndpoints } from '@shared/api/importEndpoints';
import { SEXES } from '@shared/domain/member';
import { MEMBER_BUTTONS } from '@shared/domain/organisationButtons';
import type { ExcelDeclaration } from '../../crud/actions/excel/types';

const hint = (key: string) => `resources.memberExcel.hints.${key}`;

/**
 * The members' import (issue 18): what 添加用户 asks, the job post, roles and department by name, the
 * region by name; the server checks each row with addMemberSchema (MEMBER_IMPORT_KEYS,
 * shared/domain/memberExcel.ts). No export of its own: 导出 writes the list's columns.
 */
export const memberExcel: ExcelDeclaration = {
  fileName: 'resources.members.name',
  columns: [
    { key: 'phone', hint: hint('phone'), width: 16 },
    { key: 'realName', hint: hint('realName') },
    { key: 'sex', options: SEXES.map((s) => ({ value: String(s), label: `resources.members.sexes.${s}` })), hint: hint('sex') },
    { key: 'areaCode', hint: hint('areaCode'), width: 26 },
    { key: 'postName', hint: hint('postName'), width: 16 },
    { key: 'roleNames', hint: hint('roleNames'), width: 24 },
    { key: 'deptName', hint: hint('deptName'), width: 18 },
  ],
  import: { endpoint: importEndpoints.memberImport, permission: MEMBER_BUTTONS.import },
};
