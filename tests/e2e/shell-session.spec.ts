/// <reference lib="dom" />
// Code passed to page.evaluate runs in the page, where the DOM is.
import { expect, test } from './support/fixtures';

// A host of its own whose access tokens live 2 seconds, so every step below meets an expired token.
test.use({ hostEnv: { CEM_ACCESS_TOKEN_TTL: '2' } });

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };

test('an expired token is refreshed during use without the person noticing', async ({ app, page }) => {
  const failures: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/bridge/call') && res.status() !== 200) failures.push(`${res.status()} ${res.url()}`);
  });
  await app.signIn(SJ_ADMIN);
  await expect(page.getByTestId('desk-identity-account')).toHaveText('sj_admin');
  for (const path of ['/notice/index', '/contract/owner', '/desk/index']) {
    await page.waitForTimeout(2500);
    await app.goto(path);
    await expect(page).toHaveURL(app.url(path));
    await expect(page.getByTestId('sidebar').getByRole('button', { name: '合同管理' })).toBeVisible();
  }
  await expect(page.getByTestId('desk-identity-account')).toHaveText('sj_admin');
  await expect(page.getByTestId('desk-unread-value')).toHaveText(/^\d+$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(failures).toEqual([]);
  expect((await app.userInfo()).account).toBe('sj_admin');
});

test('logout leaves no trace of the session: cache, tabs, lock, storage, keychain', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/notice/index');
  await expect(page.getByTestId('tab-bar').getByRole('tab', { name: '通知公告' })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('sidebar-toggle').click();
  expect(await page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
  await page.getByTestId('sidebar-toggle').click();
  await app.signOut();
  expect(await app.storageTraces()).toBe(0);
  expect((await app.bridge<{ user: unknown }>('session.state')).user).toBeNull();
  // Back in: one tab, nothing of the last visit.
  await app.signIn(SJ_ADMIN);
  await expect(page.getByTestId('tab-bar').getByRole('tab')).toHaveCount(1);
});
