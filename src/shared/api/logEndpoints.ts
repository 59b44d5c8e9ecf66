/** The log screens' reads (spec 3 §7 log: usual, api, error, each list and detail; user/log/list). */
import type { ApiLog, ApiLogPageQuery, ErrorLogPageQuery, ErrorLogRecord, LoginLog, LoginLogPageQuery, UsualLog, UsualLogPageQuery } from '../domain/logs';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const log = <P, R>(path: string): Endpoint<P, R> => ({ module: 'log', method: 'GET', path });
const system = <P, R>(path: string): Endpoint<P, R> => ({ module: 'system', method: 'GET', path });

export const logEndpoints = {
  usualList: log<UsualLogPageQuery, Page<UsualLog>>('usual/list'),
  usualDetail: log<{ id: string }, UsualLog>('usual/detail'),
  apiList: log<ApiLogPageQuery, Page<ApiLog>>('api/list'),
  apiDetail: log<{ id: string }, ApiLog>('api/detail'),
  errorList: log<ErrorLogPageQuery, Page<ErrorLogRecord>>('error/list'),
  errorDetail: log<{ id: string }, ErrorLogRecord>('error/detail'),
  loginList: system<LoginLogPageQuery, Page<LoginLog>>('user/log/list'),
  loginDetail: system<{ id: string }, LoginLog>('user/log/detail'),
} as const;
