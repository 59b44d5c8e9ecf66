import { logEndpoints } from '@shared/api/logEndpoints';
import { API_METHODS, type ApiLog } from '@shared/domain/logs';
import type { ResourceDescriptor } from '../../crud/types';
import { logFields, logValues, type LogValues } from '../logViews/LogFields';
import { dateColumn } from '../../crud/columns';

const FIELDS = ['method', 'path', 'queryKeys', 'status', 'durationMs', 'userName', 'tenantName', 'tenantId', 'clientIp', 'clientId', 'createTime'] as const;

/** 接口日志 (/monitor/log/api): every answered call, read only; the operator's administrator only. */
export const apiLogs: ResourceDescriptor<ApiLog, LogValues> = {
  name: 'apiLogs',
  endpoints: { page: logEndpoints.apiList, detail: logEndpoints.apiDetail },
  modes: { view: {} },
  columns: [
    { key: 'method', width: 75 },
    // Every path starts /api/: the list shows what follows (module and call), the detail the whole path.
    { key: 'path', exportAs: 'text', render: (r) => r.path.replace(/^\/api\//, '') },
    { key: 'status', width: 70 },
    { key: 'durationMs', width: 110 },
    { key: 'userName', width: 90 },
    dateColumn('createTime', { width: 165 }),
  ],
  search: [
    { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
    { name: 'method', kind: 'select', options: API_METHODS.map((value) => ({ value, label: value })) },
    { name: 'path', kind: 'text' },
    { name: 'userName', kind: 'text' },
  ],
  empty: {},
  toValues: (r) => logValues(FIELDS, r),
  Fields: logFields(FIELDS),
};
