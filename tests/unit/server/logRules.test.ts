/** The logs' rules that need no server: what a request may leave in a log, the retention, the one message. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { basicAuth } from '@shared/api/headers';
import { localiseMessage } from '@shared/i18n';
import { DEFAULT_LOG_RETENTION_DAYS, LOG_MESSAGES, serverErrorMessage, usualLogPageQuerySchema, loginLogPageQuerySchema } from '@shared/domain/logs';
import { loadConfig } from '../../../src/server/config';
import { retentionCutoff } from '../../../src/server/logs/prune';
import { clientIdOf, namedTenant, splitUrl } from '../../../src/server/logs/request';
import { LogWriter } from '../../../src/server/logs/writer';

describe('what a request leaves in the api log', () => {
  it('keeps the path and only the names of the query parameters, never their values', () => {
    expect(splitUrl('/api/x/user/list?phone=13800000000&code=123456&phone=1')).toEqual({ path: '/api/x/user/list', queryKeys: 'phone,code' });
    expect(splitUrl('/api/x/notice/page')).toEqual({ path: '/api/x/notice/page', queryKeys: '' });
  });

  it("keeps the client's id and never its secret", () => {
    expect(clientIdOf(basicAuth('cem-desktop', 'top-secret'))).toBe('cem-desktop');
    expect(clientIdOf('Bearer abc')).toBe('');
    expect(clientIdOf(undefined)).toBe('');
    expect(clientIdOf(`Basic ${Buffer.from('no-colon').toString('base64')}`)).toBe('');
  });

  it('takes a named tenant only when it looks like one', () => {
    expect(namedTenant('100004')).toBe('100004');
    expect(namedTenant("1' or 1=1")).toBe('');
    expect(namedTenant(undefined)).toBe('');
  });
});

describe('the 5xx message', () => {
  it('gives the id in Chinese and in English', () => {
    expect(serverErrorMessage('1795674985397361784')).toBe('服务器内部错误（编号 1795674985397361784）');
    expect(localiseMessage(serverErrorMessage('42'), 'en')).toBe('Internal server error (reference 42)');
    expect(LOG_MESSAGES.serverErrorWithId).toContain('{{id}}');
  });
});

describe('log searches', () => {
  it('refuses an unknown type and a phone over 11 or a name over 10 characters', () => {
    expect(usualLogPageQuerySchema.safeParse({ type: 'remove' }).success).toBe(true);
    expect(usualLogPageQuerySchema.safeParse({ type: '' }).success).toBe(true);
    expect(usualLogPageQuerySchema.safeParse({ type: 'drop' }).success).toBe(false);
    expect(loginLogPageQuerySchema.safeParse({ phone: '1'.repeat(12) }).success).toBe(false);
    expect(loginLogPageQuerySchema.safeParse({ name: '名'.repeat(11) }).success).toBe(false);
  });
});

describe('retention', () => {
  it('cuts at exactly the configured number of days before now', () => {
    expect(retentionCutoff(90, new Date(2026, 10, 26, 7, 0, 0))).toBe('2026-08-28 07:00:00');
  });

  it('reads CEM_LOG_RETENTION_DAYS, 90 by default, and refuses nonsense', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cem-logs-'));
    try {
      expect(loadConfig(dir, {}).logRetentionDays).toBe(DEFAULT_LOG_RETENTION_DAYS);
      expect(loadConfig(dir, { CEM_LOG_RETENTION_DAYS: '30' }).logRetentionDays).toBe(30);
      expect(() => loadConfig(dir, { CEM_LOG_RETENTION_DAYS: '0' })).toThrow(/CEM_LOG_RETENTION_DAYS/);
      expect(() => loadConfig(dir, { CEM_LOG_RETENTION_DAYS: 'soon' })).toThrow(/CEM_LOG_RETENTION_DAYS/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the log writer', () => {
  it('reports a failing write once, never rejects, and drops rows after close', async () => {
    const reports: string[] = [];
    const failing = { insertInto: () => ({ values: () => ({ execute: () => Promise.reject(new Error('database closed')) }) }) };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const writer = new LogWriter(failing as any, (m) => reports.push(m));
    const row = { id: '1', tenant_id: '', user_id: '', method: 'GET', path: '/', query_keys: '', status: 200, duration_ms: 0, client_ip: '', client_id: '', create_time: '' };
    writer.add('api_log', row);
    writer.add('api_log', row);
    await writer.flush();
    writer.add('api_log', row);
    await writer.close();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/api_log failed/);
    writer.add('api_log', row);
    await expect(writer.flush()).resolves.toBeUndefined();
  });

  it('writes queued rows in batches of one statement per 50 rows', async () => {
    const batches: number[] = [];
    const db = { insertInto: () => ({ values: (rows: unknown[]) => ({ execute: async () => void batches.push(rows.length) }) }) };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const writer = new LogWriter(db as any, () => undefined);
    for (let i = 0; i < 120; i++) writer.add('usual_log', { id: String(i), tenant_id: '', user_id: '', type: 'remove', title: 'x', target_ids: '', detail: '', client_ip: '', create_time: '' });
    await writer.close();
    expect(batches).toEqual([50, 50, 20]);
  });
});
