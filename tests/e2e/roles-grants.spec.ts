/**
 * Roles and grants, one journey (spec 3 §2 permission form): the administrator revokes a menu entry
 * from a role, a member of that role no longer has it nor its route, and has it again once granted back;
 * then the operator's administrator looks at the template those menus are copied from (/system/menu).
 * Their pictures in both languages are a @pictures test of their own (npm run pictures).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, PICTURES, test, type App } from './support/fixtures';

const ARTIFACTS = 'tests/.artifacts';
const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
/** 项目经理 at 100004, holding no other role (other files change multi's roles on the same host). */
const MANAGER = { tenantId: '100004', username: 'sj_manager' };
const OPERATOR = { tenantId: '000000', username: 'admin' };

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

/** Clicks an entry's own check box until it shows `state` (one click clears a mixed entry; checking it fully takes a second). */
async function setEntry(page: Page, title: string, state: 'true' | 'false') {
  const item = entry(page, title);
  for (let i = 0; i < 2 && (await item.getAttribute('aria-checked')) !== state; i++) await item.getByRole('checkbox').first().click();
  await expect(item).toHaveAttribute('aria-checked', state);
}

test("revoke 意见反馈 from 项目经理: gone from the member's menu and route; granted back, it returns", async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/organization/role');
  await expect(list(page).getByTestId('crud-row').filter({ hasText: '项目经理' })).toBeVisible();
  // 角色成员 lists who holds the role.
  await list(page).getByTestId('crud-row').filter({ hasText: '项目经理' }).getByTestId('action-members').click();
  await expect(page.getByTestId('action-dialog-members').getByTestId('role-member').filter({ hasText: '林一鸣' })).toBeVisible();
  await page.getByTestId('action-dialog-members').getByRole('button', { name: '取消' }).click();
  await openGrantForm(page, '项目经理');
  await setEntry(page, '意见反馈', 'false');
  await dialog(page).getByTestId('action-submit').click();
  await expect(dialog(page)).toHaveCount(0);
  await app.signOut();

  await app.signIn(MANAGER);
  await page.getByTestId('sidebar').getByRole('button', { name: '系统管理' }).click();
  await expect(page.getByTestId('sidebar').getByRole('link', { name: '帮助中心' })).toBeVisible();
  await expect(page.getByTestId('sidebar').getByRole('link', { name: '意见反馈' })).toHaveCount(0);
  await app.goto('/system/feedback');
  await expect(page).toHaveURL(app.url('/403'));
  await app.goto('/desk/index');
  await app.signOut();

  await app.signIn(SJ_ADMIN);
  await app.goto('/organization/role');
  await openGrantForm(page, '项目经理');
  await setEntry(page, '意见反馈', 'true');
  await dialog(page).getByTestId('action-submit').click();
  await expect(dialog(page)).toHaveCount(0);
  await app.signOut();

  await app.signIn(MANAGER);
  await page.getByTestId('sidebar').getByRole('button', { name: '系统管理' }).click();
  await expect(page.getByTestId('sidebar').getByRole('link', { name: '意见反馈' })).toBeVisible();
  await app.goto('/system/feedback');
  await expect(page.getByTestId('list-feedback')).toBeVisible();
  await app.signOut();

  // The menu template (/system/menu), the operator's: a tree list; a row's 新增下级 presets the parent.
  await app.signIn(OPERATOR);
  await openMenuChildForm(app, page);
});

async function openMenuChildForm(app: App, page: Page) {
  await app.goto('/system/menu');
  const menus = page.getByTestId('list-menuTemplate');
  await expect(menus.getByTestId('crud-row').filter({ hasText: 'customer_follow' }).first()).toBeVisible();
  await menus.getByTestId('crud-row').filter({ hasText: 'customer_follow' }).first().getByTestId('action-addChild').click();
  await expect(page.getByTestId('crud-drawer').getByRole('combobox').first()).toHaveText('客户跟进');
}

test('pictures of the grant form and the menu template in Chinese and English', PICTURES, async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    await app.goto('/organization/role');
    await openGrantForm(page, '项目经理');
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/role-grant-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
  }
  await app.bridge('settings.update', { language: 'zh' });
  await app.goto('/desk/index');
  await app.signOut();
  await app.signIn(OPERATOR);
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    await app.goto('/system/menu');
    await expect(page.getByTestId('list-menuTemplate').getByTestId('crud-row').first()).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/menu-template-${language}.png`, animations: 'disabled' });
    await openMenuChildForm(app, page);
    await page.screenshot({ path: `${ARTIFACTS}/menu-template-form-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
  }
  await app.bridge('settings.update', { language: 'zh' });
});
