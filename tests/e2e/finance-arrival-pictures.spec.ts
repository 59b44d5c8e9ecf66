/**
 * Pictures of the arrivals (issue 17) in zh and en, for a person to look at (out of CI): at 华夏
 * (ss_admin) an owner invoice added on the demo contract 滨江 so money is still to arrive, then on
 * /finance/arrive the list, the add drawer's required messages, its invoice picker open with the
 * not-arrived amounts, the filled form with its rates, the saved arrival's view, the write-off
 * confirmation, and /finance/platform-arrive's list.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SS_ADMIN = { tenantId: '100001', username: 'ss_admin' };
const OWNER = '滨江新区文化艺术中心设计合同';
const ARTIFACTS = 'tests/.artifacts';
const FIRST_LOAD = { timeout: 30_000 };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

async function picture(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, animations: 'disabled' });
}

/** The list's table scrolled right by a share of its width: a window this size shows only the first columns. */
async function scrolled(page: Page, name: string, share: number): Promise<void> {
  await page.getByTestId('crud-table').first().evaluate((table, s) => {
    table.scrollLeft = (table.scrollWidth - table.clientWidth) * s;
  }, share);
  await picture(page, name);
}

async function day(form: Locator, name: RegExp, value: string): Promise<void> {
  const field = form.getByRole('combobox', { name });
  await field.fill(value);
  await field.press('Tab');
}

for (const language of ['zh', 'en'] as const) {
  test(`arrival pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.setTimeout(180_000);
    const invoiceName = `图片发票${language}${Date.now() % 10000}`;
    await app.bridge('settings.update', { language });
    await app.signIn(SS_ADMIN);

    // An invoice with nothing arrived yet, so the picker offers money still to arrive.
    await app.goto('/finance/invoice');
    await page.getByTestId('crud-add').click(FIRST_LOAD);
    const invoice = drawer(page);
    await invoice.getByTestId('invoice-owner-contractOwnerId').click();
    await page.getByRole('option', { name: new RegExp(OWNER) }).first().click();
    await invoice.getByRole('textbox', { name: /^(发票名称|Invoice name)$/ }).fill(invoiceName);
    await invoice.getByTestId('money-currInvoiceAmount').fill('86000.00');
    await day(invoice, /^(开票日期|Invoice date)$/, '2026-11-20');
    await invoice.getByTestId('crud-submit').click();
    await expect(invoice).toBeHidden(FIRST_LOAD);

    await app.goto('/finance/arrive');
    await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
    await page.mouse.move(0, 0);
    await picture(page, `arrival-list-${language}`);
    await scrolled(page, `arrival-list-middle-${language}`, 0.5);
    await scrolled(page, `arrival-list-end-${language}`, 1);

    await page.getByTestId('crud-add').click();
    const arrival = drawer(page);
    await arrival.getByTestId('crud-submit').click();
    await picture(page, `arrival-form-errors-${language}`);
    await arrival.getByTestId('arrival-contract-contractOwnerId').click();
    await page.getByRole('option', { name: new RegExp(OWNER) }).first().click();
    await arrival.getByTestId('arrival-invoice').click();
    const option = page.locator('[data-testid^="arrival-invoice-"]').filter({ hasText: invoiceName });
    await expect(option).toBeVisible(FIRST_LOAD);
    await picture(page, `arrival-invoice-picker-${language}`);
    await option.click();
    await arrival.getByTestId('money-arriveAmount').fill('43000.00');
    await day(arrival, /^(到账日期|Received on)$/, '2026-11-21');
    await arrival.getByRole('textbox', { name: /^(备注|Remark)$/ }).fill(`${invoiceName}第一笔到账`);
    await picture(page, `arrival-form-filled-${language}`);
    await arrival.getByTestId('crud-submit').click();
    await expect(arrival).toBeHidden(FIRST_LOAD);

    const saved = row(page, invoiceName).first();
    await expect(saved).toBeVisible(FIRST_LOAD);
    await saved.getByTestId('crud-view').click();
    await expect(drawer(page)).toBeVisible();
    await picture(page, `arrival-view-${language}`);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await saved.getByTestId('arrival-write-off').click();
    await expect(page.getByTestId('crud-confirm')).toBeVisible();
    await picture(page, `arrival-write-off-${language}`);
    await page.keyboard.press('Escape');

    await app.goto('/finance/platform-arrive');
    await expect(page.getByTestId('list-platformArrivals')).toBeVisible(FIRST_LOAD);
    await page.mouse.move(0, 0);
    await picture(page, `platform-arrival-list-${language}`);
  });
}
