/** Dictionary administration (/dict-horizontal/index, /dict-vertical/index; spec 3 §2, §5, §7) in Chromium through browser mode. */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const ADMIN = { tenantId: '000000', username: 'admin' };
const ARTIFACTS = 'tests/.artifacts';

test.describe.configure({ timeout: 120_000 });

const masters = (page: Page) => page.getByTestId('list-dicts');
const items = (page: Page) => page.getByTestId('list-dictItems');
const drawer = (page: Page) => page.getByTestId('crud-drawer');

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await drawer(page).getByRole('textbox', { name, exact: true }).fill(value);
}

async function searchCode(page: Page, code: string): Promise<void> {
  await masters(page).getByRole('textbox', { name: '字典编码' }).fill(code);
  await masters(page).getByRole('button', { name: '搜索', exact: true }).click();
  await expect(masters(page).getByTestId('crud-row')).toHaveCount(1);
}

test('a dictionary and its entry added beside each other show in the stacked layout; a sealed one is not removed', async ({ app, page }) => {
  await app.signIn(ADMIN);
  await app.goto('/dict-horizontal/index');
  await expect(masters(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('master-detail-prompt')).toBeVisible();

  await masters(page).getByTestId('crud-add').click();
  await drawer(page).getByTestId('crud-submit').click();
  for (const message of ['请输入字典编码', '请输入字典名称']) await expect(drawer(page).getByText(message)).toBeVisible();
  await fill(page, { 字典编码: 'e2e_colour', 字典名称: 'E2E颜色', 字典排序: '99' });
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();

  await searchCode(page, 'e2e_colour');
  await masters(page).getByTestId('choose-dicts').click();
  await expect(page.getByTestId('master-detail-heading')).toHaveText('E2E颜色（e2e_colour）的字典项');
  await items(page).getByTestId('crud-add').click();
  await expect(drawer(page).getByRole('textbox', { name: '字典编码', exact: true })).toHaveValue('e2e_colour');
  await fill(page, { 字典键值: 'red', 字典名称: '红色', 字典排序: '1' });
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(items(page).getByTestId('crud-row')).toContainText('红色');
  // The same key twice under one parent is refused, with the form kept open.
  await items(page).getByTestId('crud-add').click();
  await fill(page, { 字典键值: 'red', 字典名称: '又一个红色', 字典排序: '2' });
  await drawer(page).getByTestId('crud-submit').click();
  await expect(drawer(page).getByText('同一上级下字典键值不能重复')).toBeVisible();
  await drawer(page).getByRole('button', { name: '关闭' }).click();

  // A parent with its entries is not removed.
  await masters(page).getByTestId('crud-row').getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('该字典下还有子项，请先删除子项').first()).toBeVisible();

  // The stacked layout shows the same dictionary and entry.
  await app.goto('/dict-vertical/index');
  await expect(page.getByTestId('master-detail-vertical')).toBeVisible({ timeout: 30_000 });
  await searchCode(page, 'e2e_colour');
  await masters(page).getByTestId('choose-dicts').click();
  await expect(items(page).getByTestId('crud-row')).toContainText('红色');

  // A seeded dictionary is sealed: removing it says so, and it stays.
  await searchCode(page, 'htzt');
  await masters(page).getByTestId('crud-row').getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('封存的字典不能删除').first()).toBeVisible();
  await expect(masters(page).getByTestId('crud-row')).toContainText('htzt');
});

test('an entry added to a dictionary a form reads shows in that form at once; business dictionaries are their own', async ({ app, page }) => {
  await app.signIn(ADMIN);
  // The notice form's type select reads the notice dictionary: open it once so it is cached.
  await app.goto('/notice/index');
  await page.getByTestId('crud-add').click();
  await drawer(page).getByRole('combobox', { name: '消息类型' }).click();
  await expect(page.getByRole('option', { name: '系统消息' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'E2E新类型' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await drawer(page).getByRole('button', { name: '关闭' }).click();

  await app.goto('/dict-horizontal/index');
  await searchCode(page, 'notice');
  await masters(page).getByTestId('choose-dicts').click();
  await items(page).getByTestId('crud-add').click();
  await fill(page, { 字典键值: '98', 字典名称: 'E2E新类型', 字典排序: '98' });
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();

  await app.goto('/notice/index');
  await page.getByTestId('crud-add').click();
  await drawer(page).getByRole('combobox', { name: '消息类型' }).click();
  await expect(page.getByRole('option', { name: 'E2E新类型' })).toBeVisible();
  await page.keyboard.press('Escape');
  await drawer(page).getByRole('button', { name: '关闭' }).click();

  // 业务字典: another set, kept in the address; the system dictionary's codes are not in it.
  await app.goto('/dict-horizontal/index');
  await page.getByTestId('dict-kind-biz').click();
  await expect(page).toHaveURL(/tab=biz/);
  const biz = page.getByTestId('list-bizDicts');
  await biz.getByTestId('crud-add').click();
  await fill(page, { 字典编码: 'e2e_level', 字典名称: 'E2E客户等级', 字典排序: '1' });
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(biz.getByTestId('crud-row')).toContainText('e2e_level');
  await expect(biz.getByTestId('crud-row')).not.toContainText('htzt');

  // The entry goes again (other specs on this host read the notice types): an unsealed entry is removed.
  await page.getByTestId('dict-kind-system').click();
  await searchCode(page, 'notice');
  await masters(page).getByTestId('choose-dicts').click();
  const added = items(page).getByTestId('crud-row').filter({ hasText: 'E2E新类型' });
  await added.getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(added).toHaveCount(0);
});

test('dictionary screens in both layouts (zh, en)', PICTURES, async ({ app, page }) => {
  mkdirSync(ARTIFACTS, { recursive: true });
  await app.signIn(ADMIN);
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    for (const layout of ['horizontal', 'vertical'] as const) {
      await app.goto(`/dict-${layout}/index`);
      await expect(masters(page).getByTestId('crud-row').first()).toBeVisible({ timeout: 30_000 });
      await masters(page).getByTestId('crud-row').first().getByTestId('choose-dicts').click();
      await expect(items(page).getByTestId('crud-row').first()).toBeVisible();
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${ARTIFACTS}/dicts-${layout}-${language}.png`, animations: 'disabled', fullPage: true });
      if (layout === 'vertical') {
        // Stacked, the entries are below the fold: a second picture once they are scrolled into view.
        await items(page).getByTestId('crud-row').last().scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${ARTIFACTS}/dicts-vertical-entries-${language}.png`, animations: 'disabled' });
      }
    }
  }
});
