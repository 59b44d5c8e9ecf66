/**
 * Customer follow-up beyond the list (spec 1 §2, §4, §5, §6): the customer's detail page with its
 * follow-up records in a tab (add with inline messages and an image, list, remove after confirmation),
 * the status-change form, my customers' search and the invite list, in Chromium through browser mode.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type App, PICTURES } from './support/fixtures';

const KJ_ADMIN = { tenantId: '100002', username: 'kj_admin' };
const OPERATOR = { tenantId: '000000', username: 'admin' };
const ARTIFACTS = 'tests/.artifacts';
/** A 1×1 PNG: a real image for the record's image list. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

// Each test walks a form end to end on a machine shared with other runs.
test.describe.configure({ timeout: 90_000 });

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cem-e2e-follow-'));
  mkdirSync(ARTIFACTS, { recursive: true });
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function addCustomer(app: App, compName: string, areaCode = '110101'): Promise<string> {
  const result = await app.bridge<{ ok: boolean; data: { id: string } }>('api.call', {
    module: 'system',
    path: 'cust_attention/submit',
    method: 'POST',
    body: { compName, legal: '王五', areaCode, contacts: '赵六', phone: '13900000000' },
  });
  expect(result.ok).toBe(true);
  return result.data.id;
}

async function addRecord(app: App, customerId: string, theme: string): Promise<void> {
  const result = await app.bridge<{ ok: boolean }>('api.call', {
    module: 'system',
    path: 'promote/submitFollowRecords',
    method: 'POST',
    body: { customerId, theme, startTime: '2026-11-20 09:00:00', endTime: '2026-11-20 10:00:00', remark: '<p>电话沟通了<b>项目进度</b>，约定下周上门。</p>' },
  });
  expect(result.ok).toBe(true);
}

async function openList(app: App, page: Page, path: string, account = KJ_ADMIN): Promise<void> {
  await app.signIn(account);
  await app.goto(path);
}

async function search(page: Page, compName: string): Promise<void> {
  const list = page.getByTestId('list-customers');
  await list.getByRole('textbox', { name: '企业名称' }).fill(compName);
  await list.getByRole('button', { name: '搜索', exact: true }).click();
}

const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });
const detail = (page: Page) => page.getByTestId('detail-customers');
const records = (page: Page) => page.getByTestId('list-followRecords');
const recordForm = (page: Page) => page.getByTestId('crud-drawer');

/** Types a date-time the way a person does in the pickers: the day box, then the time box. */
async function fillDateTime(scope: Locator, label: string, day: string, time: string): Promise<void> {
  const dayBox = scope.getByRole('combobox', { name: label, exact: true });
  await dayBox.fill(day);
  await dayBox.press('Tab');
  const timeBox = scope.getByRole('combobox', { name: `${label} 时间`, exact: true });
  await timeBox.fill(time);
  await timeBox.press('Tab');
}

// The record form's messages (required, end before start, subject length) are proven in
// tests/component/customer-forms.test.tsx, the details' length in rich-text-counter.test.tsx, the
// status dialog's rules in status-change-dialog.test.tsx; the server's in
// tests/integration/server/follow-records.test.ts and customers.test.ts.
test("a customer's status changes through the allowed transitions; its detail page lists follow-up records in a tab kept in the address; a record is added with an image, then removed after confirmation", async ({ app, page }) => {
  await app.signIn(KJ_ADMIN);
  const id = await addCustomer(app, '跟进记录客户');
  await app.goto('/customer/follow');
  await search(page, '跟进记录客户');

  // The status-change form requires a status and offers only the allowed transitions.
  await row(page, '跟进记录客户').getByTestId('customer-change-status').click();
  const dialog = page.getByTestId('change-status');
  await expect(dialog.getByTestId('current-status')).toHaveValue('跟进中');
  await dialog.getByTestId('change-status-submit').click();
  await expect(dialog.getByText('请选择合作状态')).toBeVisible();
  await dialog.getByRole('combobox', { name: '变更为' }).click();
  await expect(page.getByRole('option')).toHaveText(['合作中', '未合作']);
  await page.getByRole('option', { name: '合作中' }).click();
  await dialog.getByTestId('change-status-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, '跟进记录客户')).toContainText('合作中');
  await row(page, '跟进记录客户').getByTestId('customer-change-status').click();
  await expect(dialog.getByTestId('current-status')).toHaveValue('合作中');
  await dialog.getByRole('combobox', { name: '变更为' }).click();
  await expect(page.getByRole('option')).toHaveText(['未合作']);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await row(page, '跟进记录客户').getByTestId('customer-details').click();
  await expect(page).toHaveURL(app.url(`/customer/details/${id}`));
  await expect(detail(page).getByTestId('detail-compName')).toHaveText('跟进记录客户');
  // The area reads as its names, from the province down.
  await expect(detail(page).getByTestId('detail-areaCode')).toHaveText(/^北京市 \/ .+ \/ 东城区$/);
  // The page is called after its customer, in the tab bar and the window's title.
  const tabBar = page.getByTestId('tab-bar');
  await expect(tabBar.getByRole('tab', { name: '客户详情 跟进记录客户', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle('客户详情 跟进记录客户 - 工程设计业务管理');
  const shellTabs = await tabBar.getByRole('tab').count();

  // The follow-up tab is in the address: a reload (or a link) opens the page on it, still one tab.
  await detail(page).getByTestId('detail-tab-follow').click();
  await expect(page).toHaveURL(app.url(`/customer/details/${id}?tab=follow`));
  await expect(records(page).getByText('暂无数据')).toBeVisible();
  await page.reload();
  await expect(detail(page).getByTestId('detail-tab-follow')).toHaveAttribute('aria-selected', 'true');
  await expect(records(page).getByText('暂无数据')).toBeVisible();
  await expect(tabBar.getByRole('tab')).toHaveCount(shellTabs);
  await expect(tabBar.getByRole('tab', { name: '客户详情 跟进记录客户', exact: true })).toHaveAttribute('aria-selected', 'true');

  await records(page).getByTestId('crud-add').click();
  await expect(recordForm(page)).toBeVisible();
  await expect(recordForm(page)).toContainText('新增跟进记录');
  await fillDateTime(recordForm(page), '开始时间', '2026-11-20', '14:00:00');
  await fillDateTime(recordForm(page), '结束时间', '2026-11-20', '15:30:00');
  await recordForm(page).getByRole('textbox', { name: '跟进主题' }).fill('上门拜访');
  // The rich text editor: bold from the keyboard; the counter counts text, not markup.
  const details = recordForm(page).getByRole('textbox', { name: '跟进详情' });
  await details.fill('介绍了');
  await details.press('End');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('平台功能');
  await expect(recordForm(page).getByTestId('rich-counter')).toHaveText('7/2000');
  const images = recordForm(page).getByTestId('follow-images');
  const chooser = page.waitForEvent('filechooser');
  await images.getByTestId('field-choose').click();
  writeFileSync(join(dir, '现场照片.png'), PNG);
  await (await chooser).setFiles([join(dir, '现场照片.png')]);
  await expect(images.getByTestId('upload-thumbnail')).toHaveCount(1);
  // A tile shows at once while the upload runs; the preview button comes once the file is stored.
  await expect(images.getByTestId('thumbnail-preview')).toHaveCount(1);
  await recordForm(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(recordForm(page)).toBeHidden();

  const record = records(page).getByTestId('crud-row').filter({ hasText: '上门拜访' });
  await expect(record).toContainText('2026-11-20 14:00:00');
  await expect(record).toContainText('2026-11-20 15:30:00');
  await expect(record).toContainText('陈晓峰');
  await expect(record.getByTestId('follow-remark').locator('strong')).toHaveText('平台功能');
  await expect(record.getByTestId('upload-thumbnail').locator('img[src^="data:image/png"]')).toHaveCount(1);
  // Records are added and removed, never edited.
  await expect(record.getByRole('button', { name: '编辑' })).toHaveCount(0);

  await record.getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('alertdialog').filter({ hasText: '确定删除选中的 1 条数据吗？' })).toBeVisible();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(records(page).getByTestId('crud-row')).toHaveCount(0);
  await expect(records(page).getByText('暂无数据')).toBeVisible();
});

test("my customers sends mine=1 and searches by company name, creator, status, province and created date", async ({ app, page }) => {
  await app.signIn(KJ_ADMIN);
  await addCustomer(app, '我的北京客户', '110101');
  await addCustomer(app, '我的上海客户', '310101');
  const calls: Record<string, unknown>[] = [];
  await page.route('**/bridge/call', async (route) => {
    const body = route.request().postDataJSON() as { method: string; args?: { path?: string; query?: Record<string, unknown> }[] };
    const call = body.args?.[0];
    if (body.method === 'api.call' && call?.path === 'cust_attention/page') calls.push(call.query ?? {});
    return route.fallback();
  });
  await app.goto('/customer/mine');
  const list = page.getByTestId('list-customers');
  await expect(row(page, '我的北京客户')).toBeVisible();
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((q) => String(q.mine) === '1')).toBe(true);

  await search(page, '我的');
  await expect(page.getByTestId('crud-row')).toHaveCount(2);
  await list.getByRole('combobox', { name: '省份' }).click();
  await page.getByRole('option', { name: '上海市' }).click();
  await list.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByTestId('crud-row')).toHaveCount(1);
  await expect(row(page, '我的上海客户')).toBeVisible();
  await list.getByRole('textbox', { name: '创建人' }).fill('陈晓峰');
  await list.getByRole('combobox', { name: '合作状态' }).click();
  await page.getByRole('option', { name: '跟进中' }).click();
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  for (const box of ['创建时间 开始', '创建时间 结束']) {
    await list.getByRole('combobox', { name: box }).fill(day);
    await list.getByRole('combobox', { name: box }).press('Tab');
  }
  await list.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByTestId('crud-row')).toHaveCount(1);
  expect(calls.at(-1)).toMatchObject({ mine: '1', compName: '我的', province: '31', createUserName: '陈晓峰', status: '0' });
  await list.getByRole('combobox', { name: '合作状态' }).click();
  await page.getByRole('option', { name: '合作中' }).click();
  await list.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(list.getByText('暂无数据')).toBeVisible();
});

test('the invite list shows the technology companies the organisation looks after, searchable by name and paged', async ({ app, page }) => {
  await openList(app, page, '/customer/invite', OPERATOR);
  const list = page.getByTestId('list-customerInvites');
  await expect(page.getByTestId('crud-row')).toHaveCount(1);
  await expect(row(page, '中科筑云科技有限公司')).toContainText('科技公司');
  await expect(page.getByTestId('pagination')).toContainText('共 1 条');
  await expect(list.getByRole('checkbox')).toHaveCount(0);
  await expect(list.getByRole('button', { name: '删除' })).toHaveCount(0);
  await list.getByRole('textbox', { name: '企业名称' }).fill('远景');
  await list.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(list.getByText('暂无数据')).toBeVisible();
  await list.getByRole('button', { name: '重置', exact: true }).click();
  await expect(row(page, '中科筑云科技有限公司')).toBeVisible();
});

for (const language of ['zh', 'en'] as const) {
  test(`pictures of the follow-up screens (${language})`, PICTURES, async ({ app, page }) => {
    await app.signIn(KJ_ADMIN);
    const id = await addCustomer(app, language === 'zh' ? '截图客户' : 'Screenshot Co');
    await addRecord(app, id, language === 'zh' ? '电话回访' : 'Phone call');
    if (language === 'en') await app.bridge('settings.update', { language: 'en' });
    await app.goto('/customer/follow');
    await expect(row(page, language === 'zh' ? '截图客户' : 'Screenshot Co')).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/customers-follow-${language}.png`, animations: 'disabled' });

    await row(page, language === 'zh' ? '截图客户' : 'Screenshot Co').getByTestId('customer-details').click();
    await expect(detail(page).getByTestId('detail-legal')).toHaveText('王五');
    await page.screenshot({ path: `${ARTIFACTS}/customer-detail-${language}.png`, animations: 'disabled' });
    await detail(page).getByTestId('detail-tab-follow').click();
    await expect(records(page).getByTestId('crud-row')).toHaveCount(1);
    await page.screenshot({ path: `${ARTIFACTS}/customer-detail-records-${language}.png`, animations: 'disabled' });
    await records(page).getByTestId('crud-add').click();
    await recordForm(page).getByTestId('crud-submit').click();
    await expect(recordForm(page).getByRole('textbox').first()).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/follow-record-form-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await app.goto('/customer/mine');
    await row(page, language === 'zh' ? '截图客户' : 'Screenshot Co').getByTestId('customer-change-status').click();
    await page.getByTestId('change-status-submit').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/customer-status-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');

    await app.bridge('session.logout');
    await app.bridge('settings.update', { language: 'zh' });
    await app.signIn(OPERATOR);
    if (language === 'en') await app.bridge('settings.update', { language: 'en' });
    await app.goto('/customer/invite');
    await expect(page.getByTestId('crud-row')).toHaveCount(1);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/customer-invite-${language}.png`, animations: 'disabled' });
  });
}
