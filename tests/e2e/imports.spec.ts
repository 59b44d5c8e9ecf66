/**
 * Import from .xlsx in browser mode (issue 18), on customers: the template downloaded and filled with
 * exceljs imports and its rows show in the list; a file that is no workbook says 文件读取失败!; a file
 * with one bad row imports nothing and the report names the row and the rule's message.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures';

const KJ_ADMIN = { tenantId: '100002', username: 'kj_admin' };

async function chooseFile(page: Page, path: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('excel-import').click();
  await (await chooser).setFiles([path]);
}

test('customers: template, a good import, an unreadable file and a file with one bad row', async ({ app, page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'cem-imports-'));
  await app.signIn(KJ_ADMIN);
  await app.goto('/customer/follow');
  await expect(page.getByTestId('list-customers')).toBeVisible({ timeout: 30_000 });

  const downloading = page.waitForEvent('download');
  await page.getByTestId('excel-template').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('客户导入模板.xlsx');
  const template = join(dir, 'template.xlsx');
  await download.saveAs(template);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const sheet = book.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['企业名称', '法人', '所在地区', '联系人', '联系电话', '微信', 'QQ', '邮箱', '备注']);
  expect(book.getWorksheet('填写说明')).toBeDefined();

  const stamp = Date.now().toString().slice(-6);
  const fill = async (rows: string[][], path: string) => {
    const filled = new ExcelJS.Workbook();
    await filled.xlsx.readFile(template);
    rows.forEach((r, i) => filled.worksheets[0].getRow(i + 2).values = r);
    await filled.xlsx.writeFile(path);
  };
  const good = join(dir, 'good.xlsx');
  await fill(
    [
      [`导入甲${stamp}`, '王五', '北京市/东城区', '赵六', '13900000001', '', '', '', ''],
      [`导入乙${stamp}`, '王五', '北京市/市辖区/东城区', '赵六', '13900000002', '', '', 'b@example.com', '批量导入'],
    ],
    good,
  );
  await chooseFile(page, good);
  await expect(page.getByTestId('excel-imported')).toHaveText('成功导入 2 条数据');
  await page.getByTestId('excel-result-close').click();
  const list = page.getByTestId('list-customers');
  await expect(list.getByText(`导入甲${stamp}`)).toBeVisible();
  await expect(list.getByText(`导入乙${stamp}`)).toBeVisible();

  const notXlsx = join(dir, 'notes.xlsx');
  writeFileSync(notXlsx, 'not a workbook');
  await chooseFile(page, notXlsx);
  await expect(page.getByText('文件读取失败!').first()).toBeVisible();

  const bad = join(dir, 'bad.xlsx');
  await fill(
    [
      [`导入丙${stamp}`, '王五', '北京市/东城区', '赵六', '13900000003', '', '', '', ''],
      [`导入丁${stamp}`, '王五', '北京市/东城区', '赵六', '123', '', '', '', ''],
    ],
    bad,
  );
  await chooseFile(page, bad);
  const errors = page.getByTestId('excel-row-errors');
  await expect(errors).toContainText('第 3 行');
  await expect(errors).toContainText('手机号码格式有误');
  await page.getByTestId('excel-result-close').click();
  await expect(list.getByText(`导入丙${stamp}`)).toHaveCount(0);
});
