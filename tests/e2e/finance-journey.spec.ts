/**
 * The money journey (issue 17): on the demo owner contract 滨江新区文化艺术中心设计合同 of 华夏工程设计集团
 * (ss_admin) — an owner invoice added (/finance/invoice), an arrival registered against it with the
 * picker showing its not-arrived amount and a receipt voucher (/finance/arrive), the arrival written
 * off; then party B of the signed production contract under it (匠心工程设计工作室, sc_admin) requests
 * payment on it with its bank account and invoice file (/finance/request); back as ss_admin the request
 * is paid with a voucher (/finance/payment); the production contract's page (requested total, the paid
 * request) and the owner contract's page (invoiced, arrived, the write-off, the paid request) follow.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { formatYuan, sumMoney } from '@shared/domain/money';
import { expect, test } from './support/fixtures';
import { makePng } from './support/pngFile';

const SS_ADMIN = { tenantId: '100001', username: 'ss_admin' };
const SC_ADMIN = { tenantId: '100008', username: 'sc_admin' };
const SS_NAME = '华夏工程设计集团有限公司';
const OWNER = '滨江新区文化艺术中心设计合同';
const PRODUCTION = '滨江新区文化艺术中心幕墙专项设计分包合同';
const FIRST_LOAD = { timeout: 30_000 };

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cem-e2e-money-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });
const yuan = (text: string) => text.replace(/[^\d.]/g, '');

async function day(form: Locator, name: string, value: string): Promise<void> {
  const field = form.getByRole('combobox', { name, exact: true });
  await field.fill(value);
  await field.press('Tab');
}

/** Chooses files on an upload field and waits until they are stored (their actions appear). */
async function upload(page: Page, field: Locator, path: string, stored: Locator): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await field.getByTestId('field-choose').click();
  await (await chooser).setFiles([path]);
  await expect(stored).toBeAttached(FIRST_LOAD);
}

/** The owner contract's detail page as ss_admin: its invoice summary's invoiced and arrived amounts. */
async function ownerFigures(app: { goto: (p: string) => Promise<void> }, page: Page): Promise<{ invoiced: string; arrived: string }> {
  await app.goto('/contract/owner');
  await row(page, OWNER).first().getByTestId('owner-details').click(FIRST_LOAD);
  await expect(page.getByTestId('detail-heading')).toHaveText(OWNER, FIRST_LOAD);
  await page.getByTestId('detail-tab-invoiceSummary').click();
  const invoiced = page.getByTestId('invoice-summary-invoiceAmount');
  await expect(invoiced).not.toHaveText('—', FIRST_LOAD);
  return { invoiced: yuan(await invoiced.innerText()), arrived: yuan(await page.getByTestId('invoice-summary-invoiceArrivedAmount').innerText()) };
}

test('money journey: invoice → arrival → write-off → payment request (party B) → payment → contract figures', async ({ app, page }) => {
  // Four sign-ins and six screens on a host that may be fresh (a retry's): slow on the 2-core machine.
  test.setTimeout(120_000);
  const n = Date.now() % 1000;
  const invoiceName = `E2E资金发票${n}`;
  const invoiceAmount = `${80000 + n}.00`;
  const arriveAmount = '60000.00';
  const requestAmount = `${10000 + n}.50`;
  const paidAmount = requestAmount;
  const png = join(dir, '凭证.png');
  writeFileSync(png, makePng(64, 48));
  const pdf = join(dir, '请款发票.pdf');
  writeFileSync(pdf, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1'));

  await app.signIn(SS_ADMIN);
  const before = await ownerFigures(app, page);

  // The owner invoice.
  await app.goto('/finance/invoice');
  await expect(page.getByTestId('list-ownerInvoices')).toBeVisible(FIRST_LOAD);
  await page.getByTestId('crud-add').click();
  const invoice = drawer(page);
  await invoice.getByTestId('invoice-owner-contractOwnerId').click();
  await page.getByRole('option', { name: new RegExp(OWNER) }).first().click();
  await invoice.getByRole('textbox', { name: '发票名称', exact: true }).fill(invoiceName);
  await invoice.getByTestId('money-currInvoiceAmount').fill(invoiceAmount);
  await day(invoice, '开票日期', '2026-11-20');
  await invoice.getByTestId('crud-submit').click();
  await expect(row(page, invoiceName)).toContainText('已开票', FIRST_LOAD);

  // The arrival against it: the picker shows what has not arrived on it.
  await app.goto('/finance/arrive');
  await page.getByTestId('crud-add').click(FIRST_LOAD);
  const arrival = drawer(page);
  await arrival.getByTestId('arrival-contract-contractOwnerId').click();
  await page.getByRole('option', { name: new RegExp(OWNER) }).first().click();
  await arrival.getByTestId('arrival-invoice').click();
  const option = page.locator('[data-testid^="arrival-invoice-"]').filter({ hasText: invoiceName });
  await expect(option).toContainText(`未到账 ${formatYuan(invoiceAmount)}`);
  await option.click();
  await expect(arrival.getByRole('textbox', { name: '本发票未到账金额', exact: true })).toHaveValue(invoiceAmount);
  await arrival.getByTestId('money-arriveAmount').fill(arriveAmount);
  await day(arrival, '到账日期', '2026-11-21');
  await arrival.getByRole('textbox', { name: '备注', exact: true }).fill(`${invoiceName}第一笔到账`);
  const voucher = arrival.getByTestId('arrival-voucher');
  await upload(page, voucher, png, voucher.getByTestId('thumbnail-preview'));
  await arrival.getByTestId('crud-submit').click();
  await expect(arrival).toBeHidden(FIRST_LOAD);
  const arrived = row(page, invoiceName).first();
  await expect(arrived).toContainText(formatYuan(arriveAmount), FIRST_LOAD);

  // Written off: no longer editable.
  await arrived.getByTestId('arrival-write-off').click();
  await page.getByTestId('crud-confirm').click();
  await expect(arrived.getByTestId('arrival-write-off')).toHaveCount(0, FIRST_LOAD);
  await expect(arrived.getByTestId('crud-edit')).toHaveCount(0);

  // Party B requests payment on the production contract ss keeps under 滨江.
  await app.signOut();
  await app.signIn(SC_ADMIN);
  await app.goto('/finance/request');
  await page.getByTestId('finance-request-tab-contracts').click(FIRST_LOAD);
  // Every contracting organisation of the demo keeps its own copy of the contract, and contracts other
  // specs of this worker's host added may push ss's off the first page: search for it by name.
  const requestList = page.getByTestId('list-financeRequests');
  await requestList.getByRole('textbox', { name: '合同名称', exact: true }).fill(PRODUCTION);
  await requestList.getByRole('search').getByRole('button', { name: '搜索', exact: true }).click();
  const contracts = row(page, PRODUCTION);
  await expect(contracts.first()).toBeVisible(FIRST_LOAD);
  const dialog = page.getByTestId('action-dialog-request');
  const company = dialog.getByRole('textbox', { name: '开票设计公司', exact: true });
  let found = false;
  for (let i = 0; i < (await contracts.count()) && !found; i += 1) {
    await contracts.nth(i).getByTestId('action-request').click();
    await expect(company).not.toHaveValue('');
    found = (await company.inputValue()) === SS_NAME;
    if (!found) {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
  expect(found, `a ${PRODUCTION} kept by ${SS_NAME}`).toBe(true);
  const unRequested = yuan(await dialog.getByRole('textbox', { name: '未请款金额', exact: true }).inputValue());
  const requestedBefore = yuan(await dialog.getByRole('textbox', { name: '已请款金额', exact: true }).inputValue());
  await dialog.getByTestId('money-currRequestAmount').fill(requestAmount);
  await dialog.getByTestId('request-bank-bankId').click();
  await page.getByRole('option').first().click();
  const invoiceFile = dialog.getByTestId('request-invoice');
  await upload(page, invoiceFile, pdf, invoiceFile.getByTestId('field-file').getByRole('button'));
  await dialog.getByRole('textbox', { name: '请款说明', exact: true }).fill(`${invoiceName}请款`);
  await dialog.getByTestId('action-submit').click();
  await expect(dialog).toBeHidden(FIRST_LOAD);
  await page.getByTestId('finance-request-tab-requests').click();
  const request = row(page, formatYuan(requestAmount)).first();
  await expect(request).toContainText(PRODUCTION, FIRST_LOAD);
  await expect(request).toContainText('待付款');
  expect(Number(unRequested)).toBeGreaterThan(Number(requestAmount));

  // The contracting organisation pays it.
  await app.signOut();
  await app.signIn(SS_ADMIN);
  await app.goto('/finance/payment');
  const toPay = row(page, formatYuan(requestAmount)).first();
  await expect(toPay).toContainText(PRODUCTION, FIRST_LOAD);
  await toPay.getByTestId('action-pay').click();
  const pay = page.getByTestId('action-dialog-pay');
  await expect(pay.getByRole('textbox', { name: '未付款金额', exact: true })).toHaveValue(requestAmount);
  await pay.getByTestId('money-realityAmount').fill(paidAmount);
  await day(pay, '付款日期', '2026-11-22');
  const payVoucher = pay.getByTestId('payment-voucher');
  await upload(page, payVoucher, png, payVoucher.getByTestId('thumbnail-preview'));
  await pay.getByTestId('action-submit').click();
  await expect(pay).toBeHidden(FIRST_LOAD);
  await expect(toPay).toContainText('已付款', FIRST_LOAD);

  // The production contract's page: its requested total follows, the request paid under its payments.
  await app.goto('/contract/production');
  await row(page, PRODUCTION).first().getByTestId('production-details').click(FIRST_LOAD);
  await expect(page.getByTestId('detail-heading')).toHaveText(PRODUCTION, FIRST_LOAD);
  await expect(page.getByTestId('detail-requestTotalAmount')).toHaveText(formatYuan(sumMoney([requestedBefore, requestAmount])), FIRST_LOAD);
  await page.getByTestId('detail-tab-payments').click();
  await expect(row(page, formatYuan(requestAmount)).first()).toContainText('已付款', FIRST_LOAD);

  // The owner contract's page: invoiced and arrived follow, the arrival written off, the request paid.
  const after = await ownerFigures(app, page);
  expect(after.invoiced).toBe(sumMoney([before.invoiced, invoiceAmount]));
  expect(after.arrived).toBe(sumMoney([before.arrived, arriveAmount]));
  await page.getByTestId('detail-tab-invoices').click();
  await expect(row(page, invoiceName)).toBeVisible(FIRST_LOAD);
  await page.getByTestId('detail-tab-arrivals').click();
  await expect(row(page, invoiceName)).toContainText('已核销', FIRST_LOAD);
  await page.getByTestId('detail-tab-payments').click();
  const paid = row(page, formatYuan(requestAmount)).first();
  await expect(paid).toContainText(PRODUCTION, FIRST_LOAD);
  await expect(paid).toContainText('已付款');
});
