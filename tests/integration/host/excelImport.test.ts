/**
 * Browser mode's import path (issue 14): the page stages the chosen .xlsx through the host's upload
 * route and asks the core, over the HTTP bridge, to import it; the core reads it and posts the rows.
 * And its export path (issue 18): the core writes the list and the host serves the file once, to
 * the page's own origin only.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userExcelEndpoints } from '@shared/api/userExcelEndpoints';
import { endpoints } from '@shared/api/endpoints';
import { EXCEL_MESSAGES, type ExcelSheet } from '@shared/domain/excel';
import { startBrowserMode, type BrowserMode } from '../../../src/main/host/browserMode';
import { DEMO_PASSWORD, tempDir } from '../../support/core';

let mode: BrowserMode;
let cookie: string;
let pageKey: string;

function raw(path: string, opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request(new URL(path, mode.host.origin), { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const page = () => ({ origin: mode.host.origin, 'x-cem-bridge': pageKey, cookie });
async function bridge(method: string, ...args: unknown[]) {
  const res = await raw('/bridge/call', { method: 'POST', headers: { ...page(), 'content-type': 'application/json' }, body: JSON.stringify({ method, args }) });
  return (JSON.parse(res.body) as { result: unknown }).result;
}
async function stage(name: string, bytes: Buffer): Promise<string> {
  const res = await raw(`/bridge/upload?name=${name}&purpose=large`, { method: 'PUT', headers: { ...page(), 'content-type': 'application/octet-stream', 'content-length': String(bytes.length) }, body: bytes });
  return (JSON.parse(res.body) as { result: { id: string } }).result.id;
}

const sheet: ExcelSheet = {
  fileName: 'users',
  sheetName: 'users',
  columns: ['account', 'name', 'realName', 'phone', 'email', 'userType', 'tenantId', 'deptName', 'postName', 'roleNames'].map((key) => ({ key, label: key })),
};

beforeAll(async () => {
  const dataDir = tempDir('cem-host-');
  mkdirSync(join(dataDir, 'renderer'));
  writeFileSync(join(dataDir, 'renderer', 'index.html'), '<!doctype html><title>app</title>');
  mode = await startBrowserMode({ dataDir, port: 0, rendererDir: join(dataDir, 'renderer'), version: 'test', env: { ...process.env, CEM_DEMO: 'on', CEM_SCRYPT_LOG_N: '14', CEM_KEYCHAIN_SERVICE: `cem-excel-test-${Date.now()}` }, log: () => {} });
  const launch = await raw(new URL(mode.host.launchUrl).pathname + new URL(mode.host.launchUrl).search);
  pageKey = String(launch.headers.location).split('=')[1];
  cookie = String(launch.headers['set-cookie']).split(';')[0];
  expect(await bridge('session.loginPassword', { tenantId: '000000', username: 'admin', password: DEMO_PASSWORD })).toMatchObject({ ok: true });
});
afterAll(() => mode?.close());

describe('Excel import in browser mode', () => {
  it('stages the chosen file through the host and imports its rows; a bad file reads as 文件读取失败!', async () => {
    const template = (await bridge('excel.template', { sheet })) as { ok: true; data: { name: string; base64: string } };
    expect(template.data.name).toBe('users.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(template.data.base64, 'base64') as unknown as ArrayBuffer);
    book.worksheets[0].getRow(2).values = ['host_1', '宿主', '李四光', '13566660001', '', '1', '', '设计一所', '设计师', '普通员工'];
    const filled = Buffer.from(await book.xlsx.writeBuffer());
    const endpoint = { module: 'system', path: userExcelEndpoints.userImport.path };
    expect(await bridge('excel.importFile', { handle: await stage('users.xlsx', filled), sheet, endpoint })).toMatchObject({ ok: true, data: { imported: 1, errors: [] } });
    expect(await bridge('excel.importFile', { handle: await stage('users.xlsx', Buffer.from('not a workbook')), sheet, endpoint })).toEqual({ ok: false, error: { kind: 'invalid', message: EXCEL_MESSAGES.fileReadFailed } });
    // Browser mode has no dialog: the page picks.
    expect(await bridge('excel.pick')).toMatchObject({ ok: false, error: { kind: 'invalid' } });
  });
});

describe('Excel export in browser mode', () => {
  it('serves the written file once, as a download, and never to another site', async () => {
    const notices: ExcelSheet = { fileName: '公告20261126120000', sheetName: '公告', columns: [{ key: 'title', label: '公告标题' }] };
    const saved = (await bridge('excel.exportList', { sheet: notices, endpoint: { module: 'system', path: endpoints.noticePage.path } })) as { ok: true; data: { name: string; url: string } };
    expect(saved).toMatchObject({ ok: true, data: { name: '公告20261126120000.xlsx' } });
    expect(saved.data.url).toMatch(/^\/bridge\/export\/[0-9a-f]{32}$/);

    expect((await raw(saved.data.url, { headers: { cookie, 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    const got = await new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request(new URL(saved.data.url, mode.host.origin), { headers: { cookie, 'sec-fetch-site': 'same-origin' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(got.status).toBe(200);
    expect(got.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('公告20261126120000.xlsx')}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(got.body as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).getCell(1).value).toBe('公告标题');
    expect(book.worksheets[0].rowCount).toBeGreaterThan(1);
    // Served once: the address is spent.
    expect((await raw(saved.data.url, { headers: { cookie } })).status).toBe(404);
  });
});
