/**
 * 打印 / 导出PDF (issue 18) in browser mode: from the owner contract's page and an owner invoice's row
 * the print view opens in a tab of its own (the browser's print dialog is browser mode's way to
 * print and to save as PDF; window.print is recorded here, since a headless browser shows no dialog),
 * with the organisation's mark, the figures and the printing person; the sheet is then printed to a
 * PDF by Chromium (page.pdf). No PDF library is installed, so the PDF is checked for its header and
 * size, and its text where the view drew it (docs/decisions.md, "Print and PDF"). Pictures of the
 * views in zh and en are out of CI.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, PICTURES, type App } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const SS_ADMIN = { tenantId: '100001', username: 'ss_admin' };
const CONTRACT = '滨江新区文化艺术中心设计合同';
const INVOICE = '滨江设计费第一期发票';
const PLATFORM_INVOICE = '滨江平台服务费第一期发票';
const ARTIFACTS = 'tests/.artifacts';
const FIRST_LOAD = { timeout: 30_000 };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

/** Headless Chromium shows no print dialog: every page of the context counts its window.print calls instead. */
async function recordPrints(context: BrowserContext) {
  await context.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed = ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
}

/** The tab a print button opens, once its sheet is drawn (its logo loaded, every figure there). */
async function printTab(context: BrowserContext, click: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
  await expect(tab.locator('html')).toHaveAttribute('data-print-ready', 'true', FIRST_LOAD);
  return tab;
}

async function expectSheet(tab: Page, heading: string, figures: Record<string, string>) {
  await expect(tab.getByTestId('print-heading')).toHaveText(heading);
  const logo = tab.getByTestId('print-logo');
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the logo is drawn').toBe(true);
  await expect(tab.getByTestId('print-org')).not.toBeEmpty();
  for (const [key, text] of Object.entries(figures)) await expect(tab.getByTestId(`print-${key}`)).toHaveText(text);
  await expect(tab.getByTestId('print-by')).toContainText('打印人');
  await expect(tab.locator('button')).toHaveCount(0);
}

/**
 * Chromium's own PDF of the sheet: a PDF, more than a kilobyte, every page A4 (595 × 842 pt) as the
 * view's @page says, titled with the record's name (the document title Chromium writes as the PDF's
 * /Title, UTF-16BE: the one text readable without a PDF library, the body's being subset fonts).
 */
async function pdfOf(tab: Page, name: string): Promise<void> {
  await tab.emulateMedia({ media: 'print' });
  const pdf = await tab.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1024);
  const raw = pdf.toString('latin1');
  const boxes = [...raw.matchAll(/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [Math.round(Number(m[1])), Math.round(Number(m[2]))]);
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) expect(box).toEqual([595, 842]);
  const title = /\/Title <FEFF([0-9A-F]*)>/.exec(raw)?.[1] ?? '';
  expect(Buffer.from(title, 'hex').swap16().toString('utf16le')).toContain(name);
}

test('print and save as PDF: the owner contract from its page, an owner invoice from its row', async ({ app, page, context }) => {
  test.setTimeout(90_000);
  await recordPrints(context);
  await app.signIn(SJ_ADMIN);
  await app.goto('/contract/owner');
  await row(page, CONTRACT).first().getByTestId('owner-details').click(FIRST_LOAD);
  await expect(page.getByTestId('detail-heading')).toHaveText(CONTRACT, FIRST_LOAD);

  const sheet = await printTab(context, () => page.getByTestId('action-print').click());
  expect(new URL(sheet.url()).pathname).toMatch(/^\/print\/contract-owner\/\d+$/);
  await expectSheet(sheet, CONTRACT, { currContractAmount: '12,000,000.00', name: CONTRACT });
  await expect(sheet.getByTestId('print-projects')).toContainText('滨江新区文化艺术中心');
  await expect.poll(() => sheet.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  await pdfOf(sheet, CONTRACT);
  await sheet.close();

  // 导出PDF: the same sheet and the browser's dialog, where "Save as PDF" is the destination.
  const again = await printTab(context, () => page.getByTestId('action-pdf').click());
  await expect.poll(() => again.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  await again.close();

  await app.goto('/finance/invoice');
  const invoice = row(page, INVOICE).first();
  await expect(invoice).toContainText('1,800,000.00', FIRST_LOAD);
  // Partly received, it cannot be voided: 打印 and 导出PDF fit on its row (on a row with 作废 they are under 更多).
  const invoiceSheet = await printTab(context, () => invoice.getByTestId('action-pdf').click());
  expect(new URL(invoiceSheet.url()).pathname).toMatch(/^\/print\/owner-invoice\/\d+$/);
  await expectSheet(invoiceSheet, INVOICE, { currInvoiceAmount: '1,800,000.00', yzName: CONTRACT });
  await pdfOf(invoiceSheet, INVOICE);
  await invoiceSheet.close();
  expect(app.unexpectedConsoleErrors()).toEqual([]);
});

/** The first record's id of a list, read as the screen reads it (through the core). */
async function firstId(app: App, path: string, query: Record<string, string>): Promise<string> {
  const answer = await app.bridge<{ ok: boolean; data: { records: { id: string }[] } }>('api.call', { module: 'contract', path, method: 'GET', query: { current: 1, size: 10, ...query } });
  expect(answer.ok, path).toBe(true);
  return answer.data.records[0].id;
}

async function picture(app: App, page: Page, path: string, file: string) {
  await app.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-print-ready', 'true', FIRST_LOAD);
  await page.screenshot({ path: `${ARTIFACTS}/${file}.png`, fullPage: true, animations: 'disabled' });
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: `${ARTIFACTS}/${file}.pdf`, preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
}

test('pictures of the print views in zh and en', PICTURES, async ({ app, page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 900, height: 1200 });
  await app.signIn(SJ_ADMIN);
  const contract = await firstId(app, 'contract-owner/list', { name: CONTRACT });
  const invoice = await firstId(app, 'contract-owner-invoice/list', { name: INVOICE });
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    // Where 打印 and 导出PDF sit: the contract page's header.
    await page.setViewportSize({ width: 1280, height: 800 });
    await app.goto(`/contract/yz_details/${contract}`);
    await expect(page.getByTestId('action-pdf')).toBeVisible(FIRST_LOAD);
    await page.screenshot({ path: `${ARTIFACTS}/print-actions-contract-${language}.png`, animations: 'disabled' });
    await page.setViewportSize({ width: 900, height: 1200 });
    await picture(app, page, `/print/contract-owner/${contract}`, `print-contract-owner-${language}`);
    await picture(app, page, `/print/owner-invoice/${invoice}`, `print-owner-invoice-${language}`);
  }
  await app.bridge('session.logout');
  await app.bridge('settings.update', { language: 'zh' });
  await app.signIn(SS_ADMIN);
  const platform = await firstId(app, 'contract-platform-invoice/page', { name: PLATFORM_INVOICE });
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    await picture(app, page, `/print/platform-invoice/${platform}`, `print-platform-invoice-${language}`);
  }
  await app.reset();
});
