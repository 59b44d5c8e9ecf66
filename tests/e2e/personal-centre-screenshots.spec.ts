import { mkdirSync } from 'node:fs';
import { expect, test, PICTURES } from './support/fixtures';
import { insertInviteCode, withServerDb } from './support/serverDb';

/** Pictures of each personal-centre tab in both languages, for a human to look at (tests/.artifacts is not committed). */
const ARTIFACTS = 'tests/.artifacts';
const TABS = ['user', 'cert', 'account', 'join', 'reg', 'prip', 'about'] as const;

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

for (const language of ['zh', 'en'] as const) {
  test(`personal centre screenshots (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    // The join tab's administrator part with something in it: a code in force and an application waiting.
    insertInviteCode(app.host, '100004');
    const pendingPost = `e2e-apply-${language}`;
    withServerDb(app.host, (db) =>
      db
        .prepare(
          "insert into post (id, user_id, tenant_id, dept_id, post_name, role_ids, join_status, create_time, apply_time) select ?, u.id, '100004', d.id, '', '', 'APPLY', datetime('now', 'localtime'), datetime('now', 'localtime') from app_user u, dept d where u.account = 'cb_admin' and d.tenant_id = '100004' and d.parent_id = '0'",
        )
        .run(pendingPost),
    );
    await app.bridge('settings.update', { language });
    await app.launch();
    await app.goto('/login');
    const labels = language === 'en' ? { tenantId: 'Tenant ID', username: 'Account', password: 'Password', submit: 'Sign in' } : undefined;
    await app.submitLogin({ tenantId: '100004', username: 'sj_admin' }, labels);
    await expect(page).toHaveURL(app.url('/desk/index'));
    await app.goto('/info/index');
    for (const tab of TABS) {
      await page.getByTestId(`personal-tab-${tab}`).click();
      await expect(page.getByTestId(`personal-panel-${tab}`)).toBeVisible();
      await expect(page.getByTestId(`personal-panel-${tab}`).locator('.fui-Spinner')).toHaveCount(0);
      await page.mouse.move(0, 700);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${ARTIFACTS}/personal-${tab}-${language}.png`, animations: 'disabled', fullPage: true });
    }
    // The join tab's administrator part: the application waiting and the code in force.
    await page.getByTestId('personal-tab-join').click();
    await expect(page.getByTestId('invite-active-code').first()).toBeVisible();
    await page.getByTestId('invite-codes').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/personal-join-admin-${language}.png`, animations: 'disabled' });
    // The profile's inline messages, and the password form's.
    await page.getByTestId('personal-tab-user').click();
    await page.getByTestId('profile-form-submit').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/personal-user-errors-${language}.png`, animations: 'disabled', fullPage: true });
    await app.goto('/info/account');
    await page.getByTestId('password-form-submit').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/personal-account-errors-${language}.png`, animations: 'disabled' });
    withServerDb(app.host, (db) => db.prepare('delete from post where id = ?').run(pendingPost));
  });
}

/** The public invitation page: signed out (with its inviter), signed in, and refused, in both languages. */
for (const language of ['zh', 'en'] as const) {
  test(`invitation page screenshots (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    const shoot = async (name: string) => {
      await page.mouse.move(0, 700);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${ARTIFACTS}/invite-${name}-${language}.png`, animations: 'disabled', fullPage: true });
    };
    const labels = language === 'en' ? { tenantId: 'Tenant ID', username: 'Account', password: 'Password', submit: 'Sign in' } : undefined;
    await app.bridge('settings.update', { language });
    await app.launch();
    await app.goto('/login');
    await app.submitLogin({ tenantId: '100003', username: 'gl_admin' }, labels);
    await expect(page).toHaveURL(app.url('/desk/index'));
    // The administrator's generator: the code and the link, each with its copy button.
    await app.goto('/info/join');
    await page.getByTestId('invite-generate').click();
    await expect(page.getByTestId('invite-generated-link')).toHaveValue(/\/invite\?code=[A-Z2-9]{8}$/);
    await shoot('generator');
    const code = await page.getByTestId('invite-generated').inputValue();
    await app.bridge('session.logout');
    await app.goto(`/invite?code=${code}`);
    await expect(page.getByTestId('invite-sign-in')).toBeVisible();
    await shoot('signed-out');
    await app.goto('/invite?code=NOSUCH99');
    await expect(page.getByTestId('invite-error')).toBeVisible();
    await shoot('invalid');
    await app.goto('/login');
    await app.submitLogin({ tenantId: '100010', username: 'cb_admin' }, labels);
    await expect(page).toHaveURL(app.url('/desk/index'));
    await app.goto(`/invite?code=${code}`);
    await expect(page.getByTestId('invite-accept')).toBeVisible();
    await shoot('signed-in');
  });
}
