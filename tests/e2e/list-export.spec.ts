/**
 * 导出 of a list in browser mode (issue 18): the customers list after a search, two pages of it on
 * screen; the core writes every page of the search and the browser downloads the file from the
 * host. Opened with exceljs, the sheet holds the table's headers and, cell by cell, the rows the
 * two pages showed (the status as its label, the time as yyyy-MM-dd HH:mm:ss).
 */
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures';

const KJ_ADMIN = { tenantId: '100002', username: 'kj_admin' };

/** The cells of each row shown, without the check box and the row's buttons. */
async function shownRows(page: Page): Promise<string[][]> {
  const rows = page.getByTestId('crud-row');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) out.push((await rows.nth(i).getByRole('cell').allInnerTexts()).slice(1, -1).map((s) => s.trim()));
  return out;
}

const headers = async (table: Locator) => (await table.getByRole('columnheader').allInnerTexts()).slice(1, -1).map((s) => s.trim());

test('a searched list exports every page, as the table shows it, to a downloaded .xlsx', async ({ app, page }) => {
  await app.signIn(KJ_ADMIN);
  const prefix = `导出客户${Date.now() % 100000}-`;
  for (let i = 0; i < 12; i++) {
    const made = await app.bridge<{ ok: boolean }>('api.call', {
      module: 'system',
      path: 'cust_attention/submit',
      method: 'POST',
      body: { compName: `${prefix}${String(i).padStart(2, '0')}`, legal: '王五', areaCode: '110101', contacts: `联系人${i}`, phone: `1390000${String(i).padStart(4, '0')}` },
    });
    expect(made.ok).toBe(true);
  }
  await app.goto('/customer/follow');
  const list = page.getByTestId('list-customers');
  await list.getByRole('textbox', { name: '企业名称' }).fill(prefix);
  await list.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByTestId('pagination')).toContainText('共 12 条');
  await expect(page.getByTestId('crud-row')).toHaveCount(10);
  const shown = await shownRows(page);
  await page.getByTestId('pagination').getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByTestId('crud-row')).toHaveCount(2);
  shown.push(...(await shownRows(page)));
  const heads = await headers(page.getByTestId('crud-table'));

  const downloading = page.waitForEvent('download');
  await list.getByTestId('excel-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^客户\d{14}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet: string[][] = [];
  book.worksheets[0].eachRow((row) => sheet.push(heads.map((_h, i) => String(row.getCell(i + 1).value ?? ''))));
  expect(sheet[0]).toEqual(heads);
  expect(sheet.slice(1)).toEqual(shown);
  expect(shown.every((r) => r.some((cell) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(cell)))).toBe(true);
  // The progress went away with the export, and 导出 works again.
  await expect(list.getByTestId('excel-export-progress')).toHaveCount(0);
  await expect(list.getByTestId('excel-export')).toBeEnabled();
});
