import { EN_LABELS, expect, test } from './support/fixtures';

test('switching to English changes the labels and survives a reload', async ({ app, page }) => {
  await app.goto('/login');
  await page.getByRole('button', { name: 'English', exact: true }).click();

  for (const label of [EN_LABELS.tenantId, EN_LABELS.username, EN_LABELS.password]) {
    await expect(page.getByRole('textbox', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: EN_LABELS.submit, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Sign in - Construction Design Back Office');

  await page.reload();
  await expect(page.getByRole('textbox', { name: EN_LABELS.username, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: EN_LABELS.submit, exact: true })).toBeVisible();

  // The core's Chinese message reaches the person in their language.
  await app.submitLogin({ tenantId: '100004', username: 'sj_admin', password: 'wrong-password' }, EN_LABELS);
  await expect(page.getByRole('alert')).toContainText('Incorrect account or password');

  await page.getByRole('button', { name: '中文', exact: true }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});
