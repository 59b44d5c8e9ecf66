/**
 * The owner arrival form in real Chromium: after a failed submit, picking the contract fills the payer
 * and payee and their 请填写… messages go; the invoice picker offers the contract's invoices with what
 * has not arrived on them; an edit shows its fixed invoice by name alone (its not-arrived amount today
 * would contradict 本发票未到账金额, which counts the arrival's own amount back in).
 */
import { ownerArrivalSchema } from '@shared/domain/financeArrival';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ownerArrivals } from '../../src/renderer/src/resources/financeArrivals/index';
import { answerApiCalls, apiCalls, pageOf } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const OWNER = {
  id: '501',
  name: '滨江新区文化艺术中心设计合同',
  code: 'YZ-2026-001',
  partyJia: { bizId: '9001', deptName: '滨江新区城市建设投资有限公司', code: '' },
  partyYi: { bizId: '100001', deptName: '华夏工程设计集团有限公司', code: '' },
};
const SUMMARY = { isDirect: 0, contractAmount: '12000000.00', invoiceAmount: '1886000.00', arrivedAmount: '1800000.00', arriveRate: '15.00', unArrivedAmount: '86000.00', writtenOffAmount: '1800000.00' };
const INVOICE = { id: '901', name: '滨江设计费第二期发票', code: '', status: 2, currInvoiceAmount: '86000.00', currArrivedAmount: '43000.00', currUnArriveAmount: '43000.00' };

function answer(): void {
  answerApiCalls((call) => {
    if (call.path.endsWith('arrive/summary')) return SUMMARY;
    if (call.path.endsWith('arrive/invoices')) return [INVOICE];
    return pageOf([OWNER]);
  });
}

describe('owner arrival form', () => {
  it('clears the payer and payee messages once the picked contract fills them; lists invoices with their not-arrived amounts', async () => {
    answer();
    const Fields = ownerArrivals.Fields;
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={ownerArrivalSchema} defaultValues={ownerArrivals.empty} onSubmit={vi.fn()} resource="ownerArrivals">
        <Fields mode="add" />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('请填写付款单位', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('请填写收款单位', { exact: true })).toBeVisible();

    await userEvent.click(screen.getByTestId('arrival-contract-contractOwnerId'));
    await userEvent.click(screen.getByRole('option', { name: /滨江新区文化艺术中心设计合同/ }));
    await expect.element(screen.getByRole('textbox', { name: '付款单位' })).toHaveValue('滨江新区城市建设投资有限公司');
    await expect.element(screen.getByRole('textbox', { name: '收款单位' })).toHaveValue('华夏工程设计集团有限公司');
    await expect.element(screen.getByText('请填写付款单位', { exact: true })).not.toBeInTheDocument();
    await expect.element(screen.getByText('请填写收款单位', { exact: true })).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('arrival-invoice'));
    await expect.element(screen.getByTestId('arrival-invoice-901')).toHaveTextContent('滨江设计费第二期发票 (未到账 43,000.00)');
  });

  it('shows an edited arrival\'s fixed invoice by its name alone', async () => {
    answer();
    const Fields = ownerArrivals.Fields;
    const values = { ...ownerArrivals.empty, contractOwnerId: OWNER.id, contractName: OWNER.name, invoiceId: INVOICE.id, invoiceName: INVOICE.name, currUnArriveAmount: '86000.00', arriveAmount: '43000.00' };
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={ownerArrivalSchema} defaultValues={values} onSubmit={vi.fn()} resource="ownerArrivals">
        <Fields mode="edit" />
      </FieldHarness>,
    );
    await expect.element(screen.getByRole('textbox', { name: '本发票未到账金额' })).toHaveValue('86000.00');
    // Once the contract's invoices (with this one's amount not arrived today) have been answered and drawn.
    await expect.poll(() => apiCalls.some((c) => c.path.endsWith('arrive/invoices'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('arrival-invoice').element().textContent).toBe('滨江设计费第二期发票');
  });
});
