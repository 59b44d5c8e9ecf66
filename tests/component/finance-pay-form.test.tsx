/**
 * The pay dialog's fields in real Chromium: the request's figures read-only with the unit, and on an
 * empty submit the voucher's 请上传付款凭证 under the field as every other field's message (it used to
 * be glued into the voucher's label, 付款凭证 · 请上传付款凭证).
 */
import { paymentSchema } from '@shared/domain/financePayment';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PaymentFields } from '../../src/renderer/src/resources/financePayments/Fields';
import { answerApiCalls } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const VALUES = { id: '801', contractName: '滨江新区文化艺术中心资源方服务合同', currRequestAmount: '30000.00', unpaidAmount: '20000.00', realityAmount: '', payDate: '', payVoucher: [], remark: '' };

describe('pay dialog fields', () => {
  it('shows the figures read-only in yuan and the voucher message under the voucher field', async () => {
    answerApiCalls(() => null);
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={paymentSchema} defaultValues={VALUES} onSubmit={onSubmit} resource="financePayments">
        <PaymentFields />
      </FieldHarness>,
    );
    const unpaid = screen.getByRole('textbox', { name: '未付款金额' });
    await expect.element(unpaid).toHaveValue('20000.00');
    await expect.element(unpaid).toHaveAttribute('readonly');
    await expect.element(screen.getByTestId('money-unpaidAmount').element().parentElement!).toHaveTextContent('元');

    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('请上传付款凭证', { exact: true })).toBeVisible();
    await expect.element(screen.getByText(/^付款凭证\s*\*?$/)).toBeVisible();
    await expect.element(screen.getByText(/付款凭证 · 请上传付款凭证/)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
