/**
 * The owner contract's summary tables in real Chromium: the assignment table's parts add up to the
 * contract amount to the fen (at 9 999 999 999.99 and with rates that round), and the change history
 * shows each changed field before → after with its label in both languages. Only the desktop core is faked.
 */
import type { ChangeHistory } from '@shared/domain/changeHistory';
import { ownerContractFees } from '@shared/domain/contractMoney';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { sumMoney, subtractMoney } from '@shared/domain/money';
import Decimal from 'decimal.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { AssignmentTable } from '../../src/renderer/src/resources/contractDetails/assignment';
import { ChangeHistoryTable } from '../../src/renderer/src/resources/contractDetails/ChangeHistoryTable';
import { contractOwnerEndpoints } from '@shared/api/contractOwnerEndpoints';
import { answerApiCalls, pageOf } from './support/fakeCore';
import { createI18n } from './support/FieldHarness';
import { ListHarness } from './support/ListHarness';

/** An owner contract whose fees are the shared formula's, as the server computes them. */
function contract(amount: string, ratios: [string, string, string], held: { product: string; resource: string; other: string; unsigned: string }): OwnerContract {
  const fees = ownerContractFees({ currContractAmount: amount, platformFeeRatio: ratios[0], sysFeeRatio: ratios[1], bizFeeRatio: ratios[2] }) as Record<(typeof ownerContractFees.outputs)[number], string>;
  const payTotalAmount = sumMoney([held.product, held.resource, held.other, held.unsigned]);
  return {
    id: '9001',
    currContractAmount: amount,
    ...fees,
    productContractAmount: held.product,
    resourceContractAmount: held.resource,
    otherAmount: held.other,
    payTotalAmount,
    costSurplus: subtractMoney(fees.projectCostFee, payTotalAmount),
  } as unknown as OwnerContract;
}

const cellAmount = (screen: Awaited<ReturnType<typeof render>>, key: string) => screen.getByTestId(`assignment-${key}-amount`).element().textContent!.replace(/,/g, '');

describe('assignment table', () => {
  it.each([
    ['9999999999.99', ['3.33', '2.17', '5.01'], { product: '1234567890.12', resource: '987654321.09', other: '0.00', unsigned: '100000000.01' }],
    ['12000000.00', ['3', '2', '5'], { product: '4000000.00', resource: '2000000.00', other: '0.00', unsigned: '1800000.00' }],
    ['0.03', ['33.33', '33.33', '33.33'], { product: '0.00', resource: '0.00', other: '0.00', unsigned: '0.00' }],
  ] as const)('divides %s exactly: fees add up to the amount, the cost parts to the project cost', async (amount, ratios, held) => {
    const record = contract(amount, [...ratios], held);
    const screen = await render(
      <ListHarness i18n={await createI18n('zh')}>
        <AssignmentTable contract={record} />
      </ListHarness>,
    );
    await expect.element(screen.getByTestId('assignment-total-amount')).toBeVisible();
    const total = cellAmount(screen, 'total');
    expect(total).toBe(amount);
    const fees = ['platformFee', 'sysFee', 'bizFee', 'projectCostFee'].map((k) => cellAmount(screen, k));
    expect(fees.reduce((a, v) => a.plus(v), new Decimal(0)).toFixed(2)).toBe(amount);
    const cost = ['productContractAmount', 'resourceContractAmount', 'otherAmount', 'unsignedReserved', 'costSurplus'].map((k) => cellAmount(screen, k));
    expect(cost.reduce((a, v) => a.plus(v), new Decimal(0)).toFixed(2)).toBe(fees[3]);
    expect(cellAmount(screen, 'unsignedReserved')).toBe(held.unsigned);
    await expect.element(screen.getByText('各项之和与合同总额不一致，请联系管理员')).not.toBeInTheDocument();
  });

  it('says so when the server’s figures do not add up', async () => {
    const record = { ...contract('100.00', ['10', '0', '0'], { product: '0.00', resource: '0.00', other: '0.00', unsigned: '0.00' }), projectCostFee: '80.00' };
    const screen = await render(
      <ListHarness i18n={await createI18n('en')}>
        <AssignmentTable contract={record} />
      </ListHarness>,
    );
    await expect.element(screen.getByText('The parts do not add up to the contract amount; contact the administrator')).toBeVisible();
  });
});

describe('change history', () => {
  const change: ChangeHistory = {
    id: '1',
    recordId: '9001',
    changeReason: '业主追加设计内容',
    before: { currContractAmount: '12000000.00', partyYi: { bizId: '100006', deptName: '平台甲', code: '', logo: '' }, remark: '' },
    after: { currContractAmount: '12500000.00', partyYi: { bizId: '100006', deptName: '平台乙', code: '', logo: '' }, remark: '第二次变更' },
    createUser: '1',
    createUserName: '张三',
    createTime: '2026-11-25 10:00:00',
  };
  beforeEach(() => answerApiCalls((call) => (call.path === 'contract-owner-history/page' ? pageOf([change]) : call.path === 'menu/buttons' ? [] : null)));

  it.each([
    ['zh', '合同总额: 12000000.00 → 12500000.00; 乙方单位: 平台甲 → 平台乙; 备注: 空 → 第二次变更'],
    ['en', 'Contract amount: 12000000.00 → 12500000.00; Party B: 平台甲 → 平台乙; Remarks: empty → 第二次变更'],
  ] as const)('shows who changed what and when, before → after (%s)', async (lng, text) => {
    const screen = await render(
      <ListHarness i18n={await createI18n(lng)}>
        <ChangeHistoryTable kind="owner" recordId="9001" endpoint={contractOwnerEndpoints.history} />
      </ListHarness>,
    );
    const row = screen.getByTestId('crud-row').first();
    await expect.element(row).toHaveTextContent('张三');
    await expect.element(row).toHaveTextContent('2026-11-25 10:00:00');
    await expect.element(row).toHaveTextContent('业主追加设计内容');
    await expect.element(row.getByTestId('contract-history-changes')).toHaveTextContent(text);
  });
});
