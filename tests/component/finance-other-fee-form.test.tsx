/**
 * The other expense form in real Chromium: picking the owner contract fills its figures read-only; the
 * amount is checked against the remaining project cost as the server does (0<支出金额<=项目成本费剩余总额
 * when adding); editing shows the change live and checks the change only (本次变更金额<=项目成本费剩余总额).
 */
import { otherFeeFormSchema } from '@shared/domain/financeOtherFee';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { OtherFeeFields } from '../../src/renderer/src/resources/financeExpenses/OtherFeeFields';
import { otherFees } from '../../src/renderer/src/resources/financeExpenses/index';
import { answerApiCalls, pageOf } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const OWNER = {
  id: '501',
  name: '滨江新区文化艺术中心设计合同',
  code: 'YZ-2026-001',
  statusContract: 2,
  currContractAmount: '12000000.00',
  platformFee: '480000.00',
  sysFee: '120000.00',
  bizFee: '600000.00',
  projectCostFee: '10800000.00',
  productContractAmount: '2000000.00',
  resourceContractAmount: '500000.00',
  otherAmount: '300000.00',
  costSurplus: '5700000.00',
};

const box = (screen: Awaited<ReturnType<typeof render>>, name: string) => screen.getByRole('textbox', { name, exact: true });

describe('other expense form', () => {
  it('fills the owner figures and refuses an amount above the remaining cost', async () => {
    answerApiCalls((call) => (call.path === 'oauth/user-info' ? { userId: '1', realName: 'x', tenantId: '100004', orgCategory: 'sj', orgName: 'x' } : call.path.startsWith('dict/') ? [] : pageOf([OWNER])));
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={otherFeeFormSchema} defaultValues={{ ...otherFees.empty, disburseType: '1', disburseDate: '2026-11-20 10:00:00', disburseExp: '差旅' }} onSubmit={onSubmit} resource="otherFees">
        <OtherFeeFields mode="add" />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByTestId('other-fee-owner-contractOwnerId'));
    await userEvent.click(screen.getByRole('option', { name: /滨江新区文化艺术中心设计合同.*YZ-2026-001/ }));
    await expect.element(box(screen, '项目成本费剩余总额')).toHaveValue('5700000.00');
    await expect.element(box(screen, '平台管理费')).toHaveValue('480000.00');
    await expect.element(box(screen, '其他支出总额')).toHaveValue('300000.00');
    await userEvent.fill(screen.getByTestId('money-disburseAmount'), '5700000.01');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('0<支出金额<=项目成本费剩余总额')).toBeVisible();
    await userEvent.fill(screen.getByTestId('money-disburseAmount'), '5700000.00');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ contractOwnerId: '501', disburseAmount: '5700000.00' });
  });

  it('editing: the change shows live and only the change must fit', async () => {
    answerApiCalls((call) => (call.path.startsWith('dict/') ? [] : pageOf([OWNER])));
    const onSubmit = vi.fn();
    const values = { ...otherFees.empty, contractOwnerId: '501', yzName: OWNER.name, costSurplus: '100.00', disburseAmount: '500.00', amountNow: '500.00', disburseType: '1', disburseDate: '2026-11-20 10:00:00', disburseExp: '差旅' };
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={otherFeeFormSchema} defaultValues={values} onSubmit={onSubmit} resource="otherFees">
        <OtherFeeFields mode="edit" />
      </FieldHarness>,
    );
    await userEvent.fill(screen.getByTestId('money-disburseAmount'), '600.01');
    await expect.element(screen.getByTestId('computed-changeAmount')).toHaveValue('100.01');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('本次变更金额<=项目成本费剩余总额')).toBeVisible();
    await userEvent.fill(screen.getByTestId('money-disburseAmount'), '600.00');
    await expect.element(screen.getByTestId('computed-changeAmount')).toHaveValue('100.00');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });
});
