/**
 * Cooperation fees and bid deposits (issue 17, H7, H9): one journey at 北辰 (kj) — a cooperation fee
 * paid and returned with a deduction (the returned amount computed live), then part of a demo bid
 * deposit refunded (部分退还, the refund listed on its page), after a new deposit's form picked its
 * tender by name; and pictures of the screens in both
 * languages (out of CI) — the fee list, the payment form's messages, the return dialog with its live
 * amount, the deposit list.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ARTIFACTS = 'tests/.artifacts';
const FIRST_LOAD = { timeout: 30_000 };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

/** A 1×1 PNG: vouchers are pictures. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const KJ_ADMIN = { tenantId: '100002', username: 'kj_admin' };
const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

async function pickFirst(page: Page, field: Locator): Promise<void> {
  await field.click();
  await page.getByRole('option').first().click();
}

async function day(scope: Locator, name: string, value: string): Promise<void> {
  const field = scope.getByRole('combobox', { name, exact: true });
  await field.fill(value);
  await field.press('Tab');
}

test('a cooperation fee paid and returned with a deduction, then part of a bid deposit refunded', async ({ app, page }) => {
  const matter = `E2E合作费${Date.now() % 100000}号`;
  await app.signIn(KJ_ADMIN);
  await app.goto('/finance/deposit');
  await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
  await page.getByTestId('crud-add').click();
  const form = drawer(page);
  // The paying unit is the organisation itself, its only choice: the form starts with it.
  await expect(form.getByRole('combobox', { name: '缴纳单位', exact: true })).toHaveText('中科筑云科技有限公司');
  await pickFirst(page, form.getByTestId('fee-payBankId'));
  await expect(form.getByRole('textbox', { name: '缴纳账号', exact: true })).not.toHaveValue('');
  await form.getByRole('textbox', { name: '收款单位', exact: true }).fill('E2E收款单位');
  await form.getByTestId('money-payAmount').fill('8000');
  await day(form, '缴纳日期', '2026-11-20');
  await form.getByRole('textbox', { name: '缴纳事项', exact: true }).fill(matter);
  await form.getByTestId('crud-submit').click();
  await expect(form).toBeHidden(FIRST_LOAD);
  await expect(row(page, matter)).toContainText('8,000.00', FIRST_LOAD);

  await row(page, matter).getByTestId('fee-give-back').click();
  const back = page.getByTestId('action-dialog-giveBack');
  await expect(back.getByTestId('computed-restitutionAmount')).toHaveValue('8000.00');
  await back.getByTestId('money-deductAmount').fill('1500');
  await expect(back.getByTestId('computed-restitutionAmount')).toHaveValue('6500.00');
  await day(back, '归还日期', '2026-11-25');
  await pickFirst(page, back.getByTestId('fee-restitutionBankId'));
  await back.getByTestId('action-submit').click();
  await expect(back).toBeHidden(FIRST_LOAD);
  await expect(row(page, matter)).toContainText('6,500.00', FIRST_LOAD);

  // The demo's deposit for 江北新区图书馆 (20,000.00) has a quarter back; 1,000.00 more comes back now.
  await app.goto('/finance/bid-deposit');
  // A new deposit picks its tender through the app's one tender picker (the tender list, by name),
  // which fills the purchasing code and the amount from the tender.
  await page.getByTestId('crud-add').click();
  const add = drawer(page);
  await add.getByTestId('deposit-bidId').fill('图书馆');
  await page.getByRole('option', { name: /江北新区图书馆设计招标/ }).first().click();
  await expect(add.getByRole('textbox', { name: '采购编号', exact: true })).not.toHaveValue('');
  await expect(add.getByTestId('money-guarantee')).not.toHaveValue('');
  await add.getByRole('button', { name: '关闭' }).click();
  await expect(add).toBeHidden();
  const deposit = row(page, '江北新区图书馆设计招标').first();
  await expect(deposit).toContainText('15,000.00', FIRST_LOAD);
  await deposit.getByTestId('deposit-refund').click();
  const refund = page.getByTestId('action-dialog-refund');
  await refund.getByTestId('money-arriveAmount').fill('1000');
  await expect(refund.getByTestId('computed-remainingAfter')).toHaveValue('14000.00');
  await day(refund, '归还时间', '2026-11-25');
  const file = join(mkdtempSync(join(tmpdir(), 'cem-deposit-')), '退款回单.png');
  writeFileSync(file, Buffer.from(PNG, 'base64'));
  const voucher = refund.getByTestId('deposit-receipt-voucher');
  const chooser = page.waitForEvent('filechooser');
  await voucher.getByTestId('field-choose').click();
  await (await chooser).setFiles([file]);
  // Stored when its thumbnail offers its removal (a pending one does not).
  await expect(voucher.getByTestId('thumbnail-remove')).toBeAttached(FIRST_LOAD);
  await refund.getByTestId('action-submit').click();
  await expect(refund).toBeHidden(FIRST_LOAD);
  const refunded = deposit;
  await expect(refunded).toContainText('14,000.00', FIRST_LOAD);
  await expect(refunded).toContainText('部分退还');
  await refunded.getByTestId('deposit-details').click();
  await page.getByTestId('detail-tab-refunds').click(FIRST_LOAD);
  await expect(page.getByTestId('crud-row').filter({ hasText: '1,000.00' }).first()).toBeVisible(FIRST_LOAD);
});

for (const language of ['zh', 'en'] as const) {
  test(`fees and deposits pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    await app.bridge('settings.update', { language });
    await app.signIn(SJ_ADMIN);
    await app.goto('/finance/deposit');
    await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/fees-list-${language}.png`, animations: 'disabled' });
    await page.getByTestId('crud-add').click();
    await page.getByTestId('crud-drawer').getByTestId('crud-submit').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/fees-form-errors-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await page.getByTestId('fee-give-back').first().click();
    await page.getByTestId('money-deductAmount').fill('1500');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/fees-return-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await app.goto('/finance/bid-deposit');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${ARTIFACTS}/deposits-list-${language}.png`, animations: 'disabled' });
  });
}
