import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const KJ_ADMIN = { tenantId: '100002', username: 'kj_admin' };

/**
 * Serves the "coming" page's chunk as a release with a bug in it would: the module keeps every export
 * other chunks may import from it, but its page throws while rendering. Nothing in the app is changed
 * for the test; the browser simply receives broken code for one screen.
 */
async function breakComingPage(page: Page): Promise<void> {
  await page.route('**/ComingPage-*.js', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.has('original')) return route.continue();
    await route.fulfill({
      contentType: 'text/javascript; charset=utf-8',
      body: `export * from '${url.pathname}?original';\nexport default function BrokenPage() { throw new Error('boom while rendering'); }\n`,
    });
  });
}

// The log is the core's and outlives a test: each starts and ends with it empty, whatever happened in between.
test.beforeEach(async ({ app }) => {
  await app.bridge('errorLog.clear');
});
test.afterEach(async ({ app }) => {
  await app.bridge('errorLog.clear');
});

/** The log's entries as the core keeps them. */
const entries = (app: { bridge<T>(method: string): Promise<T> }) => app.bridge<{ type: string; message: string; url: string; info: string; stack: string }[]>('errorLog.list');

test('errors are recorded with a count, listed, uploaded and cleared; a page that fails to load or to render is a route error inside the shell; the cache is cleared on request', async ({ app, page }) => {
  test.slow();
  app.allowConsoleErrors(/boom from the test|Unhandled|boom while rendering|Failed to load resource|Failed to fetch dynamically imported module|ComingPage/);
  await app.signIn(KJ_ADMIN);
  await expect(page.getByTestId('error-log-button')).toHaveCount(0);

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('boom from the test');
    });
    void Promise.reject(new Error('boom from the test, rejected'));
  });
  await expect(page.getByTestId('error-log-badge')).toHaveText('2');
  // Persisted by the core: a reload keeps them.
  await page.reload();
  await expect(page.getByTestId('error-log-badge')).toHaveText('2');

  await page.getByTestId('error-log-button').click();
  const dialog = page.getByRole('dialog', { name: /错误日志/ });
  await expect(dialog.getByTestId('error-log-list').getByRole('button')).toHaveCount(2);
  await dialog.getByRole('button', { name: /boom from the test, rejected/ }).click();
  await expect(dialog.getByText('http://127.0.0.1', { exact: false }).first()).toBeVisible();
  await dialog.getByRole('button', { name: '上传服务器' }).click();
  await expect(page.locator('.fui-ToastTitle', { hasText: '发送成功!' })).toBeVisible();
  await expect(page.getByTestId('error-log-button')).toHaveCount(0);
  expect(await app.bridge<unknown[]>('errorLog.list')).toEqual([]);

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('boom from the test again');
    });
  });
  await expect(page.getByTestId('error-log-badge')).toHaveText('1');
  await page.getByTestId('error-log-button').click();
  await page.getByRole('button', { name: '清空日志' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.fui-ToastTitle', { hasText: '清空成功!' })).toBeVisible();
  await expect(page.getByTestId('error-log-button')).toHaveCount(0);

  // A page whose code fails to load is recorded as a route error inside the shell.
  // The screen's chunk cannot be fetched, as after an update that removed it or with the host gone.
  await page.route('**/ComingPage-*.js', (route) => route.abort('connectionreset'));

  await app.goto('/test');
  await expect(page.getByTestId('main-content').getByRole('heading', { name: '页面加载失败' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('error-log-badge')).toHaveText('1');
  const [entry] = await entries(app);
  expect(entry).toMatchObject({ type: 'route', url: app.url('/test') });
  expect(entry.message).toMatch(/ComingPage/);
  expect(entry.info).toContain('route: /test');

  // A page that throws while rendering is recorded as a route error, and the shell stays around it.
  await page.unroute('**/ComingPage-*.js');
  await app.bridge('errorLog.clear');
  await breakComingPage(page);

  await app.goto('/test');
  // The error page fills the content area only: top bar, sidebar and tabs are still there and work.
  await expect(page.getByTestId('main-content').getByRole('heading', { name: '页面加载失败' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('tab-bar').getByRole('tab', { name: '测试页' })).toBeVisible();
  await expect(page.getByTestId('error-log-badge')).toHaveText('1');

  const [thrown] = await entries(app);
  expect(thrown).toMatchObject({ type: 'route', message: 'boom while rendering', url: app.url('/test') });
  expect(thrown.stack).toContain('BrokenPage');
  // The route, and React's component stack naming the page that failed.
  expect(thrown.info).toContain('route: /test');
  expect(thrown.info).toContain('BrokenPage');

  await page.getByTestId('error-log-button').click();
  await expect(dialog.getByTestId('error-log-list').getByRole('button')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: /route.*boom while rendering/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('tab-bar').getByRole('tab', { name: '工作台' }).click();
  await expect(page).toHaveURL(app.url('/desk/index'));
  await expect(page.getByTestId('desk-greeting')).toBeVisible();
  // Recorded once, though React and the router both report it.
  await expect(page.getByTestId('error-log-badge')).toHaveText('1');

  await page.getByTestId('clear-cache-button').click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('是否需要清除缓存?');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.fui-ToastTitle', { hasText: '清除完毕' })).toBeVisible();
  await expect(page.getByTestId('desk-identity-account')).toHaveText('kj_admin');
});
