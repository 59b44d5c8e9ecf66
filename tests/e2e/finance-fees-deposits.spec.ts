/**
 * Cooperation fees and bid deposits (issue 17, H7): pictures of the screens in both languages (out of
 * CI) — the fee list, the payment form's messages, the return dialog with its live amount, the deposit list.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, PICTURES } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ARTIFACTS = 'tests/.artifacts';
const FIRST_LOAD = { timeout: 30_000 };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

for (const language of ['zh', 'en'] as const) {
  test(`fees and deposits pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    await app.bridge('settings.update', { language });
    await app.signIn(SJ_ADMIN);
    await app.goto('/finance/deposit');
    await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/fees-list-${language}.png`, animations: 'disabled' });
    await page.getByTestId('crud-add').click();
    await page.getByTestId('crud-drawer').getByTestId('crud-submit').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/fees-form-errors-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await page.getByTestId('fee-give-back').first().click();
    await page.getByTestId('money-deductAmount').fill('1500');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/fees-return-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await app.goto('/finance/bid-deposit');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${ARTIFACTS}/deposits-list-${language}.png`, animations: 'disabled' });
  });
}
