/**
 * Pictures of the Excel toolbar (issue 14) in browser mode, on the notices list (the users screen
 * takes the same buttons at merge): 导出 writes the list, filters applied, and the browser saves it.
 * The import journey (template → fill → import → rows appear) belongs to the users screen's spec.
 */
import { mkdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, PICTURES } from './support/fixtures';

const ARTIFACTS = 'tests/.artifacts';
const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

test('excel export from a list, in Chinese and English', PICTURES, async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/notice/index');
  const list = page.getByTestId('list-notices');
  await expect(list).toBeVisible();
  await expect(page.getByTestId('crud-row').first()).toBeVisible();
  const shown = await page.getByTestId('crud-row').count();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('excel-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^公告\d{14}\.xlsx$/);
  const path = `${ARTIFACTS}/notices-export.xlsx`;
  await download.saveAs(path);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  expect(rows[0]).toEqual(['消息类型', '公告标题', '发布日期', '状态']);
  expect(rows.length - 1).toBe(shown);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/excel-toolbar-zh.png`, animations: 'disabled' });

  await app.bridge('settings.update', { language: 'en' });
  await page.reload();
  await expect(page.getByTestId('excel-export')).toHaveText('Export');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/excel-toolbar-en.png`, animations: 'disabled' });
});
