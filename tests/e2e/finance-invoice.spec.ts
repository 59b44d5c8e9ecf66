/**
 * Owner invoices (issue 17, H2): one journey on the demo scene — an invoice added on 滨江 from
 * /finance/invoice (the contract's figures filled by the picker), voided there (作废, confirmed: it
 * reads 已作废 and offers nothing more), then seen on the owner contract's page under its invoices
 * tab with the summary; and the pictures of the screens in both languages (out of CI).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const OWNER = '滨江新区文化艺术中心设计合同';
const ARTIFACTS = 'tests/.artifacts';
const FIRST_LOAD = { timeout: 30_000 };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

test('owner invoice: add on the owner contract, void it, see it on the contract page with its summary', async ({ app, page }) => {
  test.setTimeout(60_000);
  const name = `E2E发票${Date.now() % 100000}`;
  await app.signIn(SJ_ADMIN);
  await app.goto('/finance/invoice');
  await expect(page.getByTestId('list-ownerInvoices')).toBeVisible(FIRST_LOAD);
  await page.getByTestId('crud-add').click();
  const form = drawer(page);
  await form.getByTestId('invoice-owner-contractOwnerId').click();
  await page.getByRole('option', { name: new RegExp(OWNER) }).first().click();
  await expect(form.getByRole('textbox', { name: '合同金额', exact: true })).toHaveValue('12000000.00');
  await form.getByRole('textbox', { name: '发票名称', exact: true }).fill(name);
  await form.getByTestId('money-currInvoiceAmount').fill('120000');
  const day = form.getByRole('combobox', { name: '开票日期', exact: true });
  await day.fill('2026-11-20');
  await day.press('Tab');
  await form.getByTestId('crud-submit').click();
  const added = row(page, name);
  await expect(added).toContainText('已开票', FIRST_LOAD);

  // Issued in error: voided after a confirmation, it stays listed as 已作废 with no edit, supplement, removal or second void.
  const buttons = ['invoice-void', 'crud-edit', 'invoice-supplement', 'action-remove'];
  for (const button of buttons) await expect(added.getByTestId(button)).toBeVisible();
  await added.getByTestId('invoice-void').click();
  await page.getByTestId('crud-confirm').click();
  await expect(added).toContainText('已作废', FIRST_LOAD);
  for (const button of buttons) await expect(added.getByTestId(button)).toHaveCount(0);
  await expect(added.getByTestId('crud-view')).toBeVisible();

  await app.goto('/contract/owner');
  await row(page, OWNER).first().getByTestId('owner-details').click(FIRST_LOAD);
  await expect(page.getByTestId('detail-heading')).toHaveText(OWNER, FIRST_LOAD);
  await page.getByTestId('detail-tab-invoices').click();
  await expect(row(page, name)).toBeVisible(FIRST_LOAD);
  await page.getByTestId('detail-tab-invoiceSummary').click();
  await expect(page.getByTestId('invoice-summary-owner')).toBeVisible();
});

for (const language of ['zh', 'en'] as const) {
  test(`owner invoice pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    await app.bridge('settings.update', { language });
    await app.signIn(SJ_ADMIN);
    await app.goto('/finance/invoice');
    await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/invoice-list-${language}.png`, animations: 'disabled' });
    await page.getByTestId('crud-add').click();
    await drawer(page).getByTestId('crud-submit').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/invoice-form-errors-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await app.goto('/finance/platform-invoice');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${ARTIFACTS}/platform-invoice-list-${language}.png`, animations: 'disabled' });
    await app.goto('/contract/owner');
    await page.getByTestId('crud-row').first().getByTestId('owner-details').click(FIRST_LOAD);
    await page.getByTestId('detail-tab-invoiceSummary').click(FIRST_LOAD);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${ARTIFACTS}/invoice-summary-${language}.png`, animations: 'disabled' });
  });
}
