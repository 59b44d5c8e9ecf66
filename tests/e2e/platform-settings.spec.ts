/**
 * Regions and promotions (issue 14) in Chromium through browser mode: two journeys and the pictures.
 * The forms' rules are proven in tests/component/platform-settings-forms.test.tsx, the server's (every
 * message, refusals to other callers, the captcha switch and the initial password) in
 * tests/integration/server/platform-settings.test.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { format, addDays } from 'date-fns';
import { expect, test, PICTURES } from './support/fixtures';

const ADMIN = { tenantId: '000000', username: 'admin' };
const ARTIFACTS = 'tests/.artifacts';

test.describe.configure({ timeout: 120_000 });

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

async function fillDateTime(scope: Locator, label: string, day: string, time: string): Promise<void> {
  const dayBox = scope.getByRole('combobox', { name: label, exact: true });
  await dayBox.fill(day);
  await dayBox.press('Tab');
  const timeBox = scope.getByRole('combobox', { name: `${label} 时间`, exact: true });
  await timeBox.fill(time);
  await timeBox.press('Tab');
}

async function addRegion(page: Page, open: () => Promise<void>, code: string, name: string): Promise<void> {
  await open();
  await drawer(page).getByRole('textbox', { name: '区划编码' }).fill(code);
  await drawer(page).getByRole('textbox', { name: '区划名称' }).fill(name);
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
}

async function removeRow(page: Page, text: string): Promise<void> {
  await row(page, text).getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
}

test('a province and a city are added level by level; the province is not removed while the city is under it', async ({ app, page }) => {
  await app.signIn(ADMIN);
  await app.goto('/system/region');
  await expect(row(page, '北京市')).toBeVisible({ timeout: 30_000 });
  await addRegion(page, () => page.getByTestId('crud-add').click(), '99', 'E2E测试省');
  // The provinces run over several pages: the new one is found by its code.
  const search = page.getByRole('search');
  await search.getByRole('textbox', { name: '区划编码' }).fill('99');
  await search.getByRole('button', { name: '搜索', exact: true }).click();
  await addRegion(page, () => row(page, 'E2E测试省').getByTestId('action-addChild').click(), '9901', 'E2E测试市');

  await removeRow(page, 'E2E测试省');
  await expect(page.getByText('该行政区划下还有下级行政区划，不能删除').first()).toBeVisible();

  await row(page, 'E2E测试省').getByTestId('action-children').click();
  await expect(page).toHaveURL(app.url('/system/region?tab=99'));
  await expect(page.getByTestId('region-path')).toContainText('E2E测试省');
  await expect(row(page, 'E2E测试市')).toBeVisible();
  await removeRow(page, 'E2E测试市');
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(page.getByTestId('crud-row')).toHaveCount(0);

  await page.getByTestId('region-path').getByRole('button', { name: '全国' }).click();
  await expect(page).toHaveURL(app.url('/system/region'));
  await search.getByRole('textbox', { name: '区划编码' }).fill('99');
  await search.getByRole('button', { name: '搜索', exact: true }).click();
  await removeRow(page, 'E2E测试省');
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(row(page, 'E2E测试省')).toHaveCount(0);
});

test('a promotion is published, a visitor signs up on /promotion without signing in, and the operator follows the sign-up up', async ({ app, page }) => {
  await app.signIn(ADMIN);
  await app.goto('/system/promotion');
  await expect(page.getByTestId('list-promotions')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('crud-add').click();
  await expect(drawer(page)).toBeVisible();
  await drawer(page).getByRole('textbox', { name: '活动标题' }).fill('E2E入驻季');
  await drawer(page).getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '已发布' }).click();
  await fillDateTime(drawer(page), '开始时间', format(addDays(new Date(), -1), 'yyyy-MM-dd'), '00:00:00');
  await fillDateTime(drawer(page), '结束时间', format(addDays(new Date(), 30), 'yyyy-MM-dd'), '23:59:59');
  await drawer(page).getByRole('textbox', { name: '活动内容' }).click();
  await page.keyboard.type('欢迎设计院入驻平台');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await row(page, 'E2E入驻季').getByTestId('action-details').click();
  await expect(page).toHaveURL(/\/system\/promotion\/details\/\d+/);
  const id = /details\/(\d+)/.exec(page.url())![1];

  await app.signOut();
  await app.goto(`/promotion?id=${id}`);
  await expect(page.getByTestId('promotion-title')).toHaveText('E2E入驻季');
  await expect(page.getByTestId('promotion-content')).toContainText('欢迎设计院入驻平台');
  await page.getByRole('textbox', { name: '姓名' }).fill('王工');
  await page.getByRole('textbox', { name: '单位名称' }).fill('远景设计');
  await page.getByRole('textbox', { name: '手机号' }).fill('12345678901');
  await page.getByTestId('promotion-join-submit').click();
  await expect(page.getByText('手机号码格式有误')).toBeVisible();
  await page.getByRole('textbox', { name: '手机号' }).fill('13622223333');
  await page.getByTestId('promotion-join-submit').click();
  await expect(page.getByTestId('promotion-joined')).toContainText('报名成功');

  await app.goto('/login');
  await app.signIn(ADMIN);
  await app.goto(`/system/promotion/details/${id}`);
  const leads = page.getByTestId('list-promotionLeads');
  await expect(row(page, '13622223333')).toContainText('待跟进');
  await row(page, '13622223333').getByTestId('action-follow').click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('combobox', { name: '跟进状态' }).click();
  await page.getByRole('option', { name: '已跟进' }).click();
  await dialog.getByRole('textbox', { name: '跟进说明' }).fill('已电话联系');
  await dialog.getByTestId('action-submit').click();
  await expect(leads.getByTestId('crud-row').filter({ hasText: '13622223333' })).toContainText('已跟进');
  await expect(leads.getByTestId('crud-row').filter({ hasText: '13622223333' })).toContainText('已电话联系');
});

test('platform settings screens (zh, en)', PICTURES, async ({ app, page }) => {
  test.setTimeout(300_000);
  await app.signIn(ADMIN);
  const when = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd HH:mm:ss');
  const published = await app.bridge<{ ok: boolean; data: { id: string } }>('api.call', {
    module: 'system',
    path: 'promote/submit',
    method: 'POST',
    body: { title: '设计院入驻季', content: '<h2>入驻即享</h2><p>平台为设计院提供项目撮合与结算服务。</p>', startTime: when(-1), endTime: when(30), status: 1 },
  });
  await app.bridge('api.call', {
    module: 'system',
    path: 'app-version/submit',
    method: 'POST',
    body: { mobileType: '1', versionName: 'v2.1.0', versionCode: '210', isUpdate: 1, updateRemark: '修复已知问题', downloadUrl: 'https://download.example.com/cem-2.1.0.apk', remark: '' },
  });
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    for (const [path, name] of [
      ['/system/region', 'regions'],
      ['/system/region?tab=11', 'regions-level'],
      ['/system/param', 'params'],
      ['/system/app-version', 'app-versions'],
      ['/system/promotion', 'promotions'],
    ] as const) {
      await app.goto(path);
      await expect(page.getByTestId('crud-row').first().or(page.getByText(language === 'zh' ? '暂无数据' : 'No data'))).toBeVisible({ timeout: 30_000 });
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${ARTIFACTS}/platform-${name}-${language}.png`, animations: 'disabled' });
    }
    await page.getByTestId('crud-add').click();
    await expect(drawer(page)).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/platform-promotion-form-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await app.goto(`/system/promotion/details/${published.data.id}`);
    await expect(page.getByTestId('list-promotionLeads')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/platform-promotion-detail-${language}.png`, animations: 'disabled' });
  }
  // The public page, as a visitor sees it.
  await app.bridge('session.logout');
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    await app.goto(`/promotion?id=${published.data.id}`);
    await expect(page.getByTestId('promotion-title')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/platform-promotion-public-${language}.png`, animations: 'disabled', fullPage: true });
  }
});
