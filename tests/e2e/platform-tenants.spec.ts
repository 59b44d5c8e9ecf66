/** Tenants, packages and OAuth clients (spec 3 §7 tenant, client) for the operator's administrator, in Chromium through browser mode. */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const ADMIN = { tenantId: '000000', username: 'admin' };
const ARTIFACTS = 'tests/.artifacts';

test.describe.configure({ timeout: 120_000 });

const list = (page: Page, name: string) => page.getByTestId(`list-${name}`);
const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, name: string, text: string) => list(page, name).getByTestId('crud-row').filter({ hasText: text });

// The forms' messages are proven in tests/component/tenant-forms.test.tsx, the server's rules and
// effects (menus limited, expiry, quota, client lifetimes) in tests/integration/server.
test('a package of menus given to a tenant with a quota, and a client whose secret is shown once', async ({ app, page }) => {
  await app.signIn(ADMIN);
  await app.goto('/system/tenant-package');
  await expect(list(page, 'tenantPackages')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('crud-add').click();
  await drawer(page).getByTestId('crud-submit').click();
  for (const message of ['请输入套餐名称', '请选择套餐菜单']) await expect(drawer(page).getByText(message)).toBeVisible();
  await drawer(page).getByRole('textbox', { name: '套餐名称' }).fill('E2E客户包');
  await drawer(page).locator('[data-title="客户管理"]').getByRole('checkbox').first().click();
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(row(page, 'tenantPackages', 'E2E客户包')).toBeVisible();

  await app.goto('/system/tenant');
  await expect(list(page, 'tenants')).toBeVisible({ timeout: 30_000 });
  const kj = row(page, 'tenants', '100002');
  await expect(kj).toContainText('完整菜单');
  await expect(kj).toContainText('不限');
  // Five buttons would crowd the row: the last ones are under 更多.
  await kj.getByTestId('row-more').click();
  await page.getByRole('menuitem', { name: '套餐配置' }).click();
  const pkg = page.getByTestId('action-dialog-package');
  await pkg.getByRole('combobox', { name: '套餐' }).click();
  await page.getByRole('option', { name: 'E2E客户包' }).click();
  await pkg.getByTestId('action-submit').click();
  await expect(kj).toContainText('E2E客户包');

  await kj.getByTestId('row-more').click();
  await page.getByRole('menuitem', { name: '授权配置' }).click();
  const setting = page.getByTestId('action-dialog-setting');
  await setting.getByRole('textbox', { name: '账号额度' }).fill('0');
  await setting.getByTestId('action-submit').click();
  await expect(setting.getByText('账号额度应为-1（不限）或正整数')).toBeVisible();
  await setting.getByRole('textbox', { name: '账号额度' }).fill('50');
  await setting.getByTestId('action-submit').click();
  await expect(kj).toContainText('50');
  // The operator's own row takes no package.
  const operator = row(page, 'tenants', '000000');
  await expect(operator.getByTestId('action-setting')).toBeVisible();
  await expect(operator.getByTestId('row-more')).toHaveCount(0);
  await expect(operator.getByTestId('action-package')).toHaveCount(0);

  await app.goto('/system/client');
  await expect(list(page, 'clients')).toBeVisible({ timeout: 30_000 });
  await expect(row(page, 'clients', 'cem-desktop')).toBeVisible();
  await page.getByTestId('crud-add').click();
  await drawer(page).getByRole('textbox', { name: '客户端编号' }).fill('e2e-mobile');
  await drawer(page).getByRole('textbox', { name: '令牌有效期（秒）', exact: true }).fill('600');
  await drawer(page).getByTestId('crud-submit').click();
  const secretDialog = page.getByTestId('client-secret-dialog');
  await expect(secretDialog).toBeVisible();
  const secret = await secretDialog.getByTestId('client-secret').inputValue();
  expect(secret).toMatch(/^[\w-]{32}$/);
  await secretDialog.getByTestId('client-secret-close').click();
  await expect(secretDialog).toHaveCount(0);
  await expect(row(page, 'clients', 'e2e-mobile')).toContainText('600');
  // Never again: not in the list, not in the detail.
  await row(page, 'clients', 'e2e-mobile').getByTestId('crud-view').click();
  await expect(drawer(page).getByRole('textbox', { name: '客户端编号' })).toHaveValue('e2e-mobile');
  expect(await page.content()).not.toContain(secret);
});

for (const language of ['zh', 'en'] as const) {
  test(`tenants, packages and clients screenshots (${language})`, PICTURES, async ({ app, page }) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    await app.signIn(ADMIN);
    await app.bridge('settings.update', { language });
    for (const [path, name, file] of [
      ['/system/tenant', 'tenants', 'tenants'],
      ['/system/tenant-package', 'tenantPackages', 'tenant-packages'],
      ['/system/client', 'clients', 'clients'],
    ] as const) {
      await app.goto(path);
      await expect(list(page, name)).toBeVisible({ timeout: 30_000 });
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${ARTIFACTS}/${file}-${language}.png`, animations: 'disabled', fullPage: true });
    }
  });
}
