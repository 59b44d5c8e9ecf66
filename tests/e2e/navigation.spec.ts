import { expect, test } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };

test.describe('navigation and session', () => {
  test('a visitor without a session opening /desk/index lands on /login', async ({ app, page }) => {
    await app.goto('/desk/index');
    await expect(page).toHaveURL(app.url('/login'));
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  });

  test('logout returns to /login, after which /desk/index redirects to /login', async ({ app, page }) => {
    await app.signIn(SJ_ADMIN);
    await app.signOut();

    await app.goto('/desk/index');
    await expect(page).toHaveURL(app.url('/login'));
    expect((await app.bridge<{ user: unknown }>('session.state')).user).toBeNull();
  });

  test('/ goes to the workbench, and a signed-in person opening /login goes there too', async ({ app, page }) => {
    await app.signIn(SJ_ADMIN);
    await app.goto('/');
    await expect(page).toHaveURL(app.url('/desk/index'));
    await app.goto('/login');
    await expect(page).toHaveURL(app.url('/desk/index'));
  });

  test('an unknown path shows the 404 page', async ({ app, page }) => {
    await app.goto('/no/such/page');
    await expect(page).toHaveURL(app.url('/404'));
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(app.url('/login'));
  });

  test('when the core ends the session, the open workbench goes to /login', async ({ app, page }) => {
    await app.signIn(SJ_ADMIN);
    await expect(page.getByTestId('desk-greeting')).toBeVisible();
    // Ended from outside this page, as an expired refresh or another window would.
    await app.bridge('session.logout');
    await expect(page).toHaveURL(app.url('/login'));
  });
});
