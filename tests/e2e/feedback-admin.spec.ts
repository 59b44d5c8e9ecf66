/** Feedback management (/system/feedback, spec 1 §3) on the list-and-drawer framework, in Chromium through browser mode. */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, type App, PICTURES } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ARTIFACTS = 'tests/.artifacts';

test.describe.configure({ timeout: 90_000 });
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const list = (page: Page) => page.getByTestId('list-feedback');
const drawer = (page: Page) => page.getByTestId('crud-drawer');
const rows = (page: Page) => page.getByTestId('crud-row');

async function seed(app: App, title: string): Promise<void> {
  const result = await app.bridge<{ ok: boolean }>('api.call', {
    module: 'system',
    path: 'feedback/save',
    method: 'POST',
    body: { type: 2, title, require: '导出合同列表', opinion: '点击导出没有反应', phone: '13800000004' },
  });
  expect(result.ok).toBe(true);
}

test('search, view, update the status with its messages, and delete', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await seed(app, 'E2E反馈甲');
  await seed(app, 'E2E反馈乙');
  await app.goto('/system/feedback');
  await expect(list(page)).toBeVisible();
  await expect(page.getByTestId('crud-add')).toHaveCount(0);

  await list(page).getByRole('textbox', { name: '标题' }).fill('E2E反馈甲');
  await list(page).getByRole('button', { name: '搜索', exact: true }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('程序缺陷');
  await expect(rows(page)).toContainText('待处理');

  await rows(page).getByRole('button', { name: '查看' }).click();
  await expect(drawer(page).getByRole('textbox', { name: '意见建议' })).toHaveValue('点击导出没有反应');
  await expect(drawer(page).getByTestId('crud-submit')).toHaveCount(0);
  await drawer(page).getByRole('button', { name: '关闭' }).click();

  await rows(page).getByRole('button', { name: '更新状态' }).click();
  await expect(drawer(page).getByRole('heading', { name: '更新状态' })).toBeVisible();
  await drawer(page).getByRole('textbox', { name: '处理备注' }).fill('备'.repeat(501));
  await drawer(page).getByTestId('crud-submit').click();
  await expect(drawer(page).getByText('长度不能超过500个字符')).toBeVisible();
  await drawer(page).getByRole('textbox', { name: '处理备注' }).fill('已在 1.0.2 修复');
  await drawer(page).getByRole('combobox', { name: '更新状态' }).click();
  await drawer(page).getByRole('option', { name: '已处理' }).click();
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  await expect(rows(page)).toContainText('已处理');

  // The status filter finds it under its new status only.
  await list(page).getByRole('combobox', { name: '处理状态' }).click();
  await list(page).getByRole('option', { name: '待处理' }).click();
  await list(page).getByRole('button', { name: '搜索', exact: true }).click();
  await expect(rows(page)).toHaveCount(0);
  await list(page).getByRole('combobox', { name: '处理状态' }).click();
  await list(page).getByRole('option', { name: '已处理' }).click();
  await list(page).getByRole('button', { name: '搜索', exact: true }).click();
  await expect(rows(page)).toHaveCount(1);

  await rows(page).getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

for (const language of ['zh', 'en'] as const) {
  test(`feedback management screenshots (${language})`, PICTURES, async ({ app, page }) => {
    await app.signIn(SJ_ADMIN);
    await seed(app, `E2E截图反馈${language}`);
    await app.bridge('settings.update', { language });
    await app.goto('/system/feedback');
    await expect(rows(page).first()).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/feedback-list-${language}.png`, animations: 'disabled' });
    await rows(page).first().getByRole('button', { name: language === 'zh' ? '更新状态' : 'Update status' }).click();
    await expect(drawer(page).getByTestId('crud-submit')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/feedback-status-${language}.png`, animations: 'disabled' });
  });
}
