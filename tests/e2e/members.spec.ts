/** Members (spec 3 §2, §4): the administrator's journey, and a frozen person taken to another organisation at once. */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withServerDb } from './support/serverDb';

const ARTIFACTS = 'tests/.artifacts';
const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const MULTI = { tenantId: '100004', username: 'multi' };

test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));
const list = (page: Page) => page.getByTestId('list-members');
const drawer = (page: Page) => page.getByTestId('crud-drawer');

const setMultiAt = (host: Parameters<typeof withServerDb>[0], tenantId: string, status: string) =>
  withServerDb(host, (db) => db.prepare("update post set join_status = ? where tenant_id = ? and user_id = (select id from app_user where account = 'multi')").run(status, tenantId));

test('the administrator searches members and freezes one; the removed list shows QUIT and REFUSE', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/organization/member');
  await expect(list(page)).toBeVisible();
  await expect(page.getByTestId('crud-row')).toHaveCount(4);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/members-zh.png`, animations: 'disabled' });

  await list(page).getByRole('textbox', { name: '姓名' }).fill('林一');
  await list(page).getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByTestId('crud-row')).toHaveCount(1);
  await page.getByTestId('crud-row').getByRole('button', { name: '编辑权限' }).click();
  // The roles multi-select lists the organisation's role tree (role/tree): a second role is added.
  await drawer(page).getByRole('combobox', { name: '角色' }).click();
  await page.getByRole('menuitemcheckbox', { name: '普通员工' }).click();
  await page.keyboard.press('Escape');
  await drawer(page).getByRole('combobox', { name: '成员状态' }).click();
  await page.getByRole('option', { name: '冻结' }).click();
  await page.screenshot({ path: `${ARTIFACTS}/member-permissions-zh.png`, animations: 'disabled' });
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  await expect(page.getByTestId('crud-row')).toContainText('冻结');
  await expect(page.getByTestId('crud-row')).toContainText('项目经理, 普通员工');

  await app.goto('/organization/member-removed');
  await expect(page.getByTestId('crud-row')).toHaveCount(2);
  await expect(page.getByTestId('list-removedMembers')).toContainText('已移除');
  await expect(page.getByTestId('list-removedMembers')).toContainText('冻结');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/members-removed-zh.png`, animations: 'disabled' });

  await app.bridge('settings.update', { language: 'en' });
  await app.goto('/organization/member');
  await expect(list(page)).toContainText('Frozen');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/members-en.png`, animations: 'disabled' });
  await app.goto('/organization/member-removed');
  await expect(page.getByTestId('list-removedMembers')).toContainText('Removed');
  await page.screenshot({ path: `${ARTIFACTS}/members-removed-en.png`, animations: 'disabled' });
  setMultiAt(app.host, '100004', 'JOINED');
});

// The page hears of the move through the core's event stream (browser mode: /bridge/events, opened
// before the page's first call, see src/renderer/src/bridge/client.ts).
test('a person frozen while signed in is refused at their next call and returned to another organisation with a toast', async ({ app, page }) => {
  await app.signIn(MULTI);
  await expect(page.getByTestId('org-switcher')).toContainText('远景建筑设计研究院有限公司');
  setMultiAt(app.host, '100004', 'LOCK');
  try {
    // The page's next call to the server (a list, as any screen makes it; the profile would be answered
    // from the core's cache without asking the server) meets the refusal.
    await app.bridge('api.call', { module: 'system', path: 'member/list', method: 'GET' });
    await expect(page.getByText('已切换到 长江工程咨询有限公司').first()).toBeVisible();
    await expect(page).toHaveURL(app.url('/desk/index'));
    await expect(page.getByTestId('org-switcher')).toContainText('长江工程咨询有限公司');
    await expect(page.getByTestId('desk-identity-org')).toContainText('长江工程咨询有限公司');
    await page.screenshot({ path: `${ARTIFACTS}/member-moved-zh.png`, animations: 'disabled' });
  } finally {
    setMultiAt(app.host, '100004', 'JOINED');
  }
});
