/**
 * 我的合同 (issue 16): a production team finds the demo production contract that names it, reads it
 * and adds its supplement with its copy's scan; pictures of the list, the view, the supplement form and
 * the enterprise detail's contracts in both languages (out of CI).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { TINY_PDF } from '../support/files';
import { expect, test, PICTURES } from './support/fixtures';

const SC_ADMIN = { tenantId: '100008', username: 'sc_admin' };
const SS_ADMIN = { tenantId: '100001', username: 'ss_admin' };
const CONTRACT = '滨江新区文化艺术中心幕墙专项设计分包合同';
const ARTIFACTS = 'tests/.artifacts';
const dir = mkdtempSync(join(tmpdir(), 'cem-my-contracts-'));

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The row of the demo production contract 100001 (华夏工程设计集团) recorded. */
async function findContract(page: Page) {
  const list = page.getByTestId('list-myContracts');
  await list.getByRole('search').getByRole('textbox').first().fill('幕墙专项');
  await list.getByRole('search').getByRole('button', { name: /^(搜索|Search)$/ }).click();
  const row = page.getByTestId('crud-row').filter({ hasText: CONTRACT }).filter({ hasText: '华夏工程设计集团有限公司' });
  await expect(row).toHaveCount(1);
  return row;
}

test('a production team finds the contract naming it under 我的合同 and adds its supplement with a scan', async ({ app, page }) => {
  await app.signIn(SC_ADMIN);
  await app.goto('/contract/mine');
  const row = await findContract(page);
  await expect(row).toContainText('3,000,000.00');
  await expect(row).toContainText('已签订');
  // Read-only view: the contract's main fields.
  await row.getByTestId('crud-view').click();
  const drawer = page.getByTestId('crud-drawer');
  await expect(drawer.getByRole('textbox', { name: '所属业主合同' })).toHaveValue('滨江新区文化艺术中心设计合同');
  await page.keyboard.press('Escape');
  // The supplement: internal code, contact, the party's copy's scan.
  await row.getByTestId('my-contract-supplement').click();
  const dialog = page.getByTestId('action-dialog-supplement');
  await dialog.getByRole('textbox', { name: '我方合同编号' }).fill('JX-E2E-001');
  await dialog.getByRole('textbox', { name: '我方联系人' }).fill('郑凯');
  await dialog.getByRole('textbox', { name: '联系电话' }).fill('abc');
  await dialog.getByTestId('action-submit').click();
  await expect(dialog.getByText('联系人电话格式有误')).toBeVisible();
  await dialog.getByRole('textbox', { name: '联系电话' }).fill('13800000008');
  const path = join(dir, '我方合同扫描件.pdf');
  writeFileSync(path, TINY_PDF);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByTestId('supplement-scans').getByTestId('field-choose').click();
  await (await chooser).setFiles([path]);
  await expect(dialog.getByTestId('supplement-scans')).toContainText('我方合同扫描件.pdf');
  await dialog.getByTestId('action-submit').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('JX-E2E-001');
  // The detail page is the recording organisation's: a party has no 详情 link.
  await expect(row.getByTestId('my-contract-details')).toHaveCount(0);
});

for (const language of ['zh', 'en'] as const) {
  test(`my contracts pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    await app.bridge('settings.update', { language });
    await app.signIn(SC_ADMIN);
    await app.goto('/contract/mine');
    const row = await findContract(page);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/my-contracts-${language}.png`, animations: 'disabled' });
    await row.getByTestId('crud-view').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/my-contracts-view-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await row.getByTestId('my-contract-supplement').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/my-contracts-supplement-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await app.signOut();
    await app.signIn(SS_ADMIN);
    await app.goto('/inside/details/100008');
    await page.getByRole('tab', { name: /^(合同|Contracts)$/ }).click();
    await expect(page.getByTestId('crud-row').first()).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/enterprise-contracts-${language}.png`, animations: 'disabled' });
  });
}
