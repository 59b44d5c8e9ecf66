/**
 * The logs' screens (issue 14): the operator reads the usual, api and error logs with their
 * searches and detail drawers; an organisation's administrator reads its own login records, a
 * refused sign-in among them, and has no platform log.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, type App, PICTURES } from './support/fixtures';

const ADMIN = { tenantId: '000000', username: 'admin' };
const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ARTIFACTS = 'tests/.artifacts';

test.describe.configure({ timeout: 90_000 });
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const list = (page: Page, name: string) => page.getByTestId(`list-${name}`);
const drawer = (page: Page) => page.getByTestId('crud-drawer');
const rows = (page: Page) => page.getByTestId('crud-row');

async function search(page: Page, name: string): Promise<void> {
  await list(page, name).getByRole('button', { name: '搜索', exact: true }).click();
}

async function uploadClientError(app: App, message: string): Promise<void> {
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const result = await app.bridge<{ ok: boolean }>('api.call', { module: 'log', path: 'error-log/upload', method: 'POST', body: { logs: [{ url: '/desk/index', time: now, type: 'error', message, stack: 'Error: x\n    at y', info: '' }] } });
  expect(result.ok).toBe(true);
}

test('the operator searches the usual, api and error logs and opens their details', async ({ app, page }) => {
  await app.signIn(ADMIN);
  await uploadClientError(app, 'E2E客户端错误');

  await app.goto('/monitor/log/usual');
  // The first page is in before the search is used (a slow machine is still rendering it).
  await expect(rows(page).first()).toBeVisible();
  await list(page, 'usualLogs').getByRole('combobox', { name: '日志类型' }).click();
  await page.getByRole('option', { name: '登录', exact: true }).click();
  await list(page, 'usualLogs').getByRole('textbox', { name: '操作人' }).fill('赵文博');
  await search(page, 'usualLogs');
  await expect(rows(page).first()).toContainText('赵文博');
  await expect(rows(page).first()).toContainText('登录');
  await rows(page).first().getByRole('button', { name: '查看' }).click();
  await expect(drawer(page).getByRole('textbox', { name: '所属机构' })).toHaveValue('筑联工程数字化运营中心');
  await expect(drawer(page).getByTestId('crud-submit')).toHaveCount(0);
  await drawer(page).getByRole('button', { name: '关闭' }).click();

  await app.goto('/monitor/log/api');
  // The first page is in before the search is used (a slow machine is still rendering it).
  await expect(rows(page).first()).toBeVisible();
  await list(page, 'apiLogs').getByRole('textbox', { name: '请求路径' }).fill('error-log/upload');
  await search(page, 'apiLogs');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('POST');
  await rows(page).getByRole('button', { name: '查看' }).click();
  await expect(drawer(page).getByRole('textbox', { name: '状态码' })).toHaveValue('200');
  await expect(drawer(page).getByRole('textbox', { name: '调用人' })).toHaveValue('赵文博');
  await drawer(page).getByRole('button', { name: '关闭' }).click();

  await app.goto('/monitor/log/error');
  // The first page is in before the search is used (a slow machine is still rendering it).
  await expect(rows(page).first()).toBeVisible();
  await list(page, 'errorLogs').getByRole('combobox', { name: '来源' }).click();
  await page.getByRole('option', { name: '客户端上传' }).click();
  await search(page, 'errorLogs');
  await expect(rows(page).first()).toContainText('E2E客户端错误');
  await rows(page).first().getByRole('button', { name: '查看' }).click();
  await expect(drawer(page).getByRole('textbox', { name: '堆栈' })).toHaveValue(/at y/);
});

test("an organisation's administrator reads its login records, a refused sign-in among them, and no platform log", async ({ app, page }) => {
  const refused = await app.bridge<{ ok: boolean }>('session.loginPassword', { tenantId: SJ_ADMIN.tenantId, username: SJ_ADMIN.username, password: 'Wrong#2026' });
  expect(refused.ok).toBe(false);
  await app.signIn(SJ_ADMIN);
  await app.goto('/system/login-log');
  await expect(rows(page).first()).toBeVisible();
  await list(page, 'loginLogs').getByRole('combobox', { name: '结果' }).click();
  await page.getByRole('option', { name: '失败' }).click();
  await search(page, 'loginLogs');
  // The account tried is known: its phone and name are shown beside the refusal.
  await expect(rows(page).first()).toContainText('13800000004');
  await expect(rows(page).first()).toContainText('失败');
  await rows(page).first().getByRole('button', { name: '查看' }).click();
  await expect(drawer(page).getByRole('textbox', { name: '登录机构' })).toHaveValue('远景建筑设计研究院有限公司');
  await expect(drawer(page).getByRole('textbox', { name: '失败原因' })).not.toHaveValue('');
  await drawer(page).getByRole('button', { name: '关闭' }).click();
  // Only its own organisation's sign-ins; the platform's logs are not in its menu.
  await list(page, 'loginLogs').getByRole('combobox', { name: '结果' }).click();
  await page.getByRole('option', { name: '成功' }).click();
  await search(page, 'loginLogs');
  await expect(rows(page).first()).toContainText('张明远');
  await expect(rows(page).filter({ hasText: '13800000000' })).toHaveCount(0);
  await app.goto('/monitor/log/api');
  await expect(list(page, 'apiLogs')).toHaveCount(0);
});

test('log screens screenshots (zh, en)', PICTURES, async ({ app, page }) => {
  await app.signIn(ADMIN);
  await uploadClientError(app, 'E2E截图错误');
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    for (const [path, name] of [['/monitor/log/usual', 'usualLogs'], ['/monitor/log/api', 'apiLogs'], ['/monitor/log/error', 'errorLogs'], ['/system/login-log', 'loginLogs']] as const) {
      await app.goto(path);
      await expect(rows(page).first()).toBeVisible();
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${ARTIFACTS}/logs-${name}-${language}.png`, animations: 'disabled' });
    }
    await rows(page).first().getByRole('button', { name: language === 'zh' ? '查看' : 'View' }).click();
    await expect(drawer(page)).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/logs-login-detail-${language}.png`, animations: 'disabled' });
    await drawer(page).getByRole('button', { name: language === 'zh' ? '关闭' : 'Close' }).click();
  }
  await app.goto('/monitor/log/error');
  await rows(page).first().getByRole('button', { name: 'View' }).click();
  await page.screenshot({ path: `${ARTIFACTS}/logs-error-detail-en.png`, animations: 'disabled' });
});
