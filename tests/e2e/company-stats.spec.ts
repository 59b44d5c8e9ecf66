/** The managed-company statistics (/desk/stat, spec 1 §2) on the read-only list, in Chromium through browser mode. */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { EN_LABELS, expect, test, PICTURES } from './support/fixtures';

const ADMIN = { tenantId: '000000', username: 'admin' };
const ARTIFACTS = 'tests/.artifacts';
test.describe.configure({ timeout: 90_000 });
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const rows = (page: Page) => page.getByTestId('crud-row');

test('lists each kind of managed company with its counts and amounts, searches, and offers no add, edit or delete', async ({ app, page }) => {
  await app.signIn(ADMIN);
  await app.goto('/desk/stat');
  const list = page.getByTestId('list-techCompanyStats');
  await expect(list).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('中科筑云科技有限公司');
  await expect(rows(page)).toContainText('ORG100002');
  await expect(rows(page)).toContainText('0.00');
  for (const header of ['公司名称', '创建组织数', '本月新增组织', '合同金额（元）']) await expect(list.getByRole('columnheader', { name: header })).toBeVisible();
  // Read-only: no add, no delete, no check boxes, no row buttons.
  await expect(page.getByTestId('crud-add')).toHaveCount(0);
  await expect(page.getByTestId('crud-remove-selected')).toHaveCount(0);
  await expect(list.getByRole('checkbox')).toHaveCount(0);
  await expect(rows(page).getByRole('button')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/company-stats-zh.png`, animations: 'disabled' });

  await list.getByRole('textbox', { name: '公司名称' }).fill('不存在的公司');
  await list.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(rows(page)).toHaveCount(0);
  await expect(list.getByText('暂无数据')).toBeVisible();

  await page.getByRole('tab', { name: '设计公司' }).click();
  await expect(page.getByTestId('list-designCompanyStats')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('远景建筑设计研究院有限公司');
  await page.getByRole('tab', { name: '管理公司' }).click();
  await expect(rows(page)).toContainText('华建项目管理有限公司');
});

test('in English', async ({ app, page }) => {
  await app.goto('/login');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await app.submitLogin(ADMIN, EN_LABELS);
  await expect(page).toHaveURL(app.url('/desk/index'));
  await app.goto('/desk/stat');
  await expect(page.getByRole('tab', { name: 'Technology companies' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Contracts (CNY)' })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/company-stats-en.png`, animations: 'disabled' });
});

/** The notice form's rich text editor with a heading, bold text and a numbered list, for a picture. */
async function writeNotice(page: Page, labels: { content: string; heading: string; numbered: string }) {
  await page.getByTestId('crud-add').click();
  await page.getByRole('textbox', { name: labels.content }).click();
  await page.getByRole('button', { name: labels.heading }).click();
  await page.keyboard.type('停机通知');
  await page.keyboard.press('Enter');
  await page.keyboard.type('今晚 22:00 起系统维护，');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('请提前保存');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: labels.numbered }).click();
  await page.keyboard.type('合同模块');
  await page.keyboard.press('Enter');
  await page.keyboard.type('项目模块');
  await expect(page.getByTestId('rich-counter')).toHaveText('32/20000');
  await expect(page.getByRole('textbox', { name: labels.content }).locator('ol li')).toHaveCount(2);
  await page.mouse.move(0, 0);
}

test('screenshot of the rich text editor in Chinese', PICTURES, async ({ app, page }) => {
  await app.signIn({ tenantId: '100004', username: 'sj_admin' });
  await app.goto('/notice/index');
  await writeNotice(page, { content: '公告内容', heading: '二级标题', numbered: '编号列表' });
  await page.screenshot({ path: `${ARTIFACTS}/rich-text-zh.png`, animations: 'disabled' });
  // Submitted, so no draft of this form is left to be restored into the next test's.
  await page.getByRole('combobox', { name: '消息类型' }).click();
  await page.getByRole('option', { name: '系统消息' }).click();
  await page.getByRole('textbox', { name: '公告标题' }).fill('富文本截图（中）');
  await page.getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
});

test('screenshot of the rich text editor in English', PICTURES, async ({ app, page }) => {
  await app.goto('/login');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await app.submitLogin({ tenantId: '100004', username: 'sj_admin' }, EN_LABELS);
  await expect(page).toHaveURL(app.url('/desk/index'));
  await app.goto('/notice/index');
  await writeNotice(page, { content: 'Content', heading: 'Heading 2', numbered: 'Numbered list' });
  await expect(page.getByRole('textbox', { name: 'Content' }).locator('h2')).toHaveText('停机通知');
  await page.screenshot({ path: `${ARTIFACTS}/rich-text-en.png`, animations: 'disabled' });
  // The message types come from the server's dictionary, named by its English twins.
  await page.getByRole('combobox', { name: 'Message type' }).click();
  await page.getByRole('option', { name: 'System message' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Rich text screenshot (en)');
  await page.getByTestId('crud-submit').click();
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveCount(0);
});
