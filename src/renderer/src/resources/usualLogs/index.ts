import { logEndpoints } from '@shared/api/logEndpoints';
import { USUAL_LOG_TYPES, type UsualLog } from '@shared/domain/logs';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { logFields, logValues, type LogValues } from '../logViews/LogFields';
import { dateColumn, labelColumn } from '../../crud/columns';

const typeLabel = (type: string) => looseT(`resources.usualLogs.types.${type}`);
const FIELDS = ['type', 'title', 'userName', 'tenantName', 'tenantId', 'clientIp', 'createTime', 'targetIds', 'detail'] as const;

/** 通用日志 (/monitor/log/usual): business events, read only; the operator's administrator only. */
export const usualLogs: ResourceDescriptor<UsualLog, LogValues> = {
  name: 'usualLogs',
  endpoints: { page: logEndpoints.usualList, detail: logEndpoints.usualDetail },
  modes: { view: {} },
  columns: [
    labelColumn('type', 'resources.usualLogs.types', ['login', 'logout', 'grant', 'status', 'remove'], { width: 100 }),
    { key: 'title' },
    { key: 'userName', width: 100 },
    { key: 'tenantName', width: 170 },
    dateColumn('createTime', { width: 165 }),
  ],
  search: [
    { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
    {
      name: 'type',
      kind: 'select',
      get options() {
        return USUAL_LOG_TYPES.map((value) => ({ value, label: typeLabel(value) }));
      },
    },
    { name: 'userName', kind: 'text' },
  ],
  empty: {},
  toValues: (r) => logValues(FIELDS, { ...r, type: typeLabel(r.type) }),
  Fields: logFields(FIELDS),
};
