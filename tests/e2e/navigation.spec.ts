import { expect, test } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
// Journeys of several steps: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// One journey through the guards a session passes: the rules behind them (which paths are public,
// what a menu allows) have their own tests in shell-navigation.spec.ts and tests/unit/shared/menuRules.test.ts.
test('a visitor is sent to /login; signed in, / and /login lead to the workbench and an unknown path to /404; logout, or the core ending the session, returns to /login', async ({ app, page }) => {
  // Without a session: the workbench sends to /login, an unknown path shows 404 whose button leads to /login.
  await app.goto('/desk/index');
  await expect(page).toHaveURL(app.url('/login'));
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await app.goto('/no/such/page');
  await expect(page).toHaveURL(app.url('/404'));
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(app.url('/login'));

  // Signed in: / and /login go to the workbench, an unknown path (even under a menu's prefix) to /404.
  await app.signIn(SJ_ADMIN);
  await app.goto('/');
  await expect(page).toHaveURL(app.url('/desk/index'));
  await app.goto('/login');
  await expect(page).toHaveURL(app.url('/desk/index'));
  await app.goto('/contract/nonsense');
  await expect(page).toHaveURL(app.url('/404'));

  // Logout returns to /login, after which the workbench redirects there.
  await app.goto('/desk/index');
  await app.signOut();
  await app.goto('/desk/index');
  await expect(page).toHaveURL(app.url('/login'));
  expect((await app.bridge<{ user: unknown }>('session.state')).user).toBeNull();

  // When the core ends the session from outside this page (an expired refresh, another window), the open workbench goes to /login.
  await app.signIn(SJ_ADMIN);
  await expect(page.getByTestId('desk-greeting')).toBeVisible();
  await app.bridge('session.logout');
  await expect(page).toHaveURL(app.url('/login'));
});
