/**
 * The owner project contract (/contract/owner, issue 16): pictures of the screen in both languages (out
 * of CI). The draft, live fees, signing and modifying are the cross-kind journey's
 * (contract-journey.spec.ts); the form's fields, rows and messages tests/component/contract-owner-form.test.tsx;
 * each rule's message the unit and server tests'.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, PICTURES, test } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ARTIFACTS = 'tests/.artifacts';

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');

for (const language of ['zh', 'en'] as const) {
  test(`owner contract pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    await app.bridge('settings.update', { language });
    await app.signIn(SJ_ADMIN);
    await app.goto('/contract/owner');
    await expect(page.getByTestId('list-contractOwners')).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${ARTIFACTS}/contract-owner-list-${language}.png`, animations: 'disabled' });
    await page.getByTestId('crud-add').click();
    await drawer(page).getByTestId('money-currContractAmount').fill('12000000');
    await drawer(page).getByTestId('percent-platformFeeRatio').fill('3');
    await drawer(page).getByTestId('percent-sysFeeRatio').fill('2');
    await drawer(page).getByTestId('percent-bizFeeRatio').fill('5');
    await drawer(page).getByTestId('crud-submit').click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${ARTIFACTS}/contract-owner-form-${language}.png`, animations: 'disabled', fullPage: true });
    await drawer(page).getByTestId('computed-projectCostFee').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/contract-owner-form-fees-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
  });
}
