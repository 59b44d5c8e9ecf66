/**
 * Resource-provider service contracts (issue 16): one journey on the demo scene — a contract added
 * under the signed owner contract 滨江新区文化艺术中心设计合同 (its figures filled by the picker, the
 * commission shown live), signed with its code, modified with its old values beside the new, and
 * followed to its details page with the change in its history; and the pictures of the screens in both
 * languages, party B's read-only list included (out of CI).
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ZY_ADMIN = { tenantId: '100007', username: 'zy_admin' };
const OWNER = '滨江新区文化艺术中心设计合同';
const ARTIFACTS = 'tests/.artifacts';
const FIRST_LOAD = { timeout: 30_000 };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

async function choose(page: Page, box: Locator, option: string | RegExp): Promise<void> {
  await box.click();
  await page.getByRole('option', { name: option }).first().click();
}

test('resource contract: add under the owner contract, sign, modify, follow to its details', async ({ app, page }) => {
  const name = `E2E资源方服务合同${Date.now() % 100000}`;
  await app.signIn(SJ_ADMIN);
  await app.goto('/contract/resource');
  await expect(page.getByTestId('list-contractResources')).toBeVisible(FIRST_LOAD);
  await page.getByTestId('crud-add').click();
  const form = drawer(page);
  await choose(page, form.getByTestId('resource-contractOwnerId'), new RegExp(OWNER));
  await expect(form.getByTestId('computed-yz_currContractAmount')).toHaveValue('12000000.00');
  await expect(form.getByTestId('computed-projectCostFee')).toHaveValue('10800000.00');
  await form.getByRole('textbox', { name: '合同名称', exact: true }).fill(name);
  await choose(page, form.getByTestId('party-partyJia'), /./);
  await choose(page, form.getByTestId('party-partyYi'), /./);
  const day = form.getByRole('combobox', { name: '签订日期', exact: true });
  await day.fill('2026-11-20');
  await day.press('Tab');
  await form.getByTestId('percent-commissionPercent').fill('2.5');
  // 2.5 % of 12 000 000.00, as the person types, from the shared formula.
  await expect(form.getByTestId('computed-commissionAmount')).toHaveValue('300000.00');
  await form.getByRole('textbox', { name: '服务内容及规模', exact: true }).fill('项目信息与业主资源对接服务');
  await form.getByTestId('crud-submit').click();
  await expect(row(page, name)).toContainText('未签订', FIRST_LOAD);
  await expect(row(page, name)).toContainText('300,000.00');

  await row(page, name).getByTestId('resource-status').click();
  const dialog = page.getByTestId('change-status');
  await choose(page, dialog.getByRole('combobox').first(), '已签订');
  await dialog.getByTestId('status-field-code').fill('ZY-E2E-001');
  await dialog.getByTestId('change-status-submit').click();
  await expect(row(page, name)).toContainText('已签订');

  await row(page, name).getByTestId('crud-modify').click();
  await expect(drawer(page).getByTestId('before-commissionPercent')).toHaveValue('2.50');
  await drawer(page).getByTestId('percent-commissionPercent').fill('3');
  await expect(drawer(page).getByTestId('computed-changeAmount')).toHaveValue('60000.00');
  await drawer(page).getByTestId('change-reason').fill('增加资源对接范围');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(row(page, name)).toContainText('360,000.00');

  await row(page, name).getByTestId('resource-details').click();
  await expect(page.getByTestId('detail-heading')).toHaveText(name, FIRST_LOAD);
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
