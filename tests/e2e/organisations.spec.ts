/**
 * Organisations (spec 3 §2, issue 13) in Chromium through browser mode: the operator finds a draft,
 * edits it (the name is checked on blur), submits it to normal, finds it on the management list and
 * reads its history; an organisation's administrator edits its own profile on /biz/biz and opens
 * its enterprise detail. Screenshots of the main screens in Chinese and English.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, type App } from './support/fixtures';

const ADMIN = { tenantId: '000000', username: 'admin' };
const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ARTIFACTS = 'tests/.artifacts';
test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const rows = (page: Page) => page.getByTestId('crud-row');

/** A complete draft, added through the same call the drawer form makes. */
async function addDraft(app: App, name: string, regNo: string): Promise<void> {
  const result = await app.bridge<{ ok: boolean; error?: { message: string } }>('api.call', {
    module: 'system',
    path: 'biz-info/submit',
    method: 'POST',
    body: {
      orgCategory: 'sj', orgAbbr: '旅程', orgName: name, orgLegal: '王五', orgAddress: '成都市高新区天府大道1号', regNo, regCapital: '1000.5',
      regDate: '2020-01-02', bizScope: '工程设计', peopleNum: '50', serviceCodes: '51', regPic: 'https://files.example.com/licence.png',
      invoiceEmail: 'a@example.com', invoicePhone: '13912345678', orgPhone: '028-12345678', status: 0,
    },
  });
  expect(result.ok, JSON.stringify(result.error)).toBe(true);
}

test('the operator edits a draft, submits it to normal, finds it on the management list and reads its history; the list, the form and /biz/biz in English', async ({ app, page }) => {
  await app.signIn(ADMIN);
  await addDraft(app, '旅程设计顾问有限公司', '91510100MA6JRN0001');
  await app.goto('/organization/manage');
  const manage = page.getByTestId('list-organisations');
  await expect(manage).toBeVisible();
  await expect(rows(page).filter({ hasText: '中科筑云科技有限公司' })).toBeVisible();
  await expect(rows(page).filter({ hasText: '旅程设计顾问有限公司' })).toHaveCount(0);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/organisations-manage-zh.png`, animations: 'disabled' });

  await page.getByTestId('org-drafts').click();
  const drafts = page.getByTestId('list-orgDrafts');
  await expect(drafts).toBeVisible();
  await expect(rows(page).filter({ hasText: '天府绿建设计咨询有限公司' })).toBeVisible();
  await drafts.getByRole('textbox', { name: '单位名称' }).fill('旅程');
  await drafts.getByRole('button', { name: '搜索', exact: true }).click();
  const draft = rows(page).filter({ hasText: '旅程设计顾问有限公司' });
  await expect(draft).toContainText('草稿');

  await draft.getByRole('button', { name: '编辑' }).click();
  await expect(drawer(page).getByTestId('field-orgName')).toHaveValue('旅程设计顾问有限公司');
  // The name is checked on blur against the other organisations.
  await drawer(page).getByTestId('field-orgName').fill('中科筑云科技有限公司');
  await drawer(page).getByRole('textbox', { name: '法定代表人' }).click();
  await expect(drawer(page).getByText('名称已存在，请检查')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/organisations-form-zh.png`, animations: 'disabled' });
  await drawer(page).getByTestId('field-orgName').fill('旅程设计顾问有限公司');
  await drawer(page).getByRole('textbox', { name: '法定代表人' }).fill('赵六');
  await expect(drawer(page).getByText('名称已存在，请检查')).toHaveCount(0);
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  await expect(drawer(page)).toBeHidden();
  await expect(draft).toBeVisible();

  await draft.getByTestId('action-submitDraft').click();
  const dialog = page.getByTestId('change-status');
  await dialog.getByRole('combobox', { name: '变更为' }).click();
  await expect(page.getByRole('option')).toHaveText(['正常']);
  await page.getByRole('option', { name: '正常' }).click();
  await dialog.getByTestId('change-status-submit').click();
  await expect(dialog).toBeHidden();
  await expect(draft).toHaveCount(0);

  await app.goto('/organization/manage');
  await manage.getByRole('textbox', { name: '单位名称' }).fill('旅程设计顾问');
  await manage.getByRole('button', { name: '搜索', exact: true }).click();
  const live = rows(page).filter({ hasText: '旅程设计顾问有限公司' });
  await expect(live).toContainText('正常');
  // Seven buttons would crowd the row: the last ones are under 更多.
  await live.getByTestId('row-more').click();
  await page.getByRole('menuitem', { name: '变更记录' }).click();
  const history = page.getByTestId('list-orgHistory');
  await expect(history).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(0)).toContainText('变更状态');
  await expect(rows(page).nth(0)).toContainText('草稿 → 正常');
  await expect(rows(page).nth(1)).toContainText('法定代表人: 王五 → 赵六');
  await expect(rows(page).nth(1)).toContainText('赵文博');
  await expect(rows(page).nth(2)).toContainText('新增');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/organisations-history-zh.png`, animations: 'disabled' });

  // In English, without signing in again (the English sign-in page: language.spec.ts): the list, the form's messages and /biz/biz.
  await app.bridge('settings.update', { language: 'en' });
  await app.goto('/organization/manage');
  await expect(page.getByRole('columnheader', { name: 'Type of enterprise' })).toBeVisible({ timeout: 30_000 });
  await expect(rows(page).filter({ hasText: 'Technology company' }).first()).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/organisations-manage-en.png`, animations: 'disabled' });
  await page.getByTestId('crud-add').click();
  await drawer(page).getByTestId('crud-submit').click();
  await expect(drawer(page).getByText('Choose the type of enterprise')).toBeVisible();
  await expect(drawer(page).getByText('Upload the business licence')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/organisations-form-en.png`, animations: 'disabled' });
  await drawer(page).getByRole('button', { name: 'Close' }).click();
  await app.goto('/biz/biz');
  await expect(page.getByTestId('org-info')).toContainText('Unified social credit code');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/org-info-en.png`, animations: 'disabled' });
  await app.bridge('settings.update', { language: 'zh' });
});

test('an organisation administrator edits its own profile on /biz/biz and opens its enterprise detail', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/biz/biz');
  const info = page.getByTestId('org-info');
  await expect(info).toBeVisible();
  await expect(info.getByTestId('detail-regNo')).toHaveText('91510100MA6CEM0004');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/org-info-zh.png`, animations: 'disabled' });
  await page.getByTestId('org-info-edit').click();
  // The category was chosen when the organisation was added.
  await expect(drawer(page).getByRole('combobox', { name: '企业性质' })).toBeDisabled();
  await drawer(page).getByRole('textbox', { name: '企业简介' }).fill('专注公共建筑与城市更新设计。');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  await expect(info.getByTestId('detail-mainDesc')).toHaveText('专注公共建筑与城市更新设计。');

  const id = '100004';
  await app.goto(`/inside/details/${id}`);
  await expect(page.getByTestId('detail-regNo')).toHaveText('91510100MA6CEM0004');
  await page.getByRole('tab', { name: '成员' }).click();
  await expect(rows(page).filter({ hasText: '林一鸣' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/enterprise-detail-zh.png`, animations: 'disabled' });
});
