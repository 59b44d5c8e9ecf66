import { logEndpoints } from '@shared/api/logEndpoints';
import { ERROR_SOURCES, type ErrorLogRecord } from '@shared/domain/logs';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { logFields, logValues, type LogValues } from '../logViews/LogFields';
import { dateColumn, labelColumn } from '../../crud/columns';

const sourceLabel = (source: string) => looseT(`resources.errorLogs.sources.${source}`);
const FIELDS = ['id', 'source', 'type', 'url', 'time', 'userName', 'tenantName', 'createTime', 'message', 'stack', 'info'] as const;

/**
 * 错误日志 (/monitor/log/error): both kinds in one list, told apart by their source — the server's
 * own 5xx (the id the person was shown, the stack kept here) and the logs the app uploaded.
 */
export const errorLogs: ResourceDescriptor<ErrorLogRecord, LogValues> = {
  name: 'errorLogs',
  endpoints: { page: logEndpoints.errorList, detail: logEndpoints.errorDetail },
  modes: { view: {} },
  columns: [
    { key: 'id', width: 170 },
    labelColumn('source', 'resources.errorLogs.sources', ['client', 'server'], { width: 110 }),
    { key: 'type', width: 70 },
    { key: 'message' },
    { key: 'userName', width: 75 },
    dateColumn('createTime', { width: 160 }),
  ],
  search: [
    { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
    {
      name: 'source',
      kind: 'select',
      get options() {
        return ERROR_SOURCES.map((value) => ({ value, label: sourceLabel(value) }));
      },
    },
    { name: 'type', kind: 'text' },
    { name: 'userName', kind: 'text' },
  ],
  empty: {},
  toValues: (r) => logValues(FIELDS, { ...r, source: sourceLabel(r.source) }),
  Fields: logFields(FIELDS, ['message', 'stack', 'info']),
};
