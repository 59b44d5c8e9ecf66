/**
 * A list to .xlsx through the real desktop core against a real server on loopback (issue 18): every
 * page of the owner contracts with the search given, written by exceljs's streaming writer and read
 * back here cell by cell (money a number with two decimals, a percentage a number, a status its
 * label, a date its text); progress as events; a failed page leaves no file and says the server's
 * message; under Electron the file goes where the person chose.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOwnerEndpoints } from '@shared/api/contractOwnerEndpoints';
import type { BridgeEvent } from '@shared/bridge';
import { EXCEL_MESSAGES, type ExcelSheet } from '@shared/domain/excel';
import { startServer } from '../../../src/server';
import { CoreEvents } from '../../../src/main/services/events';
import { ListExportService } from '../../../src/main/services/exports/listExportService';
import { DEMO_PASSWORD, startTestCore, tempDir, type TestCore } from '../../support/core';

let server: Awaited<ReturnType<typeof startServer>>;
let t: TestCore;

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on', CEM_SCRYPT_LOG_N: '14' }, log: () => {} });
  t = await startTestCore(server.url, { env: { CEM_EXCEL_PAGE_SIZE: '2' } });
  const login = await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
  expect(login.ok).toBe(true);
});
afterAll(async () => {
  await t?.core.dispose();
  await server?.close();
});

const STATUS = ['草稿', '待审核', '已驳回', '已签订', '已作废', '已完成'].map((label, i) => ({ value: String(i), label }));
const sheet: ExcelSheet = {
  fileName: '业主合同20261126120000',
  sheetName: '业主合同',
  columns: [
    { key: 'code', label: '合同编号' },
    { key: 'name', label: '合同名称' },
    { key: 'currContractAmount', label: '合同金额', kind: 'money' },
    { key: 'platformFee', label: '平台费', kind: 'money' },
    { key: 'platformFeeRatio', label: '平台费比例', kind: 'percent' },
    { key: 'statusContract', label: '状态', kind: 'options', options: STATUS },
    { key: 'signDate', label: '签订日期', kind: 'date' },
  ],
};
const endpoint = { module: contractOwnerEndpoints.page.module, path: contractOwnerEndpoints.page.path };
const search = { name: '合同' };

interface Contract {
  code: string;
  name: string;
  currContractAmount: string;
  platformFee: string;
  platformFeeRatio: string;
  statusContract: number;
  signDate: string;
}

async function sheetOf(path: string): Promise<{ values: unknown[][]; formats: string[] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const ws = wb.worksheets[0];
  const values: unknown[][] = [];
  ws.eachRow((row) => values.push(sheet.columns.map((_c, i) => row.getCell(i + 1).value)));
  return { values, formats: sheet.columns.map((_c, i) => ws.getRow(2).getCell(i + 1).numFmt) };
}

/** The file a browser-mode export answered, as the host would serve it (once). */
async function servedFile(url: string): Promise<string> {
  const id = url.split('/').pop()!;
  const file = await t.core.exports.open(id);
  if (!file) throw new Error('no export behind this address');
  const path = join(tempDir('cem-export-'), file.name);
  const out = (await import('node:fs')).createWriteStream(path);
  await (await import('node:stream/promises')).pipeline(file.body, out);
  return path;
}

describe('list export through the desktop core', () => {
  it('writes every page of the search, cell by cell as the list holds it, with progress', async () => {
    const all = await t.core.bridge.api.call({ module: 'contract', path: endpoint.path, query: { ...search, current: 1, size: 100 } });
    const contracts = all.ok ? (all.data as { records: Contract[] }).records : [];
    expect(contracts.length).toBeGreaterThan(4);
    const events: BridgeEvent[] = [];
    const off = t.core.events.on((e) => events.push(e));
    t.requests.length = 0;
    const saved = await t.core.bridge.excel.exportList({ sheet, endpoint, query: search, progressId: 'p1' });
    off();
    if (!saved.ok || !saved.data || !('url' in saved.data)) throw new Error(`no export: ${JSON.stringify(saved)}`);
    expect(saved.data.name).toBe('业主合同20261126120000.xlsx');
    // Two records a call (CEM_EXCEL_PAGE_SIZE): every page was asked for.
    expect(t.requests.filter((r) => r.includes('contract-owner/list')).length).toBe(Math.ceil(contracts.length / 2));

    const { values, formats } = await sheetOf(await servedFile(saved.data.url));
    expect(values[0]).toEqual(sheet.columns.map((c) => c.label));
    expect(values.slice(1)).toEqual(
      // A draft's empty code and sign date are blank cells.
      contracts.map((c) => [c.code || null, c.name, Number(c.currContractAmount), Number(c.platformFee), Number(c.platformFeeRatio), STATUS[c.statusContract].label, c.signDate || null]),
    );
    expect(typeof values[1][2]).toBe('number');
    expect(formats).toEqual(['@', '@', '#,##0.00', '#,##0.00', '0.00"%"', '@', '@']);

    const progress = events.filter((e) => e.type === 'excel-export-progress' && e.id === 'p1') as { written: number; total: number }[];
    expect(progress[0]).toMatchObject({ written: 0 });
    expect(progress.at(-1)).toEqual({ type: 'excel-export-progress', id: 'p1', written: contracts.length, total: contracts.length });
    // The address serves its file once.
    expect(await t.core.exports.open(saved.data.url.split('/').pop()!)).toBeNull();
  });

  it('stops at a failed page with the server’s message and leaves no file; exporting again works', async () => {
    const target = join(tempDir('cem-save-'), 'contracts.xlsx');
    const desktop = { pickFiles: async () => [], saveFile: async () => target, setProgress: () => {}, notify: () => {} };
    let failOn: number | null = 2;
    const exports = new ListExportService({
      call: async (c) => ((c.query?.current as number) === failOn ? { ok: false, error: { kind: 'server', message: '服务器异常，请稍后再试' } } : t.core.bridge.api.call(c)),
      events: new CoreEvents(),
      desktop,
      dir: tempDir('cem-exports-'),
      pageSize: 2,
    });
    expect(await exports.exportList({ sheet, endpoint, query: search })).toEqual({ ok: false, error: { kind: 'server', message: '服务器异常，请稍后再试' } });
    expect(readdirSync(join(target, '..'))).toEqual([]);

    failOn = null;
    expect(await exports.exportList({ sheet, endpoint, query: search })).toEqual({ ok: true, data: { name: '业主合同20261126120000.xlsx', path: target } });
    expect(readdirSync(join(target, '..'))).toEqual(['contracts.xlsx']);
    const { values } = await sheetOf(target);
    expect(values.length).toBeGreaterThan(5);
  });

  it('writes nothing when the person cancels the save dialog, and refuses an export too large', async () => {
    const dir = tempDir('cem-exports-');
    const cancelled = new ListExportService({
      call: (c) => t.core.bridge.api.call(c),
      events: new CoreEvents(),
      desktop: { pickFiles: async () => [], saveFile: async () => null, setProgress: () => {}, notify: () => {} },
      dir,
    });
    expect(await cancelled.exportList({ sheet, endpoint, query: search })).toEqual({ ok: true, data: null });

    const huge = new ListExportService({
      call: async () => ({ ok: true, data: { records: [{ code: 'x' }], total: 100_001, pages: 100_001 } }),
      events: new CoreEvents(),
      dir,
    });
    expect(await huge.exportList({ sheet, endpoint })).toEqual({ ok: false, error: { kind: 'invalid', message: EXCEL_MESSAGES.exportTooLarge } });
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});
