/** The message centre (/notice, spec 1 §2, §7) in Chromium through browser mode. */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const KJ_ADMIN = { tenantId: '100002', username: 'kj_admin' };
const ARTIFACTS = 'tests/.artifacts';

test.describe.configure({ timeout: 90_000 });
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const centre = (page: Page) => page.getByTestId('message-centre');
const rows = (page: Page) => centre(page).getByTestId('centre-row');
const badge = (page: Page) => page.getByTestId('messages-badge');

test('read and unread tabs, unread marked, opening one reads it and the badge follows', async ({ app, page }) => {
  await app.signIn(KJ_ADMIN);
  await page.getByTestId('messages-button').click();
  await expect(page).toHaveURL(app.url('/notice'));
  await expect(rows(page).first()).toBeVisible();

  await centre(page).getByRole('tab', { name: '未读' }).click();
  // The badge counts the unread notices; the tab lists exactly those once its own answer is in (the
  // rows of 全部 may still be on screen for a moment, so the count is awaited, not read at once).
  await expect(badge(page)).toHaveText(/^\d+$/);
  const unread = Number(await badge(page).textContent());
  expect(unread).toBeGreaterThan(0);
  await expect(rows(page)).toHaveCount(unread);
  for (let i = 0; i < unread; i++) await expect(rows(page).nth(i)).toHaveAttribute('data-unread', 'true');

  const first = rows(page).first();
  const title = (await first.getByRole('button').textContent()) ?? '';
  await first.getByRole('button').click();
  const drawer = page.getByTestId('centre-drawer');
  await expect(drawer.getByTestId('centre-content')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: '关闭', exact: true }).click();

  // The badge and the unread tab follow at once, without a reload.
  if (unread > 1) await expect(badge(page)).toHaveText(String(unread - 1));
  else await expect(badge(page)).toHaveCount(0);
  await expect(rows(page)).toHaveCount(unread - 1);
  await centre(page).getByRole('tab', { name: '已读' }).click();
  await expect(rows(page).filter({ hasText: title })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: title })).not.toHaveAttribute('data-unread', 'true');
});

for (const language of ['zh', 'en'] as const) {
  test(`message centre screenshot (${language})`, PICTURES, async ({ app, page }) => {
    await app.signIn(KJ_ADMIN);
    await app.bridge('settings.update', { language });
    await app.goto('/notice');
    await expect(rows(page).first()).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/message-centre-${language}.png`, animations: 'disabled' });
    await rows(page).first().getByRole('button').click();
    await expect(page.getByTestId('centre-content')).not.toBeEmpty();
    await page.screenshot({ path: `${ARTIFACTS}/message-centre-detail-${language}.png`, animations: 'disabled' });
  });
}
