/**
 * The cross-kind contract journey (issue 16), on the demo scene of 华夏工程设计集团 (ss_admin): a draft
 * saved with its name alone; the unsigned owner contract 城南污水处理厂提标改造设计合同 edited with its
 * fees following the typed figures, and signed; a production and a resource-provider contract under it,
 * each form showing the remaining project cost as the other left it; the production contract signed and
 * modified, its page (/contract/zq_details) showing the change; the owner contract modified, its page
 * (/contract/yz_details) dividing the money among them to the fen, with the change, the status log and
 * the scan, and leading to its project, whose contracts tab lists it. The per-screen specs keep only
 * what is their screen's alone; every rule's message is the unit and server tests'.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const SS_ADMIN = { tenantId: '100001', username: 'ss_admin' };
const OWNER = '城南污水处理厂提标改造设计合同';
const PRODUCTION = '城南提标改造结构专业设计分包合同';
const RESOURCE = '城南提标改造资源对接服务合同';
const FIRST_LOAD = { timeout: 30_000 };

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cem-e2e-journey-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

async function pick(page: Page, box: Locator, option: string | RegExp, multiple = false): Promise<void> {
  await box.click();
  await page.getByRole(multiple ? 'menuitemcheckbox' : 'option', { name: option }).first().click();
  if (multiple) await page.keyboard.press('Escape');
}

async function signDate(form: Locator): Promise<void> {
  const day = form.getByRole('combobox', { name: '签订日期', exact: true });
  await day.fill('2026-11-20');
  await day.press('Tab');
}

/** The one contract status dialog: to 已签订 with the code. */
async function sign(page: Page, action: Locator, code: string): Promise<void> {
  await action.click();
  const dialog = page.getByTestId('change-status');
  await pick(page, dialog.getByRole('combobox').first(), '已签订');
  await dialog.getByTestId('status-field-code').fill(code);
  await dialog.getByTestId('change-status-submit').click();
  await expect(dialog).toBeHidden();
}

test('owner contract with live fees → production and resource contracts under it → sign → modify → history → detail pages', async ({ app, page }) => {
  // About 45 s on a quiet machine; the cap leaves room for a loaded one (two workers beside other suites).
  test.setTimeout(120_000);
  await app.signIn(SS_ADMIN);

  // A draft (保存草稿) needs its name only.
  await app.goto('/contract/owner');
  await page.getByTestId('crud-add').click(FIRST_LOAD);
  await drawer(page).getByRole('textbox', { name: '合同名称', exact: true }).fill('城南草稿合同');
  await drawer(page).getByTestId('crud-submit-draft').click();
  await expect(drawer(page)).toBeHidden();
  await expect(row(page, '城南草稿合同')).toContainText('草稿');

  // The owner contract: its fees follow the amount as it is typed (4 800 000.00 at 3/2/5 % before).
  await row(page, OWNER).getByTestId('crud-edit').click();
  const owner = drawer(page);
  await expect(owner.getByTestId('computed-projectCostFee')).toHaveValue('4320000.00');
  await owner.getByTestId('money-currContractAmount').fill('6000000');
  await expect(owner.getByTestId('computed-platformFee')).toHaveValue('180000.00');
  await expect(owner.getByTestId('computed-projectCostFee')).toHaveValue('5400000.00');
  // The unsigned demo contract has neither its signing date nor its scan yet.
  await signDate(owner);
  const scan = join(dir, '合同扫描件.pdf');
  writeFileSync(scan, Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'));
  const chooser = page.waitForEvent('filechooser');
  await owner.getByTestId('owner-scan').getByTestId('field-choose').click();
  await (await chooser).setFiles([scan]);
  await expect(owner.getByTestId('owner-scan').getByTestId('field-file').getByRole('button')).toBeVisible(FIRST_LOAD);
  await owner.getByTestId('crud-submit').click();
  await expect(owner).toBeHidden();
  await expect(row(page, OWNER)).toContainText('5,400,000.00');
  await sign(page, row(page, OWNER).getByTestId('action-status'), 'HT-100001-CN');
  await expect(row(page, OWNER)).toContainText('已签订');

  // A production contract under it: the whole project cost is left, the share shown live.
  await app.goto('/contract/production');
  await page.getByTestId('crud-add').click(FIRST_LOAD);
  const production = drawer(page);
  await pick(page, production.getByTestId('production-owner-contractOwnerId'), new RegExp(OWNER));
  await expect(production.getByRole('textbox', { name: '项目成本费剩余总额', exact: true })).toHaveValue('5400000.00');
  await production.getByRole('textbox', { name: '合同名称', exact: true }).fill(PRODUCTION);
  await production.getByRole('textbox', { name: '合同编号', exact: true }).fill('SC-CN-001');
  await pick(page, production.getByRole('combobox', { name: '合同类型', exact: true }), '设计分包', true);
  await signDate(production);
  await pick(page, production.getByTestId('production-party-jia'), /./);
  await pick(page, production.getByTestId('production-party-yi'), /./);
  await production.getByRole('textbox', { name: '当前生产服务合同金额', exact: true }).fill('1000000');
  await expect(production.getByTestId('computed-produceDivideOwner')).toHaveValue('16.67');
  await production.getByRole('textbox', { name: '分包说明', exact: true }).fill('结构专业施工图设计分包');
  await production.getByTestId('crud-submit').click();
  await expect(row(page, PRODUCTION)).toContainText('未签订', FIRST_LOAD);

  // A resource-provider contract under it: the remaining cost already holds the unsigned production contract.
  await app.goto('/contract/resource');
  await page.getByTestId('crud-add').click(FIRST_LOAD);
  const resource = drawer(page);
  await pick(page, resource.getByTestId('resource-contractOwnerId'), new RegExp(OWNER));
  await expect(resource.getByTestId('computed-costSurplus')).toHaveValue('4400000.00');
  await resource.getByRole('textbox', { name: '合同名称', exact: true }).fill(RESOURCE);
  await pick(page, resource.getByTestId('party-partyJia'), /./);
  await pick(page, resource.getByTestId('party-partyYi'), /./);
  await signDate(resource);
  await resource.getByTestId('percent-commissionPercent').fill('5');
  await expect(resource.getByTestId('computed-commissionAmount')).toHaveValue('300000.00');
  await resource.getByRole('textbox', { name: '服务内容及规模', exact: true }).fill('业主资源对接服务');
  await resource.getByTestId('crud-submit').click();
  await expect(row(page, RESOURCE)).toContainText('300,000.00', FIRST_LOAD);

  // The production contract signed, then modified with its old amount beside the new.
  await app.goto('/contract/production');
  await sign(page, row(page, PRODUCTION).getByTestId('action-status'), 'SC-CN-001');
  await expect(row(page, PRODUCTION)).toContainText('已签订');
  await row(page, PRODUCTION).getByTestId('crud-modify').click();
  await expect(drawer(page).getByTestId('before-currContractAmount')).toHaveValue(/1,?000,?000\.00/);
  await drawer(page).getByRole('textbox', { name: '当前生产服务合同金额', exact: true }).fill('1500000');
  await expect(drawer(page).getByTestId('computed-changeAmount')).toHaveValue('500000.00');
  await drawer(page).getByTestId('change-reason').fill('增加给排水专业');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(row(page, PRODUCTION)).toContainText('1,500,000.00');

  // Its page: the change in its history.
  await row(page, PRODUCTION).getByTestId('production-details').click();
  await expect(page.getByTestId('detail-heading')).toHaveText(PRODUCTION, FIRST_LOAD);
  await page.getByTestId('detail-tab-history').click();
  await expect(page.getByTestId('crud-row').first()).toContainText('增加给排水专业');

  // The owner contract modified (变更): the old amount beside the new, the fees recomputed.
  await app.goto('/contract/owner');
  await row(page, OWNER).getByTestId('crud-modify').click(FIRST_LOAD);
  await expect(drawer(page).getByTestId('before-currContractAmount')).toHaveValue('6000000.00');
  await drawer(page).getByTestId('money-currContractAmount').fill('7000000');
  await expect(drawer(page).getByTestId('computed-projectCostFee')).toHaveValue('6300000.00');
  await drawer(page).getByTestId('change-reason').fill('增加深度处理单元');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(drawer(page)).toBeHidden();

  // Its page: the project cost divided among the contracts under it to the fen, and the change kept.
  await row(page, OWNER).getByTestId('owner-details').click();
  await expect(page.getByTestId('detail-heading')).toHaveText(OWNER, FIRST_LOAD);
  await expect(page.getByTestId('assignment-projectCostFee-amount')).toHaveText('6,300,000.00');
  await expect(page.getByTestId('assignment-productContractAmount-amount')).toHaveText('1,500,000.00');
  await expect(page.getByTestId('assignment-unsignedReserved-amount')).toHaveText('300,000.00');
  await expect(page.getByTestId('assignment-costSurplus-amount')).toHaveText('4,500,000.00');
  await expect(page.getByTestId('summary-assignment')).not.toContainText('各项之和与合同总额不一致');
  await page.getByTestId('detail-tab-resource').click();
  await expect(page.getByTestId('detail-panel-resource')).toContainText(RESOURCE);
  await page.getByTestId('detail-tab-history').click();
  await expect(page.getByTestId('detail-panel-history')).toContainText('增加深度处理单元');
  await page.getByTestId('detail-tab-statusLog').click();
  await expect(page.getByTestId('detail-panel-statusLog').getByTestId('crud-row').first()).toContainText('已签订');
  await page.getByTestId('detail-tab-attachments').click();
  await expect(page.getByTestId('owner-contract-attachments')).toContainText('合同扫描件.pdf');

  // Its project's page lists it under the project's contracts.
  await page.getByTestId('detail-tab-projects').click();
  await page.getByTestId('owner-contract-project-link').first().click();
  await page.getByTestId('detail-tab-contracts').click(FIRST_LOAD);
  await expect(page.getByTestId('detail-panel-contracts').getByTestId('crud-row').filter({ hasText: OWNER })).toContainText('7,000,000.00');
});
