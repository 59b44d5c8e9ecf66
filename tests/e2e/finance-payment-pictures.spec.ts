/**
 * Pictures of payment requests and payments (issue 17) in zh and en, for a person to look at (out of
 * CI), on the demo requests (one per payment status): party B 匠心 (sc_admin) on /finance/request —
 * the contracts tab, the requests tab, the request dialog and its required messages; the contracting
 * organisation 华夏 (ss_admin) on /finance/payment — the payer list, the pay dialog and its required
 * messages, the refuse confirmation. Nothing is submitted.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SC_ADMIN = { tenantId: '100008', username: 'sc_admin' };
const SS_ADMIN = { tenantId: '100001', username: 'ss_admin' };
const ARTIFACTS = 'tests/.artifacts';
const FIRST_LOAD = { timeout: 30_000 };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

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

for (const language of ['zh', 'en'] as const) {
  test(`payment request pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.setTimeout(120_000);
    await app.bridge('settings.update', { language });
    await app.signIn(SC_ADMIN);
    await app.goto('/finance/request');
    await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
    await page.mouse.move(0, 0);
    await picture(page, `request-contracts-${language}`);
    await scrolled(page, `request-contracts-middle-${language}`, 0.5);
    await scrolled(page, `request-contracts-end-${language}`, 1);

    await page.getByTestId('finance-request-tab-requests').click();
    await expect(page.getByTestId('list-financeRequestItems').getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
    await page.mouse.move(0, 0);
    await picture(page, `request-list-${language}`);
    await scrolled(page, `request-list-middle-${language}`, 0.5);
    await scrolled(page, `request-list-end-${language}`, 1);

    await page.getByTestId('finance-request-tab-contracts').click();
    await page.getByTestId('action-request').first().click(FIRST_LOAD);
    const dialog = page.getByTestId('action-dialog-request');
    await expect(dialog).toBeVisible();
    await picture(page, `request-dialog-${language}`);
    await dialog.getByTestId('action-submit').click();
    await picture(page, `request-dialog-errors-${language}`);
    await page.keyboard.press('Escape');
  });

  test(`payment pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.setTimeout(120_000);
    await app.bridge('settings.update', { language });
    await app.signIn(SS_ADMIN);
    await app.goto('/finance/payment');
    await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
    await page.mouse.move(0, 0);
    await picture(page, `payment-list-${language}`);
    await scrolled(page, `payment-list-middle-${language}`, 0.5);
    await scrolled(page, `payment-list-end-${language}`, 1);

    await page.getByTestId('action-pay').first().click();
    const pay = page.getByTestId('action-dialog-pay');
    await expect(pay).toBeVisible();
    await picture(page, `payment-pay-${language}`);
    await pay.getByTestId('action-submit').click();
    await picture(page, `payment-pay-errors-${language}`);
    await page.keyboard.press('Escape');
    await expect(pay).toBeHidden();

    await page.getByTestId('action-refuse').first().click();
    await expect(page.getByTestId('crud-confirm')).toBeVisible();
    await picture(page, `payment-refuse-${language}`);
    await page.keyboard.press('Escape');
  });
}
