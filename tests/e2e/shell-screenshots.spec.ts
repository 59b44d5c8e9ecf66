import { mkdirSync } from 'node:fs';
import { expect, test, type App, PICTURES } from './support/fixtures';

/** Pictures of the shell's main states in both languages, for a human to look at (tests/.artifacts is not committed). */
const ARTIFACTS = 'tests/.artifacts';
const MULTI = { tenantId: '100004', username: 'multi' };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

/** Closes whatever popup is open and waits until it is gone, so the next click reaches its target. */
async function dismiss(app: App) {
  await app.page.keyboard.press('Escape');
  await expect(app.page.locator('.fui-MenuPopover, .fui-PopoverSurface')).toHaveCount(0);
  await app.page.mouse.move(640, 700);
}

async function shoot(app: App, name: string) {
  await app.page.waitForTimeout(300);
  await app.page.screenshot({ path: `${ARTIFACTS}/${name}.png`, animations: 'disabled' });
}

for (const language of ['zh', 'en'] as const) {
  test(`shell screenshots (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    await app.bridge('settings.update', { language });
    const en = language === 'en';
    await app.goto('/login');
    await expect(page.getByRole('tab', { name: en ? 'Account' : '账号登录' })).toBeVisible();
    await shoot(app, `shell-login-account-${language}`);
    await page.getByRole('tab', { name: en ? 'Mobile' : '手机号登录' }).click();
    await shoot(app, `shell-login-phone-${language}`);
    await page.getByRole('tab', { name: en ? 'Account' : '账号登录' }).click();

    await app.submitLogin(MULTI, en ? { tenantId: 'Tenant ID', username: 'Account', password: 'Password', submit: 'Sign in' } : undefined);
    await expect(page).toHaveURL(app.url('/desk/index'));
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('button', { name: en ? 'Contracts' : '合同管理' }).click();
    await sidebar.getByRole('link', { name: en ? 'Owner project contracts' : '业主项目合同' }).click();
    await expect(page.getByTestId('coming-page')).toBeVisible();
    await app.goto('/desk/index');
    await expect(page.getByTestId('desk-greeting')).toBeVisible();
    await page.mouse.move(640, 700);
    await shoot(app, `shell-layout-${language}`);

    await page.getByTestId('tab-bar').getByRole('tab').nth(1).click({ button: 'right' });
    await expect(page.getByRole('menu')).toBeVisible();
    await shoot(app, `shell-tab-menu-${language}`);
    await dismiss(app);

    await page.getByTestId('org-switcher').click();
    await expect(page.getByTestId('org-option')).toHaveCount(3);
    await shoot(app, `shell-org-switcher-${language}`);
    await dismiss(app);

    await page.getByTestId('theme-button').click();
    await expect(page.locator('[data-theme]')).toHaveCount(11);
    await shoot(app, `shell-theme-picker-${language}`);
    await page.locator('[data-theme="dark"]').click();
    await dismiss(app);
    await shoot(app, `shell-dark-${language}`);
    await page.getByTestId('theme-button').click();
    await page.locator('[data-theme="default"]').click();
    await dismiss(app);

    app.allowConsoleErrors(/screenshot error/);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('screenshot error: cannot read the contract list');
      });
    });
    await page.getByTestId('error-log-button').click();
    await page.getByRole('dialog').getByRole('button', { name: /screenshot error/ }).click();
    await shoot(app, `shell-error-log-${language}`);
    await page.getByRole('button', { name: en ? 'Clear log' : '清空日志' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en ? 'OK' : '确定' }).click();

    await page.getByTestId('lock-button').click();
    await page.getByRole('dialog').getByRole('textbox').fill('pw');
    await page.getByRole('dialog').getByRole('button', { name: en ? 'Lock' : '锁屏' }).click();
    await expect(page).toHaveURL(app.url('/lock'));
    await shoot(app, `shell-lock-${language}`);
    await page.getByRole('textbox').fill('pw');
    await page.getByRole('button', { name: en ? 'Unlock' : '解锁' }).click();
    await expect(page).toHaveURL(app.url('/desk/index'));
  });
}
