/**
 * Other expenses and income (issue 17, H4): one journey at 北辰 (kj) — an expense added on the demo
 * owner contract 滨江新区文化艺术中心设计合同 (its figures filled by the picker) with the remaining project
 * cost following in the list, and an income recorded into the organisation's own bank card; and the
 * pictures of both screens in zh and en (out of CI).
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { formatYuan, subtractMoney } from '@shared/domain/money';
import { expect, test, PICTURES } from './support/fixtures';

const KJ_ADMIN = { tenantId: '100002', username: 'kj_admin' };
const OWNER = '滨江新区文化艺术中心设计合同';
const ARTIFACTS = 'tests/.artifacts';
const FIRST_LOAD = { timeout: 30_000 };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const box = (page: Page, name: string) => drawer(page).getByRole('textbox', { name, exact: true });

async function choose(page: Page, field: Locator, option: string | RegExp): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
}

async function day(page: Page, name: string, value: string): Promise<void> {
  const field = drawer(page).getByRole('combobox', { name, exact: true });
  await field.fill(value);
  await field.press('Tab');
}

test('other expense on 滨江 with the remaining cost following, then an income', async ({ app, page }) => {
  test.setTimeout(60_000);
  const exp = `E2E评审差旅${Date.now() % 100000}号`;
  await app.signIn(KJ_ADMIN);
  await app.goto('/finance/other-fee');
  await expect(page.getByTestId('list-otherFees')).toBeVisible(FIRST_LOAD);
  await page.getByTestId('crud-add').click();
  await drawer(page).getByTestId('other-fee-owner-contractOwnerId').click();
  await page.getByRole('option', { name: new RegExp(OWNER) }).first().click();
  const before = await box(page, '项目成本费剩余总额').inputValue();
  expect(Number(before)).toBeGreaterThan(100000);
  await choose(page, drawer(page).getByRole('combobox', { name: '支出类型', exact: true }), '差旅费');
  await day(page, '支出日期', '2026-11-20');
  await box(page, '支出金额').fill(String(Number(before) + 1));
  await box(page, '支出说明').fill(exp);
  await drawer(page).getByTestId('crud-submit').click();
  await expect(drawer(page)).toContainText('0<支出金额<=项目成本费剩余总额');
  await box(page, '支出金额').fill('100000');
  await drawer(page).getByTestId('crud-submit').click();
  // The row shows its owner contract's remaining cost as the server counts it; an edit moves it by the change.
  const added = page.getByTestId('crud-row').filter({ hasText: exp });
  await expect(added).toContainText('100,000.00', FIRST_LOAD);
  const surplus = (await added.innerText()).replace(/\s+/g, '').match(/号([\d,]+\.\d{2})/)?.[1]?.replace(/,/g, '') ?? '';
  await added.getByTestId('crud-edit').click();
  await box(page, '支出金额').fill('150000');
  await expect(drawer(page).getByTestId('computed-changeAmount')).toHaveValue('50000.00');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(added).toContainText(formatYuan(subtractMoney(surplus, '50000.00')), FIRST_LOAD);

  await app.goto('/finance/income');
  await expect(page.getByTestId('list-incomes')).toBeVisible(FIRST_LOAD);
  await page.getByTestId('crud-add').click();
  await choose(page, drawer(page).getByRole('combobox', { name: '收入类型', exact: true }), '咨询服务收入');
  await box(page, '付款单位').fill('E2E付款单位');
  await drawer(page).getByTestId('income-bank-incomeBankId').click();
  await page.getByRole('option').first().click();
  await expect(box(page, '收款账号')).not.toHaveValue('');
  await day(page, '收款日期', '2026-11-21');
  await box(page, '收款金额').fill('1234.5');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByTestId('crud-row').filter({ hasText: 'E2E付款单位' }).first()).toContainText('1,234.50', FIRST_LOAD);
});

for (const language of ['zh', 'en'] as const) {
  test(`other expense and income pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    await app.bridge('settings.update', { language });
    await app.signIn(KJ_ADMIN);
    await app.goto('/finance/other-fee');
    await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/other-fee-list-${language}.png`, animations: 'disabled' });
    await page.getByTestId('crud-row').first().getByTestId('crud-edit').click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${ARTIFACTS}/other-fee-form-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await app.goto('/finance/income');
    await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/income-list-${language}.png`, animations: 'disabled' });
    await page.getByTestId('crud-add').click();
    await drawer(page).getByTestId('crud-submit').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/income-form-errors-${language}.png`, animations: 'disabled' });
  });
}
