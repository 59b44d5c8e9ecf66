/// <reference lib="dom" />
// Code passed to page.evaluate runs in the page, where the DOM is.
/** The shell by keyboard alone (issue 3 "Quality"): every stop has a name, and dialogs keep the focus. */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };

/** What a screen reader would call the focused element: its label, what labels it, its text or its title. */
async function focusedName(page: Page): Promise<{ tag: string; name: string; inBanner: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', inBanner: false };
    const labelledBy = el.getAttribute('aria-labelledby');
    const byIds = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ')
          .trim()
      : '';
    const name = el.getAttribute('aria-label')?.trim() || byIds || el.innerText?.trim() || el.getAttribute('title')?.trim() || '';
    return { tag: el.tagName.toLowerCase(), name, inBanner: !!el.closest('header') };
  });
}

test('Tab walks from the skip link through the top bar, every stop named; the tools are one toolbar with arrow keys; a dialog keeps the focus until closed, then gives it back', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await expect(page.getByTestId('notice-marquee')).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  await page.keyboard.press('Tab');
  const skip = await focusedName(page);
  expect(skip.tag).toBe('a');
  expect(skip.name).toBe('跳到主要内容');

  const stops: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusedName(page);
    if (!stop.inBanner) break;
    expect(stop.name, `top-bar stop ${i + 1} (${stop.tag}) has a name`).not.toBe('');
    stops.push(stop.name);
  }
  // The top bar is reached in a handful of stops (its tools are one toolbar), each named differently.
  expect(stops.length).toBeGreaterThanOrEqual(3);
  expect(new Set(stops).size).toBe(stops.length);

  const tools = page.getByRole('toolbar', { name: '工具栏', exact: true });
  await expect(tools).toBeVisible();
  // Named apart from the user menu beside it, which a screen reader announces as 用户菜单.
  await expect(page.getByRole('toolbar', { name: /用户菜单/ })).toHaveCount(0);
  const buttons = tools.getByRole('button');
  expect(await buttons.count()).toBeGreaterThan(2);
  await buttons.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(buttons.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(buttons.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(buttons.nth(1)).toBeFocused();
  // Tab leaves the toolbar for the next control rather than walking every tool.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('user-menu')).toBeFocused();

  const opener = page.getByTestId('lock-button');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus stays in the dialog after key ${i + 1}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
