/** Data scopes and API scopes (/system/data-scope, /system/api-scope, spec 3 §6, §7): the operator's screens in Chromium through browser mode. */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const OPERATOR = { tenantId: '000000', username: 'admin' };
const ARTIFACTS = 'tests/.artifacts';

test.describe.configure({ timeout: 90_000 });
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const list = (page: Page) => page.getByTestId('list-dataScopes');
const drawer = (page: Page) => page.getByTestId('crud-drawer');
const rows = (page: Page) => page.getByTestId('crud-row');

test('the operator adds a custom data scope, searches, edits it to another type and removes it', async ({ app, page }) => {
  await app.signIn(OPERATOR);
  await app.goto('/system/data-scope');
  await expect(list(page)).toBeVisible();
  await expect(rows(page).filter({ hasText: '本人的客户' })).toHaveCount(1);

  await page.getByTestId('crud-add').click();
  await drawer(page).getByRole('combobox', { name: '权限类型' }).click();
  await drawer(page).getByRole('option', { name: '自定义' }).click();
  // The custom rule's messages: tests/component/data-scope-form.test.tsx; every rule's, name and code
  // included: tests/unit/shared/scopes.test.ts and tests/integration/server/scopes.test.ts.
  await drawer(page).getByRole('textbox', { name: '权限名称' }).fill('E2E合作中的客户');
  await drawer(page).getByRole('textbox', { name: '权限编号' }).fill('e2e_customer_cooperating');
  await drawer(page).getByRole('combobox', { name: '规则字段' }).click();
  await drawer(page).getByRole('option', { name: '合作状态' }).click();
  await drawer(page).getByRole('textbox', { name: '规则取值' }).fill('1');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();

  await list(page).getByRole('textbox', { name: '权限名称' }).fill('E2E合作');
  await list(page).getByRole('button', { name: '搜索', exact: true }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('自定义');
  await expect(rows(page)).toContainText('合作状态: 1');

  await rows(page).getByRole('button', { name: '编辑' }).click();
  await drawer(page).getByRole('combobox', { name: '权限类型' }).click();
  await drawer(page).getByRole('option', { name: '本部门及以下' }).click();
  await expect(drawer(page).getByRole('textbox', { name: '规则取值' })).toHaveCount(0);
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  await expect(rows(page)).toContainText('本部门及以下');
  await expect(rows(page)).not.toContainText('合作状态');

  await rows(page).getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test('data scope and API scope screenshots (zh, en)', PICTURES, async ({ app, page }) => {
  await app.signIn(OPERATOR);
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    await app.goto('/system/data-scope');
    await expect(rows(page).first()).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/data-scopes-${language}.png`, animations: 'disabled' });
    await page.getByTestId('crud-add').click();
    await drawer(page).getByRole('combobox').nth(1).click();
    await page.getByRole('option').last().click();
    await expect(drawer(page).getByRole('combobox')).toHaveCount(3);
    await page.screenshot({ path: `${ARTIFACTS}/data-scope-form-${language}.png`, animations: 'disabled' });
    await app.goto('/system/api-scope');
    await expect(rows(page).first()).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/api-scopes-${language}.png`, animations: 'disabled' });
  }
});
