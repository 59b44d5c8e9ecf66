/**
 * Resource-provider service contracts (issue 16): what only this screen does — a modify, whose
 * pre-change percent and amount the form fills from the record, followed to the details page's
 * history — and the pictures of the screens in both languages, party B's read-only list included (out
 * of CI). Adding one under an owner contract with the commission live is the cross-kind journey's
 * (contract-journey.spec.ts); each rule's message the unit and server tests'.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ZY_ADMIN = { tenantId: '100007', username: 'zy_admin' };
const OWNER = '滨江新区文化艺术中心设计合同';
const DEMO = '滨江新区文化艺术中心资源方服务合同';
const ARTIFACTS = 'tests/.artifacts';
const FIRST_LOAD = { timeout: 30_000 };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

async function choose(page: Page, box: Locator, option: string | RegExp): Promise<void> {
  await box.click();
  await page.getByRole('option', { name: option }).first().click();
}

test('resource contract: the demo contract modified with its pre-change figures beside the new, the change in its history', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/contract/resource');
  await row(page, DEMO).getByTestId('crud-modify').click(FIRST_LOAD);
  // The pre-change percent and amount are the form's own (filled from the record, not the framework's before column).
  await expect(drawer(page).getByTestId('computed-preCommissionAmount')).toHaveValue('600000.00');
  await drawer(page).getByTestId('percent-commissionPercent').fill('6');
  await expect(drawer(page).getByTestId('computed-changeAmount')).toHaveValue('120000.00');
  await drawer(page).getByTestId('change-reason').fill('增加资源对接范围');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(row(page, DEMO)).toContainText('720,000.00');
  await row(page, DEMO).getByTestId('resource-details').click();
  await expect(page.getByTestId('detail-heading')).toHaveText(DEMO, FIRST_LOAD);
  await page.getByTestId('detail-tab-history').click();
  await expect(page.getByTestId('resource-history')).toContainText('增加资源对接范围');
});

for (const language of ['zh', 'en'] as const) {
  test(`resource contract pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    await app.bridge('settings.update', { language });
    await app.signIn(SJ_ADMIN);
    await app.goto('/contract/resource');
    await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/resource-list-${language}.png`, animations: 'disabled' });
    await page.getByTestId('crud-add').click();
    await drawer(page).getByTestId('crud-submit').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/resource-form-errors-${language}.png`, animations: 'disabled' });
    await choose(page, drawer(page).getByTestId('resource-contractOwnerId'), new RegExp(OWNER));
    await drawer(page).getByTestId('percent-commissionPercent').fill('1.5');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/resource-form-filled-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await page.getByTestId('crud-row').first().getByTestId('resource-details').click();
    await expect(page.getByTestId('detail-heading')).toBeVisible(FIRST_LOAD);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/resource-details-${language}.png`, animations: 'disabled' });
    await page.getByTestId('detail-tab-owner').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/resource-details-owner-${language}.png`, animations: 'disabled' });
    await page.getByTestId('detail-tab-statusLog').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/resource-status-log-${language}.png`, animations: 'disabled' });
    // Party B's read-only list: signed in through the core from a blank page, so the login form's
    // labels (in the picture's language) play no part.
    await app.bridge('session.logout');
    await page.goto('about:blank');
    await app.signIn(ZY_ADMIN);
    await app.goto('/contract/resource');
    await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${ARTIFACTS}/resource-party-list-${language}.png`, animations: 'disabled' });
  });
}
