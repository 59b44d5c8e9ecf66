/** Notice management on the list-and-drawer framework (spec 1 §2, §5) in Chromium through browser mode. */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };

// One test walks the whole form: more than the default 45 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });
const list = (page: Page) => page.getByTestId('list-notices');
const drawer = (page: Page) => page.getByTestId('crud-drawer');

test('add with the spec messages, search, edit, view and delete; the top bar\'s unread badge follows each save', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/notice/index');
  await expect(list(page)).toBeVisible();
  const unread = await app.bridge<{ ok: boolean; data: number }>('api.call', { module: 'system', path: 'notice/unread-count', method: 'GET' });
  expect(unread.ok).toBe(true);
  const badge = page.getByTestId('messages-badge');
  if (unread.data > 0) await expect(badge).toHaveText(String(unread.data));
  await page.getByTestId('crud-add').click();
  await drawer(page).getByTestId('crud-submit').click();
  for (const message of ['请选择消息类型', '请输入公告标题', '请输入公告内容']) await expect(drawer(page).getByText(message)).toBeVisible();
  await drawer(page).getByRole('combobox', { name: '消息类型' }).click();
  await drawer(page).getByRole('option', { name: '系统消息' }).click();
  await drawer(page).getByRole('textbox', { name: '公告标题' }).fill('题'.repeat(31));
  await expect(drawer(page).getByText('长度不能超过30个字符')).toBeVisible();
  await drawer(page).getByRole('textbox', { name: '公告标题' }).fill('E2E停机公告');
  // The rich text editor: a heading, bold, a list and a link from the toolbar; typed markup stays text.
  const editor = drawer(page).getByRole('textbox', { name: '公告内容' });
  const toolbar = drawer(page).getByRole('toolbar', { name: '格式工具栏' });
  await editor.click();
  await toolbar.getByRole('button', { name: '二级标题' }).click();
  await page.keyboard.type('停机通知');
  await page.keyboard.press('Enter');
  await page.keyboard.type('今晚');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('停机');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('<script>window.pwned = 1</script>');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: '项目符号列表' }).click();
  await page.keyboard.type('详见官网');
  await page.keyboard.press('Shift+Home');
  await toolbar.getByRole('button', { name: '链接' }).click();
  await page.getByRole('textbox', { name: '链接地址（留空则移除链接）' }).fill('example.com/notice');
  await page.getByRole('textbox', { name: '链接地址（留空则移除链接）' }).press('Enter');
  await expect(editor.locator('h2')).toHaveText('停机通知');
  await expect(editor.locator('strong')).toHaveText('停机');
  await expect(editor.locator('ul li a')).toHaveAttribute('href', 'https://example.com/notice');
  await expect(editor.locator('script')).toHaveCount(0);
  // The counter counts text, not HTML: 4 + 2 + 2 + 33 + 4 characters.
  await expect(drawer(page).getByTestId('rich-counter')).toHaveText('45/20000');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  // A new open notice is unread for its author too: the badge says so without a reload.
  await expect(badge).toHaveText(String(unread.data + 1));

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
  await expect(drawer(page).getByTestId('rich-content')).toContainText('今晚停机<script>');
  await expect(drawer(page).getByTestId('rich-content').locator('h2')).toHaveText('停机通知');
  await expect(drawer(page).getByTestId('rich-content').locator('strong')).toHaveText('停机');
  await expect(drawer(page).getByTestId('rich-content').locator('a[href="https://example.com/notice"]')).toHaveText('详见官网');
  await expect(drawer(page).getByTestId('rich-content').locator('script')).toHaveCount(0);
  await expect(drawer(page).getByRole('toolbar')).toHaveCount(0);
  await drawer(page).getByRole('button', { name: '关闭' }).click();
  await page.getByTestId('crud-row').getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(page.getByTestId('crud-row')).toHaveCount(0);
  await expect(badge).toHaveCount(unread.data > 0 ? 1 : 0);
  if (unread.data > 0) await expect(badge).toHaveText(String(unread.data));
});

test('a member without the administrator role reads the notices but is offered no add, edit or delete', async ({ app, page }) => {
  await app.signIn({ tenantId: '100006', username: 'multi' });
  await app.goto('/notice/index');
  await expect(list(page)).toBeVisible();
  await expect(page.getByTestId('crud-row').first()).toBeVisible();
  await expect(page.getByTestId('crud-row').first().getByRole('button', { name: '查看' })).toBeVisible();
  await expect(page.getByTestId('crud-add')).toHaveCount(0);
  await expect(page.getByTestId('crud-remove-selected')).toHaveCount(0);
  await expect(page.getByTestId('crud-row').getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(page.getByTestId('crud-row').getByRole('button', { name: '删除' })).toHaveCount(0);
});
