/** User administration (/system/user, spec 3 §2, §5): the operator administrator's journey, and its pictures. */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, PICTURES, test, type App } from './support/fixtures';

const ARTIFACTS = 'tests/.artifacts';
const ADMIN = { tenantId: '000000', username: 'admin' };

test.describe.configure({ timeout: 150_000 });
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));
const list = (page: Page) => page.getByTestId('list-users');
const drawer = (page: Page) => page.getByTestId('crud-drawer');
const rows = (page: Page) => page.getByTestId('crud-row');

async function pick(page: Page, scope: Locator, label: string, option: string, multiple = false): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole(multiple ? 'menuitemcheckbox' : 'option', { name: option, exact: true }).click();
  if (multiple) await page.keyboard.press('Escape');
}

async function search(page: Page, account: string): Promise<Locator> {
  await list(page).getByRole('textbox', { name: '登录账号' }).fill(account);
  await list(page).getByRole('button', { name: '搜索', exact: true }).click();
  await expect(rows(page)).toHaveCount(1);
  return rows(page).first();
}

async function more(page: Page, row: Locator, testId: string): Promise<void> {
  await row.getByTestId('row-more').click();
  await page.getByTestId(testId).click();
  await page.getByTestId('crud-confirm').click();
}

async function addUser(app: App, page: Page, account: string): Promise<void> {
  await app.goto('/system/user');
  await expect(list(page)).toBeVisible();
  await page.getByTestId('crud-add').click();
  const form = drawer(page);
  await form.getByRole('textbox', { name: '登录账号' }).fill(account);
  await pick(page, form, '用户类型', '后台用户');
  await form.getByRole('textbox', { name: '密码', exact: true }).fill('Abc12345');
  await form.getByRole('textbox', { name: '确认密码' }).fill('Abc12346');
  await form.getByRole('textbox', { name: '用户昵称' }).fill('旅程');
  await form.getByRole('textbox', { name: '用户姓名' }).fill('周');
  await form.getByRole('textbox', { name: '手机号码' }).fill('13711112222');
  await pick(page, form, '所属角色', '普通员工', true);
  await form.getByTestId('crud-submit').click();
  await expect(form).toContainText('两次输入密码不一致!');
  await expect(form).toContainText('用户姓名长度须为2到5个字符');
  await expect(form).toContainText('请选择所属部门');
  await form.getByRole('textbox', { name: '确认密码' }).fill('Abc12345');
  await form.getByRole('textbox', { name: '用户姓名' }).fill('周小川');
  await pick(page, form, '所属部门', '设计一所');
  await pick(page, form, '所属岗位', '设计师');
}

test('the operator administrator adds an account, edits it, disables, resets, grants roles, views its organisations and logs it off', async ({ app, page }) => {
  await app.signIn(ADMIN);
  await addUser(app, page, 'journey_user');
  await page.mouse.move(0, 0);
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();

  let row = await search(page, 'journey_user');
  await expect(row).toContainText('周小川');
  await expect(row).toContainText('正常');
  await row.getByTestId('crud-edit').click();
  // An edit has no password pair: reset-password is the only way to change it here.
  await expect(drawer(page).getByRole('textbox', { name: '确认密码' })).toHaveCount(0);
  await drawer(page).getByRole('textbox', { name: '用户昵称' }).fill('改过的昵称');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  row = await search(page, 'journey_user');
  await expect(row).toContainText('改过的昵称');

  await more(page, row, 'action-disable');
  await expect(row).toContainText('冻结');
  await more(page, row, 'action-enable');
  await expect(row).toContainText('正常');
  await more(page, row, 'action-resetPassword');
  await expect(page.getByText('密码已重置为初始密码').first()).toBeVisible();
  await more(page, row, 'action-unlock');
  await expect(page.getByText('账号已解锁').first()).toBeVisible();

  await row.getByTestId('row-more').click();
  await page.getByTestId('action-grant').click();
  const dialog = page.getByTestId('action-dialog-grant');
  await pick(page, dialog, '所属角色', '项目经理', true);
  await dialog.getByTestId('action-submit').click();
  await expect(row).toContainText('项目经理, 普通员工');

  await row.getByTestId('action-platformDetail').click();
  await expect(page.getByTestId('detail-userDetails')).toContainText('journey_user');
  await page.getByRole('tab', { name: '所属机构' }).click();
  await expect(page.getByTestId('user-posts')).toContainText('筑联工程数字化运营中心');
  await expect(page.getByTestId('user-posts')).toContainText('设计一所');

  await app.goto('/system/user');
  row = await search(page, 'journey_user');
  await more(page, row, 'action-logoff');
  await expect(row).toContainText('注销');
  await expect(row.getByTestId('crud-edit')).toHaveCount(0);
  // Its password is the initial one since the reset (the demo seed's is the demo password): right, and still refused.
  const password = DEMO_PASSWORD;
  const refused = await app.bridge<{ ok: boolean; error?: { message: string } }>('session.loginPassword', { tenantId: '000000', username: 'journey_user', password });
  expect(refused).toMatchObject({ ok: false, error: { message: '账号已停用' } });
});

test('pictures of user administration in Chinese and English', PICTURES, async ({ app, page }) => {
  await app.signIn(ADMIN);
  await app.goto('/system/user');
  await expect(rows(page).first()).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/users-zh.png`, animations: 'disabled' });
  await addUser(app, page, 'picture_user');
  await page.screenshot({ path: `${ARTIFACTS}/users-form-zh.png`, animations: 'disabled' });
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  const row = await search(page, 'picture_user');
  await row.getByTestId('row-more').click();
  await page.screenshot({ path: `${ARTIFACTS}/users-more-zh.png`, animations: 'disabled' });
  await page.keyboard.press('Escape');
  await row.getByTestId('action-platformDetail').click();
  await expect(page.getByTestId('detail-userDetails')).toContainText('后台用户');
  await page.screenshot({ path: `${ARTIFACTS}/users-detail-zh.png`, animations: 'disabled' });
  await page.getByRole('tab', { name: '所属机构' }).click();
  await page.screenshot({ path: `${ARTIFACTS}/users-detail-posts-zh.png`, animations: 'disabled' });

  await app.bridge('settings.update', { language: 'en' });
  await app.goto('/system/user');
  await expect(rows(page).first()).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/users-en.png`, animations: 'disabled' });
  await page.getByTestId('crud-add').click();
  await drawer(page).getByTestId('crud-submit').click();
  await page.screenshot({ path: `${ARTIFACTS}/users-form-en.png`, animations: 'disabled' });
});
