/**
 * Excel through the real desktop core against a real server (issue 14; the export is
 * listExport.test.ts's): the template
 * filled in and imported creates the users; a bad file imports nothing (文件读取失败!); a file with
 * one bad row answers its row number and message and imports nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userExcelEndpoints } from '@shared/api/userExcelEndpoints';
import { EXCEL_MESSAGES, type ExcelSaved, type ExcelSheet } from '@shared/domain/excel';
import { USER_EXCEL_MESSAGES } from '@shared/domain/userExcel';
import { startServer } from '../../../src/server';
import { ExcelService } from '../../../src/main/services/excel/excelService';
import { DEMO_PASSWORD, startTestCore, tempDir, type TestCore } from '../../support/core';

let server: Awaited<ReturnType<typeof startServer>>;
let t: TestCore;

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on', CEM_SCRYPT_LOG_N: '14' }, log: () => {} });
  t = await startTestCore(server.url, { env: { CEM_EXCEL_PAGE_SIZE: '1' } });
  const login = await t.core.bridge.session.loginPassword({ tenantId: '000000', username: 'admin', password: DEMO_PASSWORD });
  expect(login.ok).toBe(true);
});
afterAll(async () => {
  await t?.core.dispose();
  await server?.close();
});

const noticeSheet: ExcelSheet = {
  fileName: '公告',
  sheetName: '公告',
  columns: [
    { key: 'title', label: '标题' },
    { key: 'createTime', label: '创建时间', kind: 'date' },
    { key: 'status', label: '状态', kind: 'options', options: [{ value: '1', label: '开启' }, { value: '0', label: '关闭' }] },
  ],
};

const userSheet: ExcelSheet = {
  fileName: '用户导入模板',
  sheetName: '用户',
  columns: ['account', 'name', 'realName', 'phone', 'email', 'userType', 'tenantId', 'deptName', 'postName', 'roleNames'].map((key) => ({ key, label: key })),
};

async function rowsOf(bytes: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return out;
}

const bytesOf = (saved: ExcelSaved | null) => {
  if (!saved || !('base64' in saved)) throw new Error('browser mode answers the bytes');
  return Buffer.from(saved.base64, 'base64');
};

/** The template filled in with these rows (from row 2, as a person types them) and handed to the core as a chosen file. */
async function chosen(template: Buffer, rows: string[][], name = 'users.xlsx'): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  rows.forEach((r, i) => (wb.worksheets[0].getRow(i + 2).values = r));
  const path = join(tempDir('cem-excel-'), name);
  writeFileSync(path, Buffer.from(await wb.xlsx.writeBuffer()));
  return (await t.core.transfers.uploads.handles.register(path)).id;
}

const user = (n: number, values: Partial<Record<string, string>> = {}) =>
  Object.values({ account: `xl_${n}`, name: `表${n}`, realName: '王小二', phone: `1355555000${n}`, email: '', userType: '1', tenantId: '', deptName: '设计一所', postName: '设计师', roleNames: '普通员工', ...values });

describe('Excel through the desktop core', () => {
  it('saves the template where the person chooses under Electron, and nothing when they cancel', async () => {
    const target = join(tempDir('cem-save-'), 'out.xlsx');
    let answer: string | null = target;
    const desktop = { pickFiles: async () => [], saveFile: async () => answer, setProgress: () => {}, notify: () => {} };
    const excel = new ExcelService({ call: (c) => t.core.bridge.api.call(c), handles: t.core.transfers.uploads.handles, desktop, language: () => 'zh' });
    expect(await excel.template({ sheet: noticeSheet })).toEqual({ ok: true, data: { name: '公告.xlsx', path: target } });
    expect(await rowsOf(readFileSync(target))).toEqual([['标题', '创建时间', '状态']]);
    answer = null;
    expect(await excel.template({ sheet: noticeSheet })).toEqual({ ok: true, data: null });
  });

  it('imports a filled template; a bad file and a file with one bad row import nothing', async () => {
    const template = await t.core.bridge.excel.template({ sheet: userSheet });
    const blank = bytesOf(template.ok ? template.data : null);
    const endpoint = { module: 'system', path: userExcelEndpoints.userImport.path };
    const importFile = (handle: string) => t.core.bridge.excel.importFile({ handle, sheet: userSheet, endpoint });

    // Not a spreadsheet, and a spreadsheet of another list: 文件读取失败!, and no call went out.
    const text = join(tempDir('cem-excel-'), 'users.xlsx');
    writeFileSync(text, 'account,name\n');
    t.requests.length = 0;
    expect(await importFile((await t.core.transfers.uploads.handles.register(text)).id)).toEqual({ ok: false, error: { kind: 'invalid', message: EXCEL_MESSAGES.fileReadFailed } });
    const other = await t.core.bridge.excel.template({ sheet: noticeSheet });
    expect(await importFile(await chosen(bytesOf(other.ok ? other.data : null), [['x', '2026-01-01 00:00:00', '开启']]))).toEqual({
      ok: false,
      error: { kind: 'invalid', message: EXCEL_MESSAGES.fileReadFailed },
    });
    expect(await importFile(await chosen(blank, []))).toEqual({ ok: false, error: { kind: 'invalid', message: EXCEL_MESSAGES.fileReadFailed } });
    expect(t.requests.filter((r) => r.includes('user/import'))).toEqual([]);

    // One bad row (row 3: a real name of one character): its number and message, nothing imported.
    const refused = await importFile(await chosen(blank, [user(1), user(2, { realName: '王' }), user(3)]));
    expect(refused).toEqual({ ok: true, data: { imported: 0, errors: [{ row: 3, message: USER_EXCEL_MESSAGES.realNameLength }] }, message: EXCEL_MESSAGES.importRefused });

    // Corrected, the same rows go in (and every window hears of it); imported again, each account is taken.
    const heard = t.events.length;
    expect(await importFile(await chosen(blank, [user(1), user(2), user(3)]))).toMatchObject({ ok: true, data: { imported: 3, errors: [] } });
    expect(t.events.slice(heard)).toContainEqual({ type: 'data-changed', module: 'system', family: 'user' });
    const again = await importFile(await chosen(blank, [user(1)]));
    expect(again.ok && again.data.errors.map((e) => e.message)).toEqual([USER_EXCEL_MESSAGES.accountTaken, USER_EXCEL_MESSAGES.phoneTaken]);

    // A handle is used once: the core let go of it after reading.
    const handle = await chosen(blank, [user(4)]);
    await importFile(handle);
    expect(await importFile(handle)).toEqual({ ok: false, error: { kind: 'invalid', message: EXCEL_MESSAGES.fileReadFailed } });
  });
});
