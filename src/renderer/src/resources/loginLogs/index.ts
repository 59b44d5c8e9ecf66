import { logEndpoints } from '@shared/api/logEndpoints';
import type { LoginLog } from '@shared/domain/logs';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { logFields, logValues, type LogValues } from '../logViews/LogFields';
import { labelColumn } from '../../crud/columns';

const resultLabel = (success: number) => looseT(`resources.loginLogs.results.${success}`);
const grantLabel = (grant: string) => (grant ? looseT(`resources.loginLogs.grantTypes.${grant}`) : '');
const FIELDS = ['phone', 'name', 'tenantName', 'loginTime', 'grantType', 'client', 'loginIp', 'loginPort', 'success', 'reason'] as const;

/**
 * 登录日志 (/system/login-log, user/log/list): every sign-in, refused ones too. The operator's
 * administrator sees all organisations, an organisation's administrator its own.
 */
export const loginLogs: ResourceDescriptor<LoginLog, LogValues> = {
  name: 'loginLogs',
  endpoints: { page: logEndpoints.loginList, detail: logEndpoints.loginDetail },
  modes: { view: {} },
  // The spec's record (phone, name, login time, client, IP, port) and the result; the organisation and the reason are in the detail.
  columns: [
    // A refused sign-in of an unknown account shows what was typed.
    // The account where no mobile number is known: the export writes the number only.
    { key: 'phone', width: 110, exportAs: 'text', render: (r) => r.phone || r.account },
    { key: 'name', width: 70 },
    { key: 'loginTime' },
    { key: 'client', width: 95 },
    { key: 'loginIp', width: 95 },
    { key: 'loginPort', width: 55 },
    labelColumn('success', 'resources.loginLogs.results', [0, 1], { width: 60 }),
  ],
  search: [
    { name: 'loginTime', kind: 'dateRange', from: 'loginTimeFrom', to: 'loginTimeTo' },
    { name: 'phone', kind: 'text' },
    { name: 'name', kind: 'text' },
    {
      name: 'success',
      kind: 'select',
      get options() {
        return ['1', '0'].map((value) => ({ value, label: resultLabel(Number(value)) }));
      },
    },
  ],
  empty: {},
  toValues: (r) => logValues(FIELDS, { ...r, phone: r.phone || r.account, success: resultLabel(r.success), grantType: grantLabel(r.grantType) }),
  Fields: logFields(FIELDS, ['reason']),
};
