/**
 * Roles and grants, one journey (spec 3 §2 permission form): the administrator revokes a menu entry
 * from a role, a member of that role no longer has it nor its route, and has it again once granted back.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const ARTIFACTS = 'tests/.artifacts';
const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
/** 项目经理 at 100004. */
const MULTI = { tenantId: '100004', username: 'multi' };

test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const list = (page: Page) => page.getByTestId('list-roles');
const dialog = (page: Page) => page.getByTestId('action-dialog-grant');
/** The tree item of one menu entry, by its name, and its own check box (its children's come after it). */
const entry = (page: Page, title: string) => dialog(page).locator(`[data-title="${title}"]`).first();

async function openGrantForm(page: Page, roleName: string) {
  await list(page).getByTestId('crud-row').filter({ hasText: roleName }).getByTestId('action-grant').click();
  await expect(dialog(page).getByTestId('checkbox-tree-menuIds')).toBeVisible();
}

async function toggleNotices(page: Page, checked: boolean) {
  const box = entry(page, '通知公告').getByRole('checkbox').first();
  await expect(box).toBeChecked({ checked: !checked });
  await box.click();
  await expect(box).toBeChecked({ checked });
}

test("revoke 通知公告 from 项目经理: gone from the member's menu and route; granted back, it returns", async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/organization/role');
  await expect(list(page).getByTestId('crud-row').filter({ hasText: '项目经理' })).toBeVisible();
  await openGrantForm(page, '项目经理');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/role-grant-zh.png`, animations: 'disabled' });
  await toggleNotices(page, false);
  await dialog(page).getByTestId('action-submit').click();
  await expect(dialog(page)).toHaveCount(0);
  await app.signOut();

  await app.signIn(MULTI);
  await app.goto('/notice/index');
  await expect(page).toHaveURL(app.url('/403'));
  await app.goto('/desk/index');
  await page.getByTestId('sidebar').getByRole('button', { name: '消息通知' }).click();
  await expect(page.getByTestId('sidebar').getByRole('link', { name: '通知公告' })).toHaveCount(0);
  await app.signOut();

  await app.signIn(SJ_ADMIN);
  await app.goto('/organization/role');
  await openGrantForm(page, '项目经理');
  await toggleNotices(page, true);
  await dialog(page).getByTestId('action-submit').click();
  await expect(dialog(page)).toHaveCount(0);

  // The grant form in English, for a person to look at.
  await app.bridge('settings.update', { language: 'en' });
  await app.goto('/organization/role');
  await openGrantForm(page, '项目经理');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/role-grant-en.png`, animations: 'disabled' });
  await app.bridge('settings.update', { language: 'zh' });
  await app.signOut();

  await app.signIn(MULTI);
  await app.goto('/notice/index');
  await expect(page.getByTestId('list-notices')).toBeVisible();
});
