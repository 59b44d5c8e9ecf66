/**
 * The organisation structure and job posts (issue 13) in Chromium through browser mode: one journey
 * of an administrator through both screens, then the screens in English; pictures of each in both
 * languages for a human to look at (tests/.artifacts is not committed).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withServerDb } from './support/serverDb';

const ARTIFACTS = 'tests/.artifacts';
const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const list = (page: Page, name: string) => page.getByTestId(`list-${name}`);
const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

test('an administrator adds a sub-department, renames and moves it, cannot remove one with members, removes an empty one, adds a job post; both screens in English', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/organization/structure/index');
  // The first screen of a worker loads its chunks on a busy machine: more than the default wait.
  await expect(list(page, 'departments')).toBeVisible({ timeout: 30_000 });
  await expect(row(page, '结构组')).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/org-structure-zh.png`, animations: 'disabled' });

  // Add under 设计二所: the form opens with it as the parent.
  await row(page, '设计二所').getByTestId('action-addChild').click();
  await expect(drawer(page).getByRole('combobox', { name: '上级部门' })).toHaveText('设计二所');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(drawer(page).getByText('请输入部门名称')).toBeVisible();
  await drawer(page).getByRole('textbox', { name: '部门名称' }).fill('E2E暖通组');
  await page.screenshot({ path: `${ARTIFACTS}/org-structure-form-zh.png`, animations: 'disabled' });
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(row(page, 'E2E暖通组')).toBeVisible();

  // Rename it and move it under 设计一所, picked from the tree with the keyboard.
  await row(page, 'E2E暖通组').getByTestId('crud-edit').click();
  await drawer(page).getByRole('textbox', { name: '部门名称' }).fill('E2E暖通设计组');
  await drawer(page).getByRole('combobox', { name: '上级部门' }).click();
  const tree = drawer(page).getByRole('tree', { name: '上级部门' });
  await expect(tree).toBeFocused();
  await expect(tree.getByRole('treeitem', { name: '设计二所' })).toHaveAttribute('aria-selected', 'true');
  await tree.getByRole('treeitem', { name: '设计一所' }).click();
  await expect(drawer(page).getByRole('combobox', { name: '上级部门' })).toHaveText('设计一所');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  await expect(row(page, 'E2E暖通设计组')).toBeVisible();

  // A member in it (林一鸣 is placed there): removing it is refused with the reason, nothing removed.
  withServerDb(app.host, (db) =>
    db
      .prepare("update post set dept_id = (select id from dept where tenant_id = '100004' and name = 'E2E暖通设计组') where tenant_id = '100004' and user_id = (select id from app_user where account = 'multi')")
      .run(),
  );
  await list(page, 'departments').getByRole('button', { name: '搜索', exact: true }).click();
  await expect(row(page, 'E2E暖通设计组')).toContainText('1');
  await row(page, 'E2E暖通设计组').getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('部门“E2E暖通设计组”下还有成员，不能删除').first()).toBeVisible();
  await expect(row(page, 'E2E暖通设计组')).toBeVisible();
  withServerDb(app.host, (db) =>
    db.prepare("update post set dept_id = (select id from dept where tenant_id = '100004' and parent_id = '0') where tenant_id = '100004' and user_id = (select id from app_user where account = 'multi')").run(),
  );

  // An empty one goes.
  await row(page, '设计二所').getByTestId('action-addChild').click();
  await drawer(page).getByRole('textbox', { name: '部门名称' }).fill('E2E临时组');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(row(page, 'E2E临时组')).toBeVisible();
  await row(page, 'E2E临时组').getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(row(page, 'E2E临时组')).toHaveCount(0);

  // A job post, with its code unique in the organisation.
  await app.goto('/organization/post');
  await expect(row(page, 'director')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('crud-add').click();
  await drawer(page).getByRole('textbox', { name: '岗位名称' }).fill('E2E总工程师');
  await drawer(page).getByRole('textbox', { name: '岗位编号' }).fill('director');
  await drawer(page).getByRole('combobox', { name: '岗位类型' }).click();
  await page.getByRole('option', { name: '高层' }).click();
  await drawer(page).getByTestId('crud-submit').click();
  await expect(drawer(page).getByTestId('crud-refusal')).toHaveText('岗位编号已存在，请检查');
  await drawer(page).getByRole('textbox', { name: '岗位编号' }).fill('e2e-chief');
  await page.screenshot({ path: `${ARTIFACTS}/job-post-form-zh.png`, animations: 'disabled' });
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(row(page, 'e2e-chief')).toContainText('高层');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/job-posts-zh.png`, animations: 'disabled' });

  // Both screens in English, without signing in again (the English sign-in page: language.spec.ts).
  await app.bridge('settings.update', { language: 'en' });
  await app.goto('/organization/structure/index');
  await expect(row(page, '结构组')).toBeVisible({ timeout: 30_000 });
  await expect(list(page, 'departments').getByText('Members')).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/org-structure-en.png`, animations: 'disabled' });
  await row(page, '设计一所').getByTestId('crud-edit').click();
  await drawer(page).getByRole('combobox', { name: 'Parent department' }).click();
  await expect(drawer(page).getByRole('tree')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/org-structure-form-en.png`, animations: 'disabled' });
  await page.keyboard.press('Escape');
  await drawer(page).getByRole('button', { name: 'Close' }).click();
  await app.goto('/organization/post');
  await expect(row(page, 'designer')).toContainText('Staff', { timeout: 30_000 });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/job-posts-en.png`, animations: 'disabled' });
  await app.bridge('settings.update', { language: 'zh' });
});
