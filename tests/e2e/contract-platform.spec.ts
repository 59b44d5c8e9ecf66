/**
 * Platform, project-management and owner-allocated contracts (issue 16, H2): one short journey on the
 * demo scene — a project-management contract added under the signed 滨江 owner contract with its
 * figures and live total, signed through the status dialog, modified with a scan and a reason, and
 * followed on /contract/fzq_details (history, status log) — and the pictures of the screens in zh
 * and en (out of CI). Each rule's messages are the unit and server tests'.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, PICTURES, test } from './support/fixtures';

const SS_ADMIN = { tenantId: '100001', username: 'ss_admin' };
const OWNER = '滨江新区文化艺术中心设计合同';
const NAME = '文化艺术中心全过程管理合同';
const ARTIFACTS = 'tests/.artifacts';

// The journey runs in about 35 s on a quiet machine (measured 60–70 s while other suites shared the two cores).
test.describe.configure({ timeout: 90_000 });

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cem-e2e-platform-'));
  mkdirSync(ARTIFACTS, { recursive: true });
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

async function fillDateTime(scope: Locator, label: string, day: string): Promise<void> {
  const dayBox = scope.getByRole('combobox', { name: label, exact: true });
  await dayBox.fill(day);
  await dayBox.press('Tab');
}

async function pickOwner(page: Page): Promise<void> {
  const box = drawer(page).getByTestId('platform-contractOwnerId');
  await box.fill('滨江');
  await page.getByRole('option', { name: new RegExp(OWNER) }).first().click();
}

test('a project-management contract: added under the owner contract with its live total, signed, modified, followed on its detail page', async ({ app, page }) => {
  await app.signIn(SS_ADMIN);
  await app.goto('/contract/project');
  await expect(page.getByTestId('list-projectContracts')).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('crud-add').click();
  await pickOwner(page);
  // The owner contract's figures: expected project amount 11 400 000.00, 500 000.00 already under it.
  await expect(page.getByTestId('owner-figure-exProjectFee')).toHaveValue('11400000.00');
  await expect(page.getByTestId('owner-figure-availableAmount')).toHaveValue('10900000.00');
  const form = drawer(page);
  await form.getByRole('textbox', { name: '合同名称' }).fill(NAME);
  await form.getByTestId('party-partyYiId').click();
  await page.getByRole('option', { name: '长江工程咨询有限公司' }).click();
  await form.getByTestId('money-currContractAmount').fill('100000');
  // The kind's total with this contract, live: 500 000.00 before it.
  await expect(page.getByTestId('computed-currTotalAmount')).toHaveValue('600000.00');
  await fillDateTime(form, '签订日期', '2026-11-20');
  await form.getByRole('textbox', { name: '服务内容及规模' }).fill('设计全过程管理');
  await form.getByRole('textbox', { name: '备注' }).fill('演示');
  await form.getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(row(page, NAME)).toContainText('未签订');

  await row(page, NAME).getByTestId('platform-status').click();
  const dialog = page.getByTestId('change-status');
  await dialog.getByRole('combobox', { name: '变更为' }).click();
  await page.getByRole('option', { name: '已签订' }).click();
  await dialog.getByRole('textbox', { name: '合同编号' }).fill('XMGL-2026-001');
  await dialog.getByTestId('change-status-submit').click();
  await expect(dialog).toBeHidden();
  await expect(row(page, NAME)).toContainText('已签订');

  await row(page, NAME).getByTestId('crud-modify').click();
  const scan = join(dir, '变更扫描件.pdf');
  writeFileSync(scan, Buffer.from('%PDF-1.4\n%demo\n', 'latin1'));
  const chooser = page.waitForEvent('filechooser');
  await drawer(page).getByTestId('platform-scans').getByTestId('field-choose').click();
  await (await chooser).setFiles([scan]);
  await expect(drawer(page).getByTestId('field-file').getByRole('button')).toBeVisible();
  await drawer(page).getByTestId('money-currContractAmount').fill('120000.00');
  await expect(page.getByTestId('computed-changeAmount')).toHaveValue('20000.00');
  await page.getByTestId('change-reason').fill('业主追加管理范围');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();

  await row(page, NAME).getByTestId('platform-details').click();
  await expect(page.getByText(NAME).first()).toBeVisible();
  await page.getByTestId('detail-tab-history').click();
  await expect(page.getByTestId('platform-history')).toContainText('业主追加管理范围');
  await page.getByTestId('detail-tab-statusLog').click();
  await expect(page.getByTestId('platform-status-log')).toContainText('XMGL-2026-001');
});

for (const language of ['zh', 'en'] as const) {
  test(`platform contract screens pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    await app.bridge('settings.update', { language });
    await app.signIn(SS_ADMIN);
    for (const [path, list] of [
      ['/contract/platform', 'platformContracts'],
      ['/contract/project', 'projectContracts'],
      ['/contract/basic', 'basicContracts'],
    ] as const) {
      await app.goto(path);
      await expect(page.getByTestId(`list-${list}`)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('crud-row').first()).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${ARTIFACTS}/contract-${list}-${language}.png`, animations: 'disabled' });
    }
    await page.getByTestId('crud-add').click();
    await pickOwner(page);
    await expect(page.getByTestId('platform-owner-figures')).toBeVisible();
    await drawer(page).getByTestId('crud-submit').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/contract-platform-form-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await row(page, '滨江新区文化艺术中心业主分配合同').getByTestId('platform-details').click();
    await expect(page.getByTestId('detail-tab-statusLog')).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/contract-fzq-details-${language}.png`, animations: 'disabled' });
  });
}
