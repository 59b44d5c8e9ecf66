/**
 * Partners, other companies and bank cards (issue 13) in Chromium through browser mode: two
 * journeys and the zh/en screenshots of the four screens. Rules live in the server, unit and
 * component tests; these walk the screens as an organisation's administrator does.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ARTIFACTS = 'tests/.artifacts';
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));
// Two long journeys on a loaded 2-core machine: each walks two screens end to end.
test.describe.configure({ timeout: 150_000 });

const rows = (page: Page) => page.getByTestId('crud-row');
/** A screen's first list after sign-in loads its lazy chunk and dictionaries: slow on a loaded machine. */
const FIRST_LOAD = { timeout: 30_000 };
const drawer = (page: Page) => page.getByTestId('crud-drawer');
const choose = async (page: Page, field: string, option: string) => {
  await drawer(page).getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('bank cards: a second card made default un-defaults the first, the default is not deleted', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/organization/bankcard');
  await expect(rows(page)).toHaveCount(2, FIRST_LOAD);
  // Account numbers grouped in fours; the default first.
  await expect(rows(page).first().getByTestId('bank-acc')).toHaveText('6222 0210 1000 0400 01');
  await expect(rows(page).first()).toContainText('默认');

  // The form's messages: tests/component/partner-forms.test.tsx; the server's: tests/integration/server/bank-cards.test.ts.
  await page.getByTestId('crud-add').click();
  await drawer(page).getByRole('textbox', { name: '账户名称' }).fill('远景建筑设计研究院有限公司');
  await drawer(page).getByRole('textbox', { name: '开户银行' }).fill('招商银行上海分行');
  await drawer(page).getByRole('textbox', { name: '银行账号' }).fill('6214830100001234');
  await choose(page, '是否默认', '是');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  const added = rows(page).filter({ hasText: '6214 8301 0000 1234' });
  await expect(added).toContainText('默认');
  // The former default is one no longer: one badge in the list.
  await expect(page.getByTestId('list-bankCards').getByText('默认', { exact: true })).toHaveCount(1);

  await added.getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('默认银行卡不能删除，请先将另一张银行卡设为默认').first()).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
});

test('other companies add, edit and remove; partners: disable and enable one, add one by category and name, remove it', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/organization/other-company');
  await expect(rows(page)).toHaveCount(2, FIRST_LOAD);
  // The form's messages: tests/component/partner-forms.test.tsx; the server's: tests/integration/server/partners.test.ts.
  await page.getByTestId('crud-add').click();
  await drawer(page).getByRole('textbox', { name: '单位名称' }).fill('E2E幕墙工程有限公司');
  await drawer(page).getByRole('textbox', { name: '统一社会信用代码' }).fill('91310104MA1K4AB12C');
  await drawer(page).getByRole('textbox', { name: '收票手机号码' }).fill('13600001111');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await page.getByRole('textbox', { name: '单位名称' }).fill('E2E幕墙');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole('button', { name: '编辑' }).click();
  await drawer(page).getByRole('textbox', { name: '法人' }).fill('马强');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  await expect(rows(page)).toContainText('马强');
  await rows(page).getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(rows(page)).toHaveCount(0);

  // Partners: the owner-unit tab, disable the partner, then enable it again.
  await app.goto('/organization/partner');
  await expect(rows(page)).toHaveCount(6, FIRST_LOAD);
  await page.getByTestId('partner-tabs').getByRole('tab', { name: '业主单位' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('滨江新区城市建设投资有限公司');
  await expect(rows(page)).toContainText('已签订');
  await rows(page).getByTestId('action-disable').click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  await expect(rows(page)).toContainText('停用');
  await rows(page).getByTestId('action-enable').click();
  await page.getByTestId('crud-confirm').click();
  await expect(rows(page).getByTestId('action-disable')).toBeVisible();
  // Add a technology company as a partner (picked by category and name), then remove it.
  await page.getByTestId('partner-tabs').getByRole('tab', { name: '全部' }).click();
  await expect(rows(page)).toHaveCount(6);
  await page.getByTestId('crud-add').click();
  await choose(page, '单位类别', '科技公司');
  await drawer(page).getByRole('combobox', { name: '合作单位' }).click();
  await page.getByRole('option', { name: '中科筑云科技有限公司' }).click();
  await drawer(page).getByRole('textbox', { name: '备注' }).fill('E2E技术合作');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  const added = rows(page).filter({ hasText: '中科筑云科技有限公司' });
  await expect(added).toContainText('E2E技术合作');
  await added.getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(rows(page)).toHaveCount(6);
});

test('screenshots of the partner, agreement, other-company and bank card screens in zh and en', PICTURES, async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    for (const [path, name] of [
      ['/organization/partner', 'partners'],
      ['/organization/agreement', 'agreements'],
      ['/organization/other-company', 'other-companies'],
      ['/organization/bankcard', 'bank-cards'],
    ] as const) {
      await app.goto(path);
      await expect(rows(page).first()).toBeVisible(FIRST_LOAD);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${ARTIFACTS}/${name}-${language}.png`, animations: 'disabled' });
    }
    await app.goto('/organization/bankcard');
    await page.getByTestId('crud-add').click();
    await expect(drawer(page).getByTestId('crud-submit')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/bank-card-form-${language}.png`, animations: 'disabled' });
  }
});
