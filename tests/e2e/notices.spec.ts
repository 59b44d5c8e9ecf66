/** Notice management on the list-and-drawer framework (spec 1 §2, §5) in Chromium through browser mode. */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };

// One test walks the whole form: more than the default 45 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });
const list = (page: Page) => page.getByTestId('list-notices');
const drawer = (page: Page) => page.getByTestId('crud-drawer');

test('add with the spec messages, search, edit, view and delete', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/notice/index');
  await expect(list(page)).toBeVisible();
  await page.getByTestId('crud-add').click();
  await drawer(page).getByTestId('crud-submit').click();
  for (const message of ['请选择消息类型', '请输入公告标题', '请输入公告内容']) await expect(drawer(page).getByText(message)).toBeVisible();
  await drawer(page).getByRole('combobox', { name: '消息类型' }).click();
  await drawer(page).getByRole('option', { name: '系统消息' }).click();
  await drawer(page).getByRole('textbox', { name: '公告标题' }).fill('题'.repeat(31));
  await expect(drawer(page).getByText('长度不能超过30个字符')).toBeVisible();
  await drawer(page).getByRole('textbox', { name: '公告标题' }).fill('E2E停机公告');
  await drawer(page).getByRole('textbox', { name: '公告内容' }).fill('<p>今晚停机<script>window.pwned = 1</script></p>');
  await expect(drawer(page).getByTestId('rich-content').locator('script')).toHaveCount(0);
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();

  await list(page).getByRole('textbox', { name: '公告标题' }).fill('E2E停机');
  await list(page).getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByTestId('crud-row')).toHaveCount(1);
  await expect(page.getByTestId('crud-row')).toContainText('系统消息');
  await page.getByTestId('crud-row').getByRole('button', { name: '编辑' }).click();
  await drawer(page).getByRole('textbox', { name: '公告标题' }).fill('E2E停机公告（改）');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  await expect(page.getByTestId('crud-row')).toContainText('E2E停机公告（改）');
  await page.getByTestId('crud-row').getByRole('button', { name: '查看' }).click();
  await expect(drawer(page).getByTestId('rich-content')).toContainText('今晚停机');
  await drawer(page).getByRole('button', { name: '关闭' }).click();
  await page.getByTestId('crud-row').getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(page.getByTestId('crud-row')).toHaveCount(0);
});
