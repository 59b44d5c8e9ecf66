/**
 * Parameters and mobile versions (issue 14): the operator switches the login captcha on in 参数管理
 * and the login page asks for it at once, without a restart; a version is published. The params form's rules are
 * in tests/component/platform-settings-forms.test.tsx, the server's in
 * tests/integration/server/platform-settings.test.ts.
 */
import { expect, test } from './support/fixtures';

// A host of its own: the switch stays on for whatever would run after this journey.
test.use({ hostEnv: { CEM_CAPTCHA: 'off' } });
test.describe.configure({ timeout: 120_000 });

test('the operator publishes a mobile version; a download address without http(s) is refused first', async ({ app, page }) => {
  await app.signIn({ tenantId: '000000', username: 'admin' });
  await app.goto('/system/app-version');
  await page.getByTestId('crud-add').click({ timeout: 30_000 });
  const form = page.getByTestId('crud-drawer');
  await form.getByRole('combobox', { name: '终端' }).click();
  await page.getByRole('option', { name: '安卓' }).click();
  await form.getByRole('textbox', { name: '版本名称' }).fill('E2E 2.3.0');
  await form.getByRole('textbox', { name: '版本号' }).fill('230');
  await form.getByRole('combobox', { name: '强制更新' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('textbox', { name: '下载地址' }).fill('ftp://example.com/app.apk');
  await form.getByTestId('crud-submit').click();
  await expect(form.getByText('下载地址格式有误')).toBeVisible();
  await form.getByRole('textbox', { name: '下载地址' }).fill('https://example.com/app-2.3.0.apk');
  await form.getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(page.getByTestId('crud-row').filter({ hasText: 'E2E 2.3.0' })).toContainText('安卓');
});

// Last: the captcha stays on in this file's host afterwards.
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
