import { mkdirSync } from 'node:fs';
import { EN_LABELS, expect, test, PICTURES } from './support/fixtures';

/** Pictures of what a person sees, in both languages, for a human to look at (tests/.artifacts is not committed). */
const ARTIFACTS = 'tests/.artifacts';
const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

test('screenshots in Chinese', PICTURES, async ({ app, page }) => {
  await app.goto('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/login-zh.png`, animations: 'disabled' });

  await app.submitLogin({ ...SJ_ADMIN, password: 'wrong-password' });
  await expect(page.getByRole('alert')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/login-error-zh.png`, animations: 'disabled' });

  await app.signIn(SJ_ADMIN);
  await expect(page.getByTestId('desk-identity-account')).toHaveText('sj_admin');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/desk-zh.png`, animations: 'disabled' });
});

test('screenshots in English', PICTURES, async ({ app, page }) => {
  await app.goto('/login');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('button', { name: EN_LABELS.submit, exact: true })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/login-en.png`, animations: 'disabled' });

  await app.submitLogin(SJ_ADMIN, EN_LABELS);
  await expect(page).toHaveURL(app.url('/desk/index'));
  await expect(page.getByTestId('desk-identity-account')).toHaveText('sj_admin');
  // Away from any button, so the picture shows the page at rest rather than a hover.
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/desk-en.png`, animations: 'disabled' });
});
