/**
 * Dates and date-times through Fluent's DatePicker and TimePicker in the real drawer: a day picked in
 * the calendar (drawn inside the modal drawer, where a portal would be inert) and a typed time are
 * saved as yyyy-MM-dd HH:mm:ss. What the pickers accept and refuse, in Chinese and English, is tested
 * where the fields live: tests/component/date-fields.test.tsx.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

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
async function openRecordDrawer(page: Page, compName: string, words: { add: string; search: string }): Promise<Locator> {
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

test('a day picked in the calendar inside the drawer and a typed time are saved as yyyy-MM-dd HH:mm:ss; the pickers in English (pictures)', async ({ app, page }) => {
  const compName = `日期选择客户-${Date.now()}`;
  await app.signIn(KJ_ADMIN);
  const created = await app.bridge<{ ok: boolean }>('api.call', {
    module: 'system',
    path: 'cust_attention/submit',
    method: 'POST',
    body: { compName, legal: '王五', areaCode: '110101', contacts: '赵六', phone: '13900000000' },
  });
  expect(created.ok).toBe(true);
  await app.goto('/customer/follow');
  const drawer = await openRecordDrawer(page, compName, { add: '新增跟进记录', search: '搜索' });
  const day = drawer.getByRole('combobox', { name: '开始时间', exact: true });
  const time = drawer.getByRole('combobox', { name: '开始时间 时间', exact: true });

  await day.click();
  const calendar = drawer.getByRole('dialog', { name: '日历' });
  await expect(calendar).toBeVisible();
  await expect(calendar).toContainText(`${year}年${month + 1}月`);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/date-picker-zh.png`, animations: 'disabled' });
  await calendar.getByRole('button', { name: `20, ${MONTHS_ZH[month]}, ${year}` }).click();
  await expect(calendar).toBeHidden();
  await expect(day).toHaveValue(`${year}-${mm}-20`);
  await expect(time).toHaveValue('00:00:00');
  await time.fill('14:00');
  await time.press('Tab');
  await expect(time).toHaveValue('14:00:00');

  const endDay = drawer.getByRole('combobox', { name: '结束时间', exact: true });
  await endDay.fill(`${year}-${mm}-20`);
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
  await expect(saved).toContainText(`${year}-${mm}-20 14:00:00`);
  await expect(saved).toContainText(`${year}-${mm}-20 15:30:00`);

  // The same drawer in English, for a person to look at.
  await app.bridge('settings.update', { language: 'en' });
  await app.goto('/customer/follow');
  const english = await openRecordDrawer(page, compName, { add: 'Add follow-up record', search: 'Search' });
  await english.getByRole('combobox', { name: 'End', exact: true }).click();
  await expect(english.getByRole('dialog', { name: 'Calendar' })).toContainText(`${MONTHS_EN[month]} ${year}`);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/date-picker-en.png`, animations: 'disabled' });
  await english.getByRole('dialog', { name: 'Calendar' }).getByRole('button', { name: `21, ${MONTHS_EN[month]}, ${year}` }).click();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/date-time-form-en.png`, animations: 'disabled' });
});
