/** English twin of logs.zh.ts. */
import type { LOG_MESSAGES } from '../../domain/logs';

const caller = { userName: 'Operator', tenantId: 'Organisation no.', tenantName: 'Organisation', clientIp: 'IP address' };

const logMessagesEn: Record<keyof typeof LOG_MESSAGES, string> = {
  serverErrorWithId: 'Internal server error (reference {{id}})',
  notFound: 'The log entry does not exist or has been pruned',
};

export const platformLogsEn = {
  resources: {
    usualLogs: {
      name: 'Usual log',
      fields: { ...caller, type: 'Type', title: 'Action', targetIds: 'Records', detail: 'Detail', createTime: 'Time' },
      types: { login: 'Sign-in', logout: 'Sign-out', grant: 'Grant change', status: 'Status change', remove: 'Removal' },
    },
    apiLogs: {
      name: 'API log',
      fields: { ...caller, userName: 'Caller', method: 'Method', path: 'Path', queryKeys: 'Query parameter names', status: 'Status', durationMs: 'Duration (ms)', clientId: 'Client', createTime: 'Time' },
    },
    errorLogs: {
      name: 'Error log',
      fields: { ...caller, userName: 'User', id: 'Error reference', source: 'Source', url: 'Address', time: 'Occurred at', type: 'Type', message: 'Message', stack: 'Stack', info: 'Further information', createTime: 'Recorded at' },
      sources: { client: 'App upload', server: 'Server' },
    },
    loginLogs: {
      name: 'Login records',
      fields: { phone: 'Phone / account', name: 'Name', tenantName: 'Organisation', loginTime: 'Login time', grantType: 'Method', client: 'Client', loginIp: 'Login IP', loginPort: 'Port', success: 'Result', reason: 'Reason refused' },
      results: { '1': 'Signed in', '0': 'Refused' },
      grantTypes: { password: 'Account and password', sms: 'SMS code' },
    },
  },
  messages: { logs: logMessagesEn },
} as const;
