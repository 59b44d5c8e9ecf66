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

/**
 * A contract list (issue 18 follow-up): every column's cell in the sheet is what the table shows —
 * the amounts as numbers (the table's 1,200,000.00 without its grouping), the status as its label,
 * the parties by name — for the first page shown.
 */
test('the owner contracts export as the table shows them: amounts as numbers, statuses and parties by name', async ({ app, page }) => {
  await app.signIn({ tenantId: '100004', username: 'sj_admin' });
  await app.goto('/contract/owner');
  const list = page.getByTestId('list-contractOwners');
  await expect(page.getByTestId('crud-row').first()).toBeVisible({ timeout: 30_000 });
  const shown = await shownRows(page);
  const heads = await headers(page.getByTestId('crud-table'));
  expect(heads).toContain('合同总额（元）');

  const downloading = page.waitForEvent('download');
  await list.getByTestId('excel-export').click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await downloading).path());
  const sheet = book.worksheets[0];
  expect(heads.map((_h, i) => String(sheet.getRow(1).getCell(i + 1).value ?? ''))).toEqual(heads);
  const money = heads.indexOf('合同总额（元）');
  for (let r = 0; r < shown.length; r++) {
    const cells = heads.map((_h, i) => sheet.getRow(r + 2).getCell(i + 1));
    // An amount is a number cell Excel sums, written with the table's two decimals.
    expect(typeof cells[money].value).toBe('number');
    expect(cells[money].numFmt).toBe('#,##0.00');
    const asShown = cells.map((cell) => (typeof cell.value === 'number' ? Number(cell.value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : String(cell.value ?? '')));
    expect(asShown).toEqual(shown[r]);
  }
  expect(shown.some((row) => row.includes('已签订') || row.includes('草稿') || row.includes('未签订'))).toBe(true);
});
