/**
 * The logs of the reference server (spec 3 §3 login record and log entry, §7 log: usual, api, error;
 * user/log/list): their records, the list queries and the one message the client reads.
 */
import { z } from 'zod';
import { searchText } from './fields';
import { pageQuerySchema } from './paging';

export const LOG_MESSAGES = {
  /** A 5xx: the stack stays on the server under this id; the person can quote it. */
  serverErrorWithId: '服务器内部错误（编号 {{id}}）',
  notFound: '日志不存在或已清理',
} as const;

export function serverErrorMessage(id: string): string {
  return LOG_MESSAGES.serverErrorWithId.replace('{{id}}', id);
}

/** Business events of the usual log. */
export const USUAL_LOG_TYPES = ['login', 'logout', 'grant', 'status', 'remove'] as const;
export type UsualLogType = (typeof USUAL_LOG_TYPES)[number];

/** Who wrote an error log entry: the desktop app (error-log/upload) or this server (a 5xx). */
export const ERROR_SOURCES = ['client', 'server'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

export const API_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** Days logs are kept unless CEM_LOG_RETENTION_DAYS says otherwise. */
export const DEFAULT_LOG_RETENTION_DAYS = 90;

/** What every log row shows of who and where. */
interface LogCaller {
  tenantId: string;
  tenantName: string;
  userId: string;
  /** The caller's real name, else account; '' for an anonymous call. */
  userName: string;
  clientIp: string;
  createTime: string;
}

export interface UsualLog extends LogCaller {
  id: string;
  type: UsualLogType;
  title: string;
  targetIds: string;
  detail: string;
}

export interface ApiLog extends LogCaller {
  id: string;
  method: string;
  path: string;
  queryKeys: string;
  status: number;
  durationMs: number;
  clientId: string;
}

export interface ErrorLogRecord extends LogCaller {
  id: string;
  source: ErrorSource;
  url: string;
  /** When it happened (the client's clock for uploads). */
  time: string;
  type: string;
  message: string;
  stack: string;
  info: string;
}

/** A login record (user/log/list): successful and refused sign-ins. */
export interface LoginLog {
  id: string;
  tenantId: string;
  tenantName: string;
  /** The account or phone the sign-in named. */
  account: string;
  phone: string;
  name: string;
  loginTime: string;
  grantType: string;
  client: string;
  loginIp: string;
  loginPort: number;
  /** 1 signed in, 0 refused. */
  success: 0 | 1;
  reason: string;
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blankToUndefined, z.enum(values).optional());
const timeRange = { createTimeFrom: z.string().trim().max(19).optional(), createTimeTo: z.string().trim().max(19).optional() };

/** GET log usual/list: time range, type, caller's name. */
export const usualLogPageQuerySchema = pageQuerySchema.extend({ ...timeRange, type: optionalEnum(USUAL_LOG_TYPES), userName: searchText, title: searchText });
/** GET log api/list: time range, method, status, path, caller's name. */
export const apiLogPageQuerySchema = pageQuerySchema.extend({
  ...timeRange,
  method: optionalEnum(API_METHODS),
  status: z.preprocess(blankToUndefined, z.coerce.number().int().min(100).max(599).optional()),
  path: searchText,
  userName: searchText,
});
/** GET log error/list: time range, source, type, caller's name. */
export const errorLogPageQuerySchema = pageQuerySchema.extend({ ...timeRange, source: optionalEnum(ERROR_SOURCES), type: searchText, userName: searchText });
/** GET user/log/list: login time range, account or phone (≤11), name (≤10), signed in or refused. */
export const loginLogPageQuerySchema = pageQuerySchema.extend({
  loginTimeFrom: z.string().trim().max(19).optional(),
  loginTimeTo: z.string().trim().max(19).optional(),
  phone: z.string().trim().max(11).optional(),
  name: z.string().trim().max(10).optional(),
  success: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
});

export type UsualLogPageQuery = z.input<typeof usualLogPageQuerySchema>;
export type ApiLogPageQuery = z.input<typeof apiLogPageQuerySchema>;
export type ErrorLogPageQuery = z.input<typeof errorLogPageQuerySchema>;
export type LoginLogPageQuery = z.input<typeof loginLogPageQuerySchema>;
