/**
 * The core's reading and writing of sheets (src/main/services/excel/workbook.ts): files built here
 * with exceljs, no binary fixtures. A file that is no sheet of the list reads as null (文件读取失败!).
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExcelSheet } from '@shared/domain/excel';
import { readRows, writeTemplate } from '../../../src/main/services/excel/workbook';

const sheet: ExcelSheet = {
  fileName: '用户',
  sheetName: '用户',
  columns: [
    { key: 'account', label: '账号', aliases: ['Account'] },
    { key: 'realName', label: '姓名', aliases: ['Real name'] },
    { key: 'userType', label: '用户类型', kind: 'options', options: [{ value: '1', label: '后台用户' }, { value: '2', label: '移动端用户' }, { value: '1', label: 'Back-office user' }] },
    { key: 'phone', label: '手机号' },
  ],
};

async function book(rows: unknown[][], build?: (ws: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  build?.(ws);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function cells(bytes: Buffer, sheetIndex = 0): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[sheetIndex].eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return out;
}

describe('reading an imported sheet', () => {
  it('reads a good file: values by column key, the sheet’s row numbers, blank rows skipped, choice labels as values', async () => {
    const bytes = await book([
      ['手机号', '账号', '姓名', '用户类型', '备注'],
      [13700000001, 'li_lei', '李雷', '后台用户', 'ignored'],
      [],
      ['13700000002', { richText: [{ text: 'han_' }, { text: 'mei' }] }, '韩梅梅', '2', ''],
    ]);
    expect(await readRows(sheet, bytes)).toEqual([
      { row: 2, values: { phone: '13700000001', account: 'li_lei', realName: '李雷', userType: '1' } },
      { row: 4, values: { phone: '13700000002', account: 'han_mei', realName: '韩梅梅', userType: '2' } },
    ]);
  });

  it('reads the other language’s headers and choice labels', async () => {
    const bytes = await book([
      ['Account', 'Real name', '用户类型', '手机号'],
      ['lucy', '露西', 'Back-office user', '13700000003'],
    ]);
    expect(await readRows(sheet, bytes)).toEqual([{ row: 2, values: { account: 'lucy', realName: '露西', userType: '1', phone: '13700000003' } }]);
  });

  it('keeps a cell it cannot map as typed, for the server to report', async () => {
    const bytes = await book([
      ['账号', '姓名', '用户类型', '手机号'],
      ['x', '某人', '超级用户', ''],
    ]);
    expect((await readRows(sheet, bytes))?.[0].values).toEqual({ account: 'x', realName: '某人', userType: '超级用户', phone: '' });
  });

  it('reads a bad file as null: not an xlsx, a missing or doubled header column, no data rows', async () => {
    expect(await readRows(sheet, Buffer.from('account,realName\nx,y\n'))).toBeNull();
    expect(await readRows(sheet, Buffer.alloc(0))).toBeNull();
    expect(await readRows(sheet, await book([['账号', '姓名', '手机号'], ['a', 'b', '13700000001']]))).toBeNull();
    expect(await readRows(sheet, await book([['账号', '姓名', '用户类型', '手机号', '账号'], ['a', 'b', '1', '1', 'c']]))).toBeNull();
    expect(await readRows(sheet, await book([['账号', '姓名', '用户类型', '手机号']]))).toBeNull();
    expect(await readRows(sheet, await book([['a', 'b', 'c', 'd'], ['账号', '姓名', '用户类型', '手机号']]))).toBeNull();
  });
});

describe('writing sheets', () => {
  it('writes a template: the header row only, and each column’s rule on the second sheet', async () => {
    const bytes = await writeTemplate({ ...sheet, columns: sheet.columns.map((c) => ({ ...c, hint: `${c.label}必填` })) });
    expect(await cells(bytes)).toEqual([['账号', '姓名', '用户类型', '手机号']]);
    const hints = await cells(bytes, 1);
    expect(hints[0]).toEqual(['账号', '账号必填']);
    expect(hints[2][1]).toContain('后台用户 / 移动端用户');
    // The template reads back as the list's sheet once its second row is filled in (as a person types it).
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    wb.worksheets[0].getRow(2).values = ['zhao', '赵六', '移动端用户', '13700000009'];
    const filled = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await readRows(sheet, filled)).toEqual([{ row: 2, values: { account: 'zhao', realName: '赵六', userType: '2', phone: '13700000009' } }]);
  });
});
