/**
 * The owner project contract (/contract/owner, issue 16): one journey — a draft saved with its name
 * alone, a contract added with its fees computed live as the figures are typed, signed with its code,
 * modified (变更) with the old amount shown beside the new — and pictures of the screen in both
 * languages (out of CI). Each rule's message is the unit and server tests'.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, PICTURES, test } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const NAME = '滨江数字产业园设计合同';
const ARTIFACTS = 'tests/.artifacts';

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cem-e2e-owner-'));
  mkdirSync(ARTIFACTS, { recursive: true });
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

async function choose(page: Page, scope: Locator, label: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option').first().click();
}

test('an owner contract: a draft, added with live fees, signed, modified', async ({ app, page }) => {
  // The form has some twenty required inputs; the journey runs longer than the usual 45 s budget.
  test.setTimeout(90_000);
  await app.signIn(SJ_ADMIN);
  await app.goto('/contract/owner');
  await expect(page.getByTestId('list-contractOwners')).toBeVisible({ timeout: 30_000 });

  // A draft needs its name only.
  await page.getByTestId('crud-add').click();
  await drawer(page).getByRole('textbox', { name: '合同名称', exact: true }).fill('城南草稿合同');
  await drawer(page).getByTestId('crud-submit-draft').click();
  await expect(drawer(page)).toBeHidden();
  await expect(row(page, '城南草稿合同')).toContainText('草稿');

  await page.getByTestId('crud-add').click();
  const form = drawer(page);
  await form.getByRole('textbox', { name: '合同名称', exact: true }).fill(NAME);
  await choose(page, form, '关联项目 1');
  await form.getByTestId('org-picker-partyJia').click();
  await page.getByRole('option', { name: /滨江新区城市建设投资/ }).click();
  await form.getByTestId('party-partyYi').click();
  await page.getByRole('option', { name: '长江工程咨询有限公司' }).click();
  for (const label of ['主行业', '省', '市', '区县']) await choose(page, form, label);
  await form.getByRole('textbox', { name: '项目地址', exact: true }).fill('杭州市滨江区');
  const day = form.getByRole('combobox', { name: '签订日期', exact: true });
  await day.fill('2026-11-01');
  await day.press('Tab');
  await form.getByTestId('money-jiananFee').fill('20000000');
  await form.getByTestId('money-currContractAmount').fill('12000000');
  await form.getByTestId('percent-platformFeeRatio').fill('3');
  await form.getByTestId('percent-sysFeeRatio').fill('2');
  // The fees follow as the ratios are typed.
  await expect(form.getByTestId('computed-platformFee')).toHaveValue('360000.00');
  // A blank business fee ratio counts as 0 %.
  await expect(form.getByTestId('computed-projectCostFee')).toHaveValue('11400000.00');
  await form.getByTestId('percent-bizFeeRatio').fill('5');
  await expect(form.getByTestId('computed-projectCostFee')).toHaveValue('10800000.00');
  await expect(form.getByTestId('computed-exProjectFee')).toHaveValue('11400000.00');
  await form.getByRole('textbox', { name: '建设规模', exact: true }).fill('总建筑面积约5万平方米');
  const scan = join(dir, '合同扫描件.pdf');
  writeFileSync(scan, Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'));
  const chooser = page.waitForEvent('filechooser');
  await form.getByTestId('owner-scan').getByTestId('field-choose').click();
  await (await chooser).setFiles([scan]);
  await expect(form.getByTestId('owner-scan').getByTestId('field-file').getByRole('button')).toBeVisible({ timeout: 30_000 });
  await form.getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(row(page, NAME)).toContainText('未签订');
  await expect(row(page, NAME)).toContainText('10,800,000.00');

  // Signed with its code (the one contract status dialog).
  await row(page, NAME).getByTestId('action-status').click();
  const dialog = page.getByTestId('change-status');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: '已签订' }).click();
  await dialog.getByTestId('status-field-code').fill('HT-2026-088');
  await dialog.getByTestId('change-status-submit').click();
  await expect(row(page, NAME)).toContainText('已签订');
  await expect(row(page, NAME)).toContainText('HT-2026-088');

  // Modified: the old amount beside the new, a reason, the fees recomputed.
  await row(page, NAME).getByTestId('crud-modify').click();
  await expect(drawer(page).getByTestId('before-currContractAmount')).toHaveValue('12000000.00');
  await drawer(page).getByTestId('money-currContractAmount').fill('15000000');
  await expect(drawer(page).getByTestId('computed-projectCostFee')).toHaveValue('13500000.00');
  await drawer(page).getByTestId('change-reason').fill('追加建筑面积');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(drawer(page)).toBeHidden();
  await expect(row(page, NAME)).toContainText('15,000,000.00');
  await expect(row(page, NAME)).toContainText('13,500,000.00');
});

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
