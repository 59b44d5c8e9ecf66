import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { ERROR_LOG_LIMIT } from '@shared/domain/errorLog';
import { INVITE_MESSAGES } from '@shared/domain/invite';
import { PRINT_MESSAGES } from '@shared/domain/print';
import { REGISTRATION_MESSAGES } from '@shared/domain/registration';
import { RULE_MESSAGES } from '@shared/domain/rules';
import { startServer } from '../../../src/server';
import { openDatabase } from '../../../src/server/db/database';
import { ErrorLogService } from '../../../src/main/services/errorLog/errorLogService';
import { recordProcessErrors, type ProcessLike } from '../../../src/main/services/errorLog/processErrors';
import { DEMO_PASSWORD, startTestCore, tempDir } from '../../support/core';
import { signIn } from '../../support/server';

let server: Awaited<ReturnType<typeof startServer>>;
let captchaServer: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on', CEM_CAPTCHA: 'off' }, log: () => {} });
  captchaServer = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on', CEM_CAPTCHA: 'on' }, log: () => {} });
});
afterAll(async () => {
  await server?.close();
  await captchaServer?.close();
});

describe('calls before any session', () => {
  it('answers no captcha when the server checks none, and one when it does', async () => {
    const off = await startTestCore(server.url);
    expect(await off.core.bridge.session.captcha()).toEqual({ ok: true, data: null });
    const on = await startTestCore(captchaServer.url);
    const captcha = await on.core.bridge.session.captcha();
    expect(captcha).toMatchObject({ ok: true, data: { key: expect.any(String), image: expect.stringMatching(/^data:image\/svg\+xml/) } });
  });

  it('sends a registration application and checks the dialog rules first', async () => {
    const t = await startTestCore(server.url);
    const mismatch = await t.core.bridge.session.registerGuest({ tenantId: '100004', account: 'guest_core', password: 'Guest@2026', password2: 'other' });
    expect(mismatch).toMatchObject({ ok: false, error: { kind: 'invalid', message: RULE_MESSAGES.passwordMismatch } });
    expect(t.requests).toEqual([]);
    const ok = await t.core.bridge.session.registerGuest({ tenantId: '100004', account: 'guest_core', name: '访客', password: 'Guest@2026', password2: 'Guest@2026' });
    expect(ok).toEqual({ ok: true, data: null });
    const again = await t.core.bridge.session.registerGuest({ tenantId: '100004', account: 'guest_core', password: 'Guest@2026', password2: 'Guest@2026' });
    expect(again).toMatchObject({ ok: false, error: { message: REGISTRATION_MESSAGES.applicationPending } });
  });

  it('says 提交失败 when a registration fails without a message from the server', async () => {
    // A server on loopback that fails every call without a msg (the reference server always gives one).
    const silent = createServer((_req, res) => res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 500, success: false, data: null })));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const t = await startTestCore(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`);
      const failed = await t.core.bridge.session.registerGuest({ tenantId: '100004', account: 'guest_silent', password: 'Guest@2026', password2: 'Guest@2026' });
      expect(failed).toMatchObject({ ok: false, error: { message: REGISTRATION_MESSAGES.submitFailed } });
    } finally {
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('shows where an invitation code leads, checking the code first', async () => {
    const t = await startTestCore(server.url);
    expect(await t.core.bridge.session.inviteInfo('')).toMatchObject({ ok: false, error: { kind: 'invalid', message: INVITE_MESSAGES.inviteCode } });
    expect(t.requests).toEqual([]);
    const [kj] = await signIn(server, 'kj_admin');
    const code = ((await kj.call(personalEndpoints.inviteGenerate)).body as { data: { code: string } }).data.code;
    expect(await t.core.bridge.session.inviteInfo(` ${code.toLowerCase()} `)).toMatchObject({ ok: true, data: { code, tenantId: '100002', inviterName: '陈晓峰' } });
    expect(await t.core.bridge.session.inviteInfo('NOSUCH99')).toMatchObject({ ok: false, error: { message: INVITE_MESSAGES.inviteInvalid } });
  });
});

describe('the local error log', () => {
  it('keeps entries newest first in the data folder, across a restart of the core', async () => {
    const dataDir = tempDir('cem-core-');
    const first = await startTestCore(server.url, { dataDir });
    await first.core.bridge.errorLog.record({ url: 'http://127.0.0.1/desk/index', type: 'error', message: 'first', stack: 'Error: first' });
    expect(await first.core.bridge.errorLog.record({ url: 'x', type: 'unhandledrejection', message: 'second' })).toBe(2);
    first.core.dispose();
    expect(existsSync(join(dataDir, 'error-log.json'))).toBe(true);

    const second = await startTestCore(server.url, { dataDir });
    const entries = await second.core.bridge.errorLog.list();
    expect(entries.map((e) => e.message)).toEqual(['second', 'first']);
    expect(entries[1]).toMatchObject({ url: 'http://127.0.0.1/desk/index', type: 'error', stack: 'Error: first', info: '' });
    expect(entries[0].time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await second.core.bridge.errorLog.clear();
    expect(await second.core.bridge.errorLog.list()).toEqual([]);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    const log = new ErrorLogService(null);
    for (let i = 0; i < ERROR_LOG_LIMIT + 5; i++) log.record({ message: `e${i}` });
    expect(log.count()).toBe(ERROR_LOG_LIMIT);
    expect(log.list()[0].message).toBe(`e${ERROR_LOG_LIMIT + 4}`);
  });

  it('uploads to the server under the person’s organisation, then clears itself', async () => {
    const t = await startTestCore(server.url);
    await t.core.bridge.errorLog.record({ url: 'u', message: 'to the server' });
    expect(await t.core.bridge.errorLog.upload()).toMatchObject({ ok: false, error: { kind: 'auth' } });
    expect(await t.core.bridge.errorLog.list()).toHaveLength(1);

    await t.core.bridge.session.loginPassword({ tenantId: '100002', username: 'kj_admin', password: DEMO_PASSWORD });
    expect(await t.core.bridge.errorLog.upload()).toEqual({ ok: true, data: null });
    expect(await t.core.bridge.errorLog.list()).toEqual([]);
    const { db } = openDatabase(server.config.databaseUrl);
    const rows = await db.selectFrom('error_log').selectAll().where('message', '=', 'to the server').execute();
    await db.destroy();
    expect(rows).toHaveLength(1);
    expect(rows[0].tenant_id).toBe('100002');
  });

  it('records the main process’s uncaught errors and unhandled rejections', () => {
    const proc = new EventEmitter();
    const log = new ErrorLogService(null);
    const reports: string[] = [];
    recordProcessErrors(proc as unknown as ProcessLike, log, (line) => reports.push(line));
    proc.emit('uncaughtExceptionMonitor', new Error('main broke'), 'uncaughtException');
    proc.emit('unhandledRejection', 'a plain reason');
    expect(log.list().map((e) => [e.type, e.message, e.info])).toEqual([
      ['main', 'a plain reason', 'unhandledRejection'],
      ['main', 'main broke', 'uncaughtException'],
    ]);
    expect(reports).toHaveLength(1);
  });
});

describe('opening a route in another window', () => {
  it('asks the opener for app routes only', async () => {
    const opened: string[] = [];
    const { core } = await startTestCore(server.url, { windows: { open: (path) => opened.push(path) } });
    expect(await core.bridge.app.openWindow('/board/index')).toEqual({ ok: true, data: null });
    expect(await core.bridge.app.openWindow('/info/index?tab=user')).toEqual({ ok: true, data: null });
    for (const bad of ['https://evil.example/', '//evil.example/x', '/a/../b', 'board', '/x y']) {
      expect(await core.bridge.app.openWindow(bad)).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    }
    expect(opened).toEqual(['/board/index', '/info/index?tab=user']);
  });

  it('says so where no window can be opened (browser mode opens a tab itself)', async () => {
    const { core } = await startTestCore(server.url);
    expect(await core.bridge.app.openWindow('/board/index')).toMatchObject({ ok: false, error: { kind: 'invalid' } });
  });

  it('prints in the background only where a print window exists: browser mode’s core says so (the page uses the browser’s print)', async () => {
    const { core } = await startTestCore(server.url);
    expect(await core.bridge.app.print({ path: '/print/contract-owner/1', output: 'pdf', fileName: '合同' })).toEqual({ ok: false, error: { kind: 'invalid', message: PRINT_MESSAGES.unsupported } });
  });
});
