/**
 * The owner invoice form in real Chromium: picking the owner contract fills its figures read-only and
 * shows the direct project's fields; choosing a type sets the rate from its fplx remark and the taxes
 * follow the amount live, to whole yuan (the server's shared formula).
 */
import { ownerInvoiceSchema } from '@shared/domain/invoice';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { OwnerInvoiceFields } from '../../src/renderer/src/resources/financeInvoices/Fields';
import { ownerInvoices } from '../../src/renderer/src/resources/financeInvoices/index';
import { answerApiCalls, pageOf } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const OWNER = { id: '501', name: '滨江新区文化艺术中心设计合同', code: 'YZ-2026-001', isDirect: 1, currContractAmount: '12000000.00', currInvoiceAmount: '1800000.00', unInvoiceTotal: '10200000.00' };
const entry = (dictKey: string, dictValue: string, remark = '') => ({ id: dictKey, code: '', dictKey, dictValue, remark, parentId: '1', sort: 1 });

describe('owner invoice form', () => {
  it('fills the owner figures, sets the rate from the type and the taxes live', async () => {
    answerApiCalls((call) =>
      call.path === 'dict/dictionary'
        ? call.query?.code === 'fplx'
          ? [entry('1', '增值税专用发票（6%）', '0.06'), entry('7', '增值税普通发票（1%）', '0.01')]
          : [entry('1', '设计费')]
        : pageOf([OWNER]),
    );
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={ownerInvoiceSchema} defaultValues={{ ...ownerInvoices.empty, invoiceDate: '2026-11-20 10:00:00', name: '设计费第二期' }} onSubmit={onSubmit} resource="ownerInvoices">
        <OwnerInvoiceFields mode="add" />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByTestId('invoice-owner-contractOwnerId'));
    await userEvent.click(screen.getByRole('option', { name: /滨江新区文化艺术中心设计合同/ }));
    await expect.element(screen.getByRole('textbox', { name: '本发票最大可开金额' })).toHaveValue('10200000.00');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('请填写正确的数字')).toBeVisible();

    await userEvent.fill(screen.getByTestId('money-currInvoiceAmount'), '1025');
    await userEvent.click(screen.getByRole('combobox', { name: '发票类型' }));
    await userEvent.click(screen.getByRole('option', { name: /6%/ }));
    await expect.element(screen.getByTestId('computed-taxRate')).toHaveValue('6.00');
    await expect.element(screen.getByTestId('computed-taxes')).toHaveValue('62.00');
    await userEvent.fill(screen.getByTestId('money-currInvoiceAmount'), '1008.33');
    await expect.element(screen.getByTestId('computed-taxes')).toHaveValue('60.00');
    await userEvent.click(screen.getByRole('combobox', { name: '发票类型' }));
    await userEvent.click(screen.getByRole('option', { name: /1%/ }));
    await expect.element(screen.getByTestId('computed-taxRate')).toHaveValue('1.00');
    await expect.element(screen.getByTestId('computed-taxes')).toHaveValue('10.00');
  });
});
