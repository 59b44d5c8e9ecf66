/**
 * The user table's Excel import (issue 14). Export and the template need no endpoint of their own:
 * the desktop core pages through user/list and writes the template from the list's declaration.
 */
import type { ImportReport, ImportRow } from '../domain/excel';
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

export const userExcelEndpoints = {
  /** Rows read from the sheet; all imported in one transaction, or none with each bad row's errors. */
  userImport: system<{ rows: ImportRow[] }, ImportReport>('POST', 'user/import'),
} as const;
