/**
 * Publication tasks (issue 15) in Chromium through browser mode: the organisation's list with the
 * demo task sent to the demo publisher, and the publisher's side, which reads it and completes it.
 * Rules live in the server, unit and component tests; adding a task (which picks an initiated
 * project) is walked by the cross-area journey.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SS_ADMIN = { tenantId: '100001', username: 'ss_admin' };
const CB_ADMIN = { tenantId: '100010', username: 'cb_admin' };
const ARTIFACTS = 'tests/.artifacts';
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));
test.describe.configure({ timeout: 90_000 });

const rows = (page: Page) => page.getByTestId('crud-row');
const drawer = (page: Page) => page.getByTestId('crud-drawer');
/** A screen's first list after sign-in loads its lazy chunk and dictionaries: slow on a loaded machine. */
const FIRST_LOAD = { timeout: 30_000 };

test('the organisation sees its task at the publisher; the publisher reads it and completes it', async ({ app, page }) => {
  await app.signIn(SS_ADMIN);
  await app.goto('/archive/publication');
  const task = rows(page).filter({ hasText: '滨江新区文化艺术中心施工图' });
  await expect(task).toContainText('出版中', FIRST_LOAD);
  await expect(task).toContainText('墨林图文出版有限公司');
  await expect(task).toContainText('A1, A3');
  // Sent to the publisher: no longer edited or archived here, still cancellable.
  await expect(task.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(task.getByTestId('publication-archive')).toHaveCount(0);
  await expect(task.getByTestId('publication-cancel')).toBeVisible();
  await task.getByRole('button', { name: '查看' }).click();
  await expect(drawer(page).getByText('施工图设计.pdf')).toBeVisible();
  await expect(drawer(page).getByTestId('publication-download')).toBeVisible();
  await drawer(page).getByRole('button', { name: '关闭' }).click();

  await app.signOut();
  await app.signIn(CB_ADMIN);
  await app.goto('/archive/publication');
  const sent = rows(page).filter({ hasText: '滨江新区文化艺术中心施工图' });
  await expect(sent).toContainText('出版中', FIRST_LOAD);
  await expect(page.getByTestId('crud-add')).toHaveCount(0);
  await expect(sent.getByRole('button', { name: '删除' })).toHaveCount(0);
  await expect(sent.getByTestId('publication-cancel')).toHaveCount(0);
  await sent.getByTestId('publication-complete').click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  await expect(sent).toContainText('已完成');
  await expect(sent.getByTestId('publication-complete')).toHaveCount(0);
});

test('screenshots of the publication screens in zh and en', PICTURES, async ({ app, page }) => {
  // The add form's project picker reads initiation/list, served by the initiation part of the issue.
  app.allowConsoleErrors(/./);
  await app.signIn(SS_ADMIN);
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    await app.goto('/archive/publication');
    await expect(rows(page).first()).toBeVisible(FIRST_LOAD);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/publications-${language}.png`, animations: 'disabled' });
    await page.getByTestId('crud-add').click();
    await drawer(page).getByTestId('crud-submit').click();
    await expect(drawer(page).getByText(language === 'zh' ? '请填写档案名称' : 'Enter the archive name')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/publication-form-${language}.png`, animations: 'disabled' });
    await drawer(page).getByRole('button', { name: language === 'zh' ? '关闭' : 'Close' }).click();
    await rows(page).first().getByTestId('crud-view').or(rows(page).first().getByRole('button', { name: language === 'zh' ? '查看' : 'View' })).first().click();
    await expect(drawer(page)).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/publication-view-${language}.png`, animations: 'disabled' });
    await drawer(page).getByRole('button', { name: language === 'zh' ? '关闭' : 'Close' }).click();
  }
  await app.bridge('settings.update', { language: 'zh' });
  await app.goto('/archive/publication');
  await app.signOut();
  await app.signIn(CB_ADMIN);
  await app.goto('/archive/publication');
  await expect(rows(page).first()).toBeVisible(FIRST_LOAD);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/publications-publisher-zh.png`, animations: 'disabled' });
});
