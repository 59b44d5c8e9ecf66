import { importEndpoints } from '@shared/api/importEndpoints';
import { RECORD_BUTTONS } from '@shared/domain/projectButtons';
import { CHOOSABLE_RECORD_STATUSES } from '@shared/domain/projectRecord';
import type { ExcelDeclaration } from '../../crud/actions/excel/types';

const hint = (key: string) => `resources.recordExcel.hints.${key}`;

/**
 * The filings' import (issue 18): the add form's fields under its labels, dictionary values by label,
 * the region and the parties by name; the server checks each row with recordAddSchema
 * (RECORD_IMPORT_KEYS, shared/domain/recordExcel.ts). No export of its own: 导出 writes the list's columns.
 */
export const recordExcel: ExcelDeclaration = {
  fileName: 'resources.projectRecords.name',
  columns: [
    { key: 'name', hint: hint('name'), width: 30 },
    { key: 'status', options: CHOOSABLE_RECORD_STATUSES.map((s) => ({ value: String(s), label: `resources.projectRecords.statuses.${s}` })), hint: hint('status') },
    { key: 'regionId', hint: hint('regionId'), width: 26 },
    { key: 'detailAddr', hint: hint('detailAddr'), width: 30 },
    { key: 'type', dict: 'xmlx', hint: hint('type') },
    { key: 'mainIndustry', dict: 'xmhy', hint: hint('mainIndustry') },
    { key: 'otherIndustry', dict: 'xmhy', hint: hint('otherIndustry'), width: 24 },
    { key: 'scale', hint: hint('scale'), width: 30 },
    { key: 'remark', hint: hint('remark'), width: 24 },
    { key: 'ownerUnitName', hint: hint('ownerUnitName'), width: 28 },
    { key: 'resProviderName', hint: hint('resProviderName'), width: 28 },
  ],
  import: { endpoint: importEndpoints.recordImport, permission: RECORD_BUTTONS.import },
};
