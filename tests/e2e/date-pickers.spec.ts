/**
 * Dates and date-times through Fluent's DatePicker and TimePicker (not the browser's inputs, which
 * follow the operating system's format): yyyy-MM-dd and HH:mm:ss in Chinese and English, typed or
 * picked in a calendar that opens inside the drawer, and the inline message for a malformed date.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type App } from './support/fixtures';

const KJ_ADMIN = { tenantId: '100002', username: 'kj_admin' };
const ARTIFACTS = 'tests/.artifacts';
const MONTHS_ZH = ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

test.describe.configure({ timeout: 90_000 });
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const today = new Date();
const year = today.getFullYear();
const month = today.getMonth();
const mm = String(month + 1).padStart(2, '0');

/** Opens a customer's "add follow-up record" drawer, whose start and end are date-time fields. */
async function openRecordDrawer(app: App, page: Page, compName: string, words: { add: string; search: string; language: 'zh' | 'en' }): Promise<Locator> {
  await app.signIn(KJ_ADMIN);
  await app.bridge('settings.update', { language: words.language });
  const created = await app.bridge<{ ok: boolean }>('api.call', {
    module: 'system',
    path: 'cust_attention/submit',
    method: 'POST',
    body: { compName, legal: '王五', areaCode: '110101', contacts: '赵六', phone: '13900000000' },
  });
  expect(created.ok).toBe(true);
  await app.goto('/customer/follow');
  const list = page.getByTestId('list-customers');
  await list.getByRole('textbox').first().fill(compName);
  await list.getByRole('button', { name: words.search, exact: true }).click();
  await page.getByTestId('crud-row').filter({ hasText: compName }).getByTestId('customer-details').click();
  await page.getByTestId('detail-customers').getByTestId('detail-tab-follow').click();
  await page.getByTestId('list-followRecords').getByTestId('crud-add').click();
  const drawer = page.getByTestId('crud-drawer');
  await expect(drawer).toContainText(words.add);
  return drawer;
}

test('zh: the calendar opens inside the drawer in Chinese, a picked day reads yyyy-MM-dd with HH:mm:ss beside it, a malformed date gets the inline message', async ({ app, page }) => {
  const drawer = await openRecordDrawer(app, page, `日期选择客户-${Date.now()}`, { add: '新增跟进记录', search: '搜索', language: 'zh' });
  const day = drawer.getByRole('combobox', { name: '开始时间', exact: true });
  const time = drawer.getByRole('combobox', { name: '开始时间 时间', exact: true });

  await day.click();
  // Rendered inline: the calendar is inside the drawer, not in a portal the modal drawer makes inert.
  const calendar = drawer.getByRole('dialog', { name: '日历' });
  await expect(calendar).toBeVisible();
  await expect(calendar).toContainText(`${year}年${month + 1}月`);
  await expect(calendar).toContainText('回到今天');
  await expect(calendar.getByRole('columnheader').first()).toHaveText('一');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/date-picker-zh.png`, animations: 'disabled' });

  await calendar.getByRole('button', { name: `20, ${MONTHS_ZH[month]}, ${year}` }).click();
  await expect(calendar).toBeHidden();
  await expect(day).toHaveValue(`${year}-${mm}-20`);
  await expect(time).toHaveValue('00:00:00');

  await time.fill('9:05');
  await time.press('Tab');
  await expect(time).toHaveValue('09:05:00');

  // Typed days: 2026-1-5 is understood as 2026-01-05; a day that does not exist is refused inline.
  await day.fill('2026-1-5');
  await day.press('Tab');
  await expect(day).toHaveValue('2026-01-05');
  await day.fill('2026-13-45');
  await day.press('Tab');
  await expect(drawer.getByText('日期格式应为 yyyy-MM-dd HH:mm:ss')).toBeVisible();
  await expect(day).toHaveValue('2026-01-05');
  await day.fill('2026-11-20');
  await day.press('Tab');
  await expect(drawer.getByText('日期格式应为 yyyy-MM-dd HH:mm:ss')).toBeHidden();
  await time.fill('25:00');
  await time.press('Tab');
  await expect(drawer.getByText('日期格式应为 yyyy-MM-dd HH:mm:ss')).toBeVisible();
  await time.fill('14:00:00');
  await time.press('Tab');
  await expect(drawer.getByText('日期格式应为 yyyy-MM-dd HH:mm:ss')).toBeHidden();
  await expect(day).toHaveValue('2026-11-20');
  await expect(time).toHaveValue('14:00:00');

  const endDay = drawer.getByRole('combobox', { name: '结束时间', exact: true });
  await endDay.fill('2026-11-20');
  await endDay.press('Tab');
  await drawer.getByRole('combobox', { name: '结束时间 时间', exact: true }).fill('15:30:00');
  await drawer.getByRole('combobox', { name: '结束时间 时间', exact: true }).press('Tab');
  await drawer.getByRole('textbox', { name: '跟进主题' }).fill('日期选择');
  await drawer.getByRole('textbox', { name: '跟进详情' }).fill('在日历中选的日期');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/date-time-form-zh.png`, animations: 'disabled' });
  await drawer.getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  // What was saved is the form's yyyy-MM-dd HH:mm:ss.
  const saved = page.getByTestId('list-followRecords').getByTestId('crud-row').filter({ hasText: '日期选择' });
  await expect(saved).toContainText('2026-11-20 14:00:00');
  await expect(saved).toContainText('2026-11-20 15:30:00');
  expect(app.unexpectedConsoleErrors()).toEqual([]);
});

test('zh: a date field (birthday) takes a typed day as yyyy-MM-dd and refuses a malformed one inline', async ({ app, page }) => {
  await app.signIn(KJ_ADMIN);
  await app.goto('/info/index?tab=user');
  const birthday = page.getByRole('combobox', { name: '出生日期' });
  await birthday.fill('1988-3-9');
  await birthday.press('Tab');
  await expect(birthday).toHaveValue('1988-03-09');
  await birthday.fill('1988/03/09x');
  await birthday.press('Tab');
  await expect(page.getByText('日期格式应为 yyyy-MM-dd', { exact: true })).toBeVisible();
  await expect(birthday).toHaveValue('1988-03-09');
});

test('en: the same pickers speak English and still read yyyy-MM-dd and HH:mm:ss', async ({ app, page }) => {
  const drawer = await openRecordDrawer(app, page, `date-picker-en-${Date.now()}`, { add: 'Add follow-up record', search: 'Search', language: 'en' });
  const day = drawer.getByRole('combobox', { name: 'Start', exact: true });
  const time = drawer.getByRole('combobox', { name: 'Start time', exact: true });
  await day.fill('2026-11-20');
  await day.press('Tab');
  await expect(day).toHaveValue('2026-11-20');
  await time.fill('14:00');
  await time.press('Tab');
  await expect(time).toHaveValue('14:00:00');
  await day.fill('20/11/2026');
  await day.press('Tab');
  await expect(drawer.getByText('Dates are yyyy-MM-dd HH:mm:ss')).toBeVisible();
  await expect(day).toHaveValue('2026-11-20');

  await drawer.getByRole('combobox', { name: 'End', exact: true }).click();
  const calendar = drawer.getByRole('dialog', { name: 'Calendar' });
  await expect(calendar).toBeVisible();
  await expect(calendar).toContainText(`${MONTHS_EN[month]} ${year}`);
  await expect(calendar).toContainText('Go to today');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/date-picker-en.png`, animations: 'disabled' });
  await calendar.getByRole('button', { name: `21, ${MONTHS_EN[month]}, ${year}` }).click();
  await expect(drawer.getByRole('combobox', { name: 'End', exact: true })).toHaveValue(`${year}-${mm}-21`);
  await expect(drawer.getByRole('combobox', { name: 'End time', exact: true })).toHaveValue('00:00:00');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/date-time-form-en.png`, animations: 'disabled' });
});
