/**
 * A parameter changes what the server does (issue 14): the operator switches the login captcha on
 * in 参数管理 and the login page asks for it at once, without a restart. The params form's rules are
 * in tests/component/platform-settings-forms.test.tsx, the server's in
 * tests/integration/server/platform-settings.test.ts.
 */
import { expect, test } from './support/fixtures';

// A host of its own: the switch stays on for whatever would run after this journey.
test.use({ hostEnv: { CEM_CAPTCHA: 'off' } });
test.describe.configure({ timeout: 120_000 });

test('the operator switches the login captcha on in 参数管理 and the next sign-in asks for it', async ({ app, page }) => {
  await app.goto('/login');
  await expect(page.getByRole('textbox', { name: '账号', exact: true })).toBeVisible();
  await expect(page.getByTestId('captcha-image')).toHaveCount(0);

  await app.signIn({ tenantId: '000000', username: 'admin' });
  await app.goto('/system/param');
  const row = page.getByTestId('crud-row').filter({ hasText: 'account.captcha' });
  await expect(row).toContainText('false', { timeout: 30_000 });
  // The initial password is a secret: listed as set, never shown.
  await expect(page.getByTestId('crud-row').filter({ hasText: 'account.initPassword' })).toContainText('已设置（不显示）');

  await row.getByTestId('crud-edit').click();
  const value = page.getByTestId('crud-drawer').getByRole('textbox', { name: '参数键值' });
  await value.fill('true');
  await page.getByTestId('crud-drawer').getByTestId('crud-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  await expect(row).toContainText('true');

  await app.signOut();
  await expect(page.getByTestId('captcha-image')).toBeVisible();
});
