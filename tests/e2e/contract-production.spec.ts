/**
 * Production service contracts (issue 16): one journey on the demo scene — a contract added under the
 * signed owner contract 滨江新区文化艺术中心设计合同 (its figures filled by the picker, the share shown
 * live), signed, modified with its old values beside the new, and followed to its details page with
 * the change in its history; and the pictures of the screens in both languages (out of CI).
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const SC_ADMIN = { tenantId: '100008', username: 'sc_admin' };
const OWNER = '滨江新区文化艺术中心设计合同';
const ARTIFACTS = 'tests/.artifacts';
const FIRST_LOAD = { timeout: 30_000 };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

async function choose(page: Page, box: Locator, option: string | RegExp, multiple = false): Promise<void> {
  await box.click();
  await page.getByRole(multiple ? 'menuitemcheckbox' : 'option', { name: option }).first().click();
  if (multiple) await page.keyboard.press('Escape');
}

async function fillForm(page: Page, name: string): Promise<void> {
  const form = drawer(page);
  await form.getByTestId('production-owner-contractOwnerId').click();
  await page.getByRole('option', { name: new RegExp(OWNER) }).first().click();
  await expect(form.getByRole('textbox', { name: '业主合同金额', exact: true })).toHaveValue('12000000.00');
  await expect(form.getByRole('textbox', { name: '项目成本费', exact: true })).toHaveValue('10800000.00');
  await form.getByRole('textbox', { name: '合同名称', exact: true }).fill(name);
  await form.getByRole('textbox', { name: '合同编号', exact: true }).fill('SC-E2E-001');
  await choose(page, form.getByRole('combobox', { name: '合同类型', exact: true }), '设计分包', true);
  const day = form.getByRole('combobox', { name: '签订日期', exact: true });
  await day.fill('2026-11-20');
  await day.press('Tab');
  await choose(page, form.getByTestId('production-party-jia'), /./);
  await choose(page, form.getByTestId('production-party-yi'), /./);
  await form.getByRole('textbox', { name: '当前生产服务合同金额', exact: true }).fill('1200000');
  // 1 200 000.00 of 12 000 000.00: the share as the person types, from the shared formula.
  await expect(form.getByTestId('computed-produceDivideOwner')).toHaveValue('10.00');
  await form.getByRole('textbox', { name: '分包说明', exact: true }).fill('结构与机电专业施工图设计分包');
}

test('production contract: add under the owner contract, sign, modify, follow to its details', async ({ app, page }) => {
  test.setTimeout(90_000);
  const name = `E2E生产服务合同${Date.now() % 100000}`;
  await app.signIn(SJ_ADMIN);
  await app.goto('/contract/production');
  await expect(page.getByTestId('list-productionContracts')).toBeVisible(FIRST_LOAD);
  await page.getByTestId('crud-add').click();
  await fillForm(page, name);
  await drawer(page).getByTestId('crud-submit').click();
  await expect(row(page, name)).toContainText('未签订', FIRST_LOAD);

  await row(page, name).getByTestId('action-status').click();
  const dialog = page.getByTestId('change-status');
  await choose(page, dialog.getByRole('combobox').first(), '已签订');
  await dialog.getByTestId('status-field-code').fill('SC-E2E-001');
  await dialog.getByTestId('change-status-submit').click();
  await expect(row(page, name)).toContainText('已签订');

  await row(page, name).getByTestId('crud-modify').click();
  await expect(drawer(page).getByTestId('before-currContractAmount')).toHaveValue(/1,?200,?000\.00/);
  await drawer(page).getByRole('textbox', { name: '当前生产服务合同金额', exact: true }).fill('1500000');
  await expect(drawer(page).getByTestId('computed-changeAmount')).toHaveValue('300000.00');
  await drawer(page).getByTestId('change-reason').fill('增加幕墙专业');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(row(page, name)).toContainText('1,500,000.00');

  await row(page, name).getByTestId('production-details').click();
  await expect(page.getByTestId('detail-heading')).toHaveText(name, FIRST_LOAD);
  await page.getByTestId('detail-tab-history').click();
  await expect(page.getByTestId('crud-row').first()).toContainText('增加幕墙专业');
});

for (const language of ['zh', 'en'] as const) {
  test(`production contract pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    await app.bridge('settings.update', { language });
    await app.signIn(SJ_ADMIN);
    await app.goto('/contract/production');
    await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/production-list-${language}.png`, animations: 'disabled' });
    await page.getByTestId('crud-add').click();
    await drawer(page).getByTestId('crud-submit').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/production-form-errors-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await page.getByTestId('crud-row').first().getByTestId('production-details').click();
    await expect(page.getByTestId('detail-panel-info')).toBeVisible(FIRST_LOAD);
    await page.screenshot({ path: `${ARTIFACTS}/production-details-${language}.png`, animations: 'disabled' });
    await page.getByTestId('detail-tab-statusLog').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/production-status-log-${language}.png`, animations: 'disabled' });
    // Party B's read-only list.
    await app.bridge('settings.update', { language: 'zh' });
    await app.goto('/desk/index');
    await expect(page.getByTestId('user-menu')).toBeVisible(FIRST_LOAD);
    await app.signOut();
    await app.signIn(SC_ADMIN);
    await app.bridge('settings.update', { language });
    await app.goto('/contract/production');
    await expect(page.getByTestId('list-partyProductionContracts')).toBeVisible(FIRST_LOAD);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${ARTIFACTS}/production-party-list-${language}.png`, animations: 'disabled' });
  });
}
