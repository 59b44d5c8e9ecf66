/**
 * Reads of the logs for their screens: one page with the caller's name and organisation joined at
 * read time (the writes stay one cheap INSERT), searched by time range, type and caller.
 */
import { ALL_RECORDS } from '@shared/api/envelope';
import { dayRange } from '@shared/domain/fields';
import type { ApiLog, ErrorLogRecord, ErrorSource, LoginLog, UsualLog, UsualLogType } from '@shared/domain/logs';
import type { Executor } from '../db/database';
import type { AnySelect } from '../repositories/tenant-rows';

type Q = Record<string, unknown>;
type AnyRow = Record<string, unknown>;
export type LogKind = 'usual_log' | 'api_log' | 'error_log' | 'auth_log';

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The log's rows with who (user name) and which organisation (tenant name) beside them. */
function rowsOf(db: Executor, table: LogKind): AnySelect {
  // The four tables share the joined columns; kysely's per-table typing cannot follow a table chosen at run time.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (db as any)
    .selectFrom(`${table} as l`)
    .leftJoin('app_user as u', 'u.id', 'l.user_id')
    .leftJoin('tenant as t', 't.tenant_id', 'l.tenant_id');
}

/** Rows from the first day's 00:00:00 to the last day's 23:59:59 (spec 1 §9). */
function withinDays(query: AnySelect, from: unknown, to: unknown): AnySelect {
  const range = dayRange(from as string | undefined, to as string | undefined);
  let next = query;
  if (range.from) next = next.where('l.create_time', '>=', range.from);
  if (range.to) next = next.where('l.create_time', '<=', range.to);
  return next;
}

/** The caller's real name or account contains the text. */
function byCaller(query: AnySelect, name: unknown): AnySelect {
  if (!given(name)) return query;
  const text = `%${String(name)}%`;
  return query.where((eb) => eb.or([eb('u.real_name', 'like', text), eb('u.account', 'like', text)]));
}

function filtered(db: Executor, table: LogKind, q: Q, tenantId: string | undefined): AnySelect {
  let query = rowsOf(db, table);
  if (tenantId !== undefined) query = query.where('l.tenant_id', '=', tenantId);
  if (table === 'auth_log') {
    query = withinDays(query, q.loginTimeFrom, q.loginTimeTo).where('l.kind', '=', 'login');
    if (given(q.phone)) query = query.where((eb) => eb.or([eb('l.account', 'like', `%${String(q.phone)}%`), eb('u.phone', 'like', `%${String(q.phone)}%`)]));
    if (given(q.name)) query = query.where('u.real_name', 'like', `%${String(q.name)}%`);
    if (given(q.success)) query = query.where('l.success', '=', Number(q.success));
    return query;
  }
  query = byCaller(withinDays(query, q.createTimeFrom, q.createTimeTo), q.userName);
  if (table === 'usual_log') {
    if (given(q.type)) query = query.where('l.type', '=', q.type);
    if (given(q.title)) query = query.where('l.title', 'like', `%${String(q.title)}%`);
  } else if (table === 'api_log') {
    if (given(q.method)) query = query.where('l.method', '=', q.method);
    if (given(q.status)) query = query.where('l.status', '=', Number(q.status));
    if (given(q.path)) query = query.where('l.path', 'like', `%${String(q.path)}%`);
  } else {
    if (given(q.source)) query = query.where('l.source', '=', q.source);
    if (given(q.type)) query = query.where('l.type', 'like', `%${String(q.type)}%`);
  }
  return query;
}

const joined = (query: AnySelect) => query.selectAll('l').select(['u.real_name as user_real_name', 'u.account as user_account', 'u.phone as user_phone', 't.name as tenant_name']);

/** One page of a log, newest first; `tenantId` narrows it to one organisation (undefined: all). */
export async function pageLog(db: Executor, table: LogKind, q: Q & { current: number; size: number }, tenantId?: string): Promise<{ rows: AnyRow[]; total: number }> {
  const base = filtered(db, table, q, tenantId);
  const totalRow = (await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()) as { n: unknown };
  let page = joined(base).orderBy('l.create_time', 'desc').orderBy('l.id', 'desc');
  if (q.size !== ALL_RECORDS) page = page.limit(q.size).offset((q.current - 1) * q.size);
  return { rows: (await page.execute()) as AnyRow[], total: Number(totalRow.n) };
}

export async function findLog(db: Executor, table: LogKind, id: string, tenantId?: string): Promise<AnyRow | undefined> {
  let query = joined(rowsOf(db, table)).where('l.id', '=', id);
  if (table === 'auth_log') query = query.where('l.kind', '=', 'login');
  if (tenantId !== undefined) query = query.where('l.tenant_id', '=', tenantId);
  return (await query.executeTakeFirst()) as AnyRow | undefined;
}

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function caller(row: AnyRow) {
  return {
    tenantId: s(row.tenant_id),
    tenantName: s(row.tenant_name),
    userId: s(row.user_id),
    userName: s(row.user_real_name) || s(row.user_account),
    clientIp: s(row.client_ip),
    createTime: s(row.create_time),
  };
}

export const toUsualLog = (row: AnyRow): UsualLog => ({
  ...caller(row),
  id: s(row.id),
  type: s(row.type) as UsualLogType,
  title: s(row.title),
  targetIds: s(row.target_ids),
  detail: s(row.detail),
});

export const toApiLog = (row: AnyRow): ApiLog => ({
  ...caller(row),
  id: s(row.id),
  method: s(row.method),
  path: s(row.path),
  queryKeys: s(row.query_keys),
  status: Number(row.status),
  durationMs: Number(row.duration_ms),
  clientId: s(row.client_id),
});

export const toErrorLog = (row: AnyRow): ErrorLogRecord => ({
  ...caller(row),
  id: s(row.id),
  source: s(row.source) as ErrorSource,
  url: s(row.url),
  time: s(row.time),
  type: s(row.type),
  message: s(row.message),
  stack: s(row.stack),
  info: s(row.info),
});

export const toLoginLog = (row: AnyRow): LoginLog => ({
  id: s(row.id),
  tenantId: s(row.tenant_id),
  tenantName: s(row.tenant_name),
  account: s(row.account),
  phone: s(row.user_phone),
  name: s(row.user_real_name),
  loginTime: s(row.create_time),
  grantType: s(row.grant_type),
  client: s(row.client_id),
  loginIp: s(row.client_ip),
  loginPort: Number(row.client_port),
  success: Number(row.success) === 1 ? 1 : 0,
  reason: s(row.reason),
});
