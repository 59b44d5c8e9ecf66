import { expect, test } from './support/fixtures';

const KJ_ADMIN = { tenantId: '100002', username: 'kj_admin' };

test('uncaught errors are recorded with a count; the dialog lists, uploads and clears them', async ({ app, page }) => {
  app.allowConsoleErrors(/boom from the test|Unhandled/);
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
});

test('clear cache asks first, then says 清除完毕', async ({ app, page }) => {
  await app.signIn(KJ_ADMIN);
  await page.getByTestId('clear-cache-button').click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('是否需要清除缓存?');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.fui-ToastTitle', { hasText: '清除完毕' })).toBeVisible();
  await expect(page.getByTestId('desk-identity-account')).toHaveText('kj_admin');
});
