/// <reference lib="dom" />
// Code passed to page.evaluate runs in the page, where the DOM is.
import type { Page } from '@playwright/test';
import { expect, test, type App } from './support/fixtures';
import { withServerDb } from './support/serverDb';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
/** The desktop's OAuth client (DEFAULT_CLIENT_ID in src/shared/api/headers.ts), whose row sets its tokens' lifetimes. */
const DESKTOP_CLIENT = 'cem-desktop';

test('an expired token is refreshed during use without the person noticing', async ({ app, page, host }) => {
  // Access tokens issued to the desktop live 2 seconds during this test, so every step below meets an
  // expired one. The server reads the client's row at every call (src/server/http/access.ts), so this
  // needs no host of its own (until issue 17 it had one, started with CEM_ACCESS_TOKEN_TTL=2; that
  // variable's seeding of the row is tests/integration/server's). Put back whatever happens.
  const validity = (value?: number) =>
    withServerDb(host, (db) => {
      const before = (db.prepare('select access_token_validity as v from oauth_client where client_id = ?').get(DESKTOP_CLIENT) as { v: number }).v;
      if (value !== undefined) db.prepare('update oauth_client set access_token_validity = ? where client_id = ?').run(value, DESKTOP_CLIENT);
      return before;
    });
  const usual = validity(2);
  try {
    await refreshedUnnoticed(app, page);
  } finally {
    validity(usual);
  }
});

async function refreshedUnnoticed(app: App, page: Page): Promise<void> {
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
}

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
