/**
 * The list imports of issue 18 (customers, members, filings), as user/import (issue 14): rows the
 * desktop core read from an .xlsx, imported in one transaction or not at all.
 */
import type { ImportReport, ImportRow } from '../domain/excel';
import type { Endpoint } from './endpoints';

const importOf = (module: 'system' | 'project', path: string): Endpoint<{ rows: ImportRow[] }, ImportReport> => ({ module, method: 'POST', path });

export const importEndpoints = {
  customerImport: importOf('system', 'cust_attention/import'),
  memberImport: importOf('system', 'member/import'),
  recordImport: importOf('project', 'record/import'),
} as const;
