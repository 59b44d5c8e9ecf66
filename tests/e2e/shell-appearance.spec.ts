/// <reference lib="dom" />
// Code passed to page.evaluate runs in the page, where the DOM is.
import { expect, test } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };

// The bucket and root-font arithmetic has its unit test (tests/unit/renderer/screen.test.ts), the
// themes theirs (tests/unit/renderer/themes.test.ts); here the shell is seen following them, in one window.
test('the sidebar collapses and expands; screen-size buckets and the root font follow the window width; the theme and the language are applied and remembered', async ({ app, page }) => {
  test.slow();
  await app.signIn(SJ_ADMIN);
  const toggle = page.getByTestId('sidebar-toggle');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await toggle.click();
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByTestId('sidebar')).toBeVisible();

  const rootFont = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  await page.setViewportSize({ width: 1440, height: 800 });
  await expect.poll(rootFont).toBe('16px');
  await page.setViewportSize({ width: 1920, height: 800 });
  await expect.poll(rootFont).toBe('16px');
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect.poll(rootFont).toBe('13.33px');
  // Under 992 (bucket 1) the search box gives way to a button that opens the overlay.
  await expect(page.getByRole('combobox', { name: '搜索菜单' })).toBeVisible();
  await page.setViewportSize({ width: 900, height: 800 });
  await expect.poll(rootFont).toBe('12px');
  await expect(page.getByRole('combobox', { name: '搜索菜单' })).toHaveCount(0);
  await page.getByRole('button', { name: '搜索菜单' }).click();
  await expect(page.getByTestId('search-overlay')).toBeVisible();
  // The overlay puts the person in its search box; Escape pressed before that would reach the page, not it.
  await expect(page.getByTestId('search-overlay').getByRole('textbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('search-overlay')).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 800 });

  // The theme picker offers 11 themes; the choice is applied and remembered.
  await page.getByTestId('theme-button').click();
  const swatches = page.locator('[data-theme]');
  await expect(swatches).toHaveCount(11);
  await expect(page.getByTestId('theme-current')).toHaveText('当前主题：拂晓蓝');
  await page.locator('[data-theme="dark"]').click();
  await expect(page.getByTestId('theme-current')).toHaveText('当前主题：暗夜蓝');
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');

  await page.reload();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  // Dark surfaces: the top bar is no longer white.
  await expect(page.locator('header').first()).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
  expect((await app.bridge<{ theme: string }>('settings.get')).theme).toBe('dark');

  await page.getByTestId('theme-button').click();
  await page.locator('[data-theme="red"]').click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');

  // The language menu switches to English everywhere, menus included, and remembers it.
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByTestId('sidebar').getByRole('button', { name: 'Contracts' })).toBeVisible();
  await expect(page.getByTestId('tab-bar').getByRole('tab', { name: 'Workbench' })).toBeVisible();
  await expect(page).toHaveTitle('Workbench - Construction Design Back Office');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Search menus' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(page.getByTestId('sidebar').getByRole('button', { name: '合同管理' })).toBeVisible();
});
