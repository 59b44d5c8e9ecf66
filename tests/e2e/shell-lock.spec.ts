/// <reference lib="dom" />
// Code passed to page.evaluate runs in the page, where the DOM is.
import { expect, test } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
// One journey of many steps (locking, unlocking, signing out and in, a reload): more than the default
// 45 s on a busy machine.
test.describe.configure({ timeout: 150_000 });

test('locking needs a password; while locked every route is /lock, across a reload; a wrong password is refused; signing out from the lock and in again clears it, and what a previous session left in the window', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await page.getByTestId('lock-button').click();
  const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
  await dialog.getByRole('button', { name: '锁屏' }).click();
  await expect(dialog.getByText('请输入锁屏密码')).toBeVisible();
  await dialog.getByLabel('锁屏密码').fill('1234');
  await dialog.getByRole('button', { name: '锁屏' }).click();

  await expect(page).toHaveURL(app.url('/lock'));
  await expect(page.getByTestId('lock-time')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(page).toHaveTitle('锁屏 - 工程设计业务管理');
  // The password is never kept in the clear.
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('1234');

  for (const path of ['/notice/index', '/', '/login']) {
    await app.goto(path);
    await expect(page).toHaveURL(app.url('/lock'));
  }
  await page.reload();
  await expect(page).toHaveURL(app.url('/lock'));

  // Unlocking needs the password too: an empty one is refused with the spec's message.
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page.getByText('请输入锁屏密码')).toBeVisible();
  await expect(page).toHaveURL(app.url('/lock'));

  await page.getByLabel('锁屏密码').fill('0000');
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page.getByText('锁屏密码错误')).toBeVisible();
  await expect(page).toHaveURL(app.url('/lock'));

  await page.getByLabel('锁屏密码').fill('1234');
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page).toHaveURL(app.url('/desk/index'));
  await app.goto('/lock');
  await expect(page).toHaveURL(app.url('/desk/index'));

  // Locked again, the person signs out from the lock screen; signing in again clears the lock.
  await page.getByTestId('lock-button').click();
  await page.getByRole('dialog').getByLabel('锁屏密码').fill('pw');
  await page.getByRole('dialog').getByRole('button', { name: '锁屏' }).click();
  await expect(page).toHaveURL(app.url('/lock'));
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(app.url('/login'));
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  // What a session that ended without a logout in this window (the core signed out elsewhere) leaves
  // behind: signing in clears those tabs and that lock too.
  await page.evaluate(() => {
    sessionStorage.setItem('cem.tabs', JSON.stringify({ paths: ['/desk/index', '/notice/index'], active: '/notice/index' }));
    sessionStorage.setItem('cem.lock', JSON.stringify({ salt: '00', digest: 'ff' }));
  });
  await app.submitLogin(SJ_ADMIN);
  await expect(page).toHaveURL(app.url('/desk/index'));
  const tabs = page.getByTestId('tab-bar').getByRole('tab');
  await expect(tabs).toHaveCount(1);
  expect(await page.evaluate(() => sessionStorage.getItem('cem.lock'))).toBeNull();

  // Nothing of it comes back with a reload: still the workbench, alone, not the lock screen.
  await page.reload();
  await expect(page.getByTestId('desk-identity-account')).toHaveText('sj_admin');
  await expect(page).toHaveURL(app.url('/desk/index'));
  await expect(tabs).toHaveCount(1);
  await app.goto('/notice/index');
  await expect(page).toHaveURL(app.url('/notice/index'));
});
