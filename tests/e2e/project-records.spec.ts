/**
 * Project filing (/project/record, spec 3 §2, §5): a short journey — the name checked on blur, a
 * filing added in the drawer, edited in the reduced form (4 not offered), its status changed and its
 * history seen in the view — and pictures of the screens in both languages (out of CI).
 * The rules' messages are proven in tests/unit/shared/projectRecord.test.ts and the server test.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, PICTURES, test, type App } from './support/fixtures';

const GL_ADMIN = { tenantId: '100003', username: 'gl_admin' };
const ARTIFACTS = 'tests/.artifacts';

test.describe.configure({ timeout: 120_000 });

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const list = (page: Page) => page.getByTestId('list-projectRecords');

async function pick(page: Page, name: string, option?: string): Promise<void> {
  await drawer(page).getByRole('combobox', { name, exact: true }).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
}

async function openList(app: App, page: Page): Promise<void> {
  await app.signIn(GL_ADMIN);
  await app.goto('/project/record');
  await expect(list(page)).toBeVisible({ timeout: 30_000 });
}

test('files a project: name checked on blur, add, reduced edit, status change, history in the view', async ({ app, page }) => {
  await openList(app, page);
  await page.getByTestId('crud-add').click();
  const name = drawer(page).getByTestId('field-name');
  await name.fill('滨江新区文化艺术中心');
  await name.blur();
  await expect(drawer(page).getByText('备案名已存在')).toBeVisible();
  await name.fill('江北滨水步道工程');
  await name.blur();
  await expect(drawer(page).getByText('备案名已存在')).toHaveCount(0);

  await drawer(page).getByTestId('org-picker-ownerUnitDeptId').click();
  await page.getByRole('option').first().click();
  await drawer(page).getByTestId('record-resProviderDeptId').click();
  await page.getByRole('menuitemcheckbox', { name: '蓝图工程资源服务有限公司' }).click();
  await page.keyboard.press('Escape');
  await pick(page, '项目类型');
  await pick(page, '主行业');
  await pick(page, '省');
  await pick(page, '市');
  await pick(page, '区县');
  await drawer(page).getByRole('textbox', { name: '详细地址', exact: true }).fill('江北区滨江路1号');
  await drawer(page).getByRole('textbox', { name: '项目规模', exact: true }).fill('步道全长3.2公里');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  const row = page.getByTestId('crud-row').filter({ hasText: '江北滨水步道工程' });
  await expect(row).toBeVisible();

  // The reduced edit: name and status; 已立项 is not offered.
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(drawer(page).getByRole('textbox', { name: '详细地址', exact: true })).toHaveCount(0);
  await drawer(page).getByRole('combobox', { name: '备案状态', exact: true }).click();
  await expect(page.getByRole('option', { name: '已立项' })).toHaveCount(0);
  await page.getByRole('option', { name: '洽谈中' }).click();
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();

  await row.getByTestId('record-change-status').click();
  const dialog = page.getByTestId('change-status');
  await expect(dialog.getByTestId('current-status')).toHaveValue('洽谈中');
  await dialog.getByRole('combobox', { name: '变更为' }).click();
  await expect(page.getByRole('option')).toHaveText(['跟踪中', '已放弃']);
  await page.getByRole('option', { name: '已放弃' }).click();
  await dialog.getByTestId('change-status-submit').click();
  await expect(row.getByText('已放弃')).toBeVisible();

  await row.getByRole('button', { name: '查看' }).click();
  await expect(drawer(page).getByTestId('record-code')).toHaveValue(/^BA\d{20}$/);
  const history = drawer(page).getByTestId('record-history');
  await expect(history.getByTestId('crud-row')).toHaveCount(2);
  await expect(history.getByText('备案状态: 洽谈中 → 已放弃')).toBeVisible();
});

for (const language of ['zh', 'en'] as const) {
  test(`project filing pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    mkdirSync(ARTIFACTS, { recursive: true });
    await app.bridge('settings.update', { language });
    const shot = async (file: string) => {
      await page.mouse.move(0, 700);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${ARTIFACTS}/project-record-${file}-${language}.png`, animations: 'disabled' });
    };
    await openList(app, page);
    await expect(page.getByTestId('crud-row').first()).toBeVisible();
    await shot('list');
    await page.getByTestId('crud-add').click();
    await drawer(page).getByTestId('crud-submit').click();
    await shot('add-errors');
    await drawer(page).getByRole('button', { name: language === 'zh' ? '关闭' : 'Close' }).click();
    await page.getByTestId('crud-row').first().getByRole('button', { name: language === 'zh' ? '查看' : 'View' }).click();
    await expect(drawer(page).getByTestId('record-code')).not.toHaveValue('');
    await shot('view');
    await drawer(page).getByTestId('record-history').scrollIntoViewIfNeeded();
    await shot('view-history');
    await drawer(page).getByRole('button', { name: language === 'zh' ? '关闭' : 'Close' }).click();
    // The resource provider's second tab: signed in through the core (the login form is in the picture's language).
    await app.bridge('session.logout');
    const zy = await app.bridge<{ ok: boolean }>('session.loginPassword', { tenantId: '100007', username: 'zy_admin', password: 'Cem@2026' });
    expect(zy.ok).toBe(true);
    await app.goto('/project/record');
    await page.getByTestId('records-tab-provided').click({ timeout: 30_000 });
    await expect(page.getByTestId('list-providedRecords').getByTestId('crud-row').first()).toBeVisible({ timeout: 30_000 });
    await shot('provided');
  });
}
