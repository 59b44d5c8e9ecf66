import { describe, expect, it } from 'vitest';
import { incomeSchema } from '@shared/domain/financeIncome';
import { OTHER_FEE_MESSAGES, otherFeeAmountError, otherFeeChange, otherFeeFormSchema } from '@shared/domain/financeOtherFee';
import { firstMessage } from '@shared/domain/validation';

const AMOUNT = '0<支出金额<=项目成本费剩余总额';
const CHANGE = '本次变更金额<=项目成本费剩余总额';

describe('other expense rules (spec 2 §5)', () => {
  it('add: 0 < amount ≤ remaining cost, two decimals, up to 9 999 999 999.99', () => {
    expect(OTHER_FEE_MESSAGES.amount).toBe(AMOUNT);
    expect(otherFeeAmountError('0', '100.00')).toBe(AMOUNT);
    expect(otherFeeAmountError('0.01', '100.00')).toBe('');
    expect(otherFeeAmountError('100.00', '100.00')).toBe('');
    expect(otherFeeAmountError('100.01', '100.00')).toBe(AMOUNT);
    expect(otherFeeAmountError('1.001', '100.00')).toBe(AMOUNT);
    expect(otherFeeAmountError('9999999999.99', '9999999999.99')).toBe('');
    expect(otherFeeAmountError('10000000000.00', '99999999999.99')).toBe(AMOUNT);
  });

  it('edit: new > 0, change (new − old) ≤ remaining cost; a lower amount always fits', () => {
    expect(otherFeeAmountError('150.00', '50.00', '100.00')).toBe('');
    expect(otherFeeAmountError('150.01', '50.00', '100.00')).toBe(CHANGE);
    expect(otherFeeAmountError('10.00', '0.00', '100.00')).toBe('');
    expect(otherFeeAmountError('0', '50.00', '100.00')).toBe(AMOUNT);
    expect(otherFeeChange({ disburseAmount: '150.00', amountNow: '100.00' })).toEqual({ changeAmount: '50.00' });
    expect(otherFeeChange({ disburseAmount: '0.1', amountNow: '0.2' })).toEqual({ changeAmount: '-0.10' });
    expect(otherFeeChange({ disburseAmount: 'x', amountNow: '0.2' })).toEqual({ changeAmount: '' });
  });

  it('the form schema puts the cost message on the amount', () => {
    const base = { contractOwnerId: '1', disburseType: '1', disburseAmount: '60.00', disburseDate: '2026-11-20 00:00:00', disburseExp: '说明', costSurplus: '50.00' };
    const added = otherFeeFormSchema.safeParse(base);
    expect(added.success).toBe(false);
    expect(added.error && firstMessage(added.error)).toBe(AMOUNT);
    expect(added.error?.issues[0].path).toEqual(['disburseAmount']);
    expect(otherFeeFormSchema.safeParse({ ...base, amountNow: '10.00' }).success).toBe(true);
    const raised = otherFeeFormSchema.safeParse({ ...base, amountNow: '9.99' });
    expect(raised.error && firstMessage(raised.error)).toBe(CHANGE);
  });
});

describe('income rules (spec 2 §5)', () => {
  const body = { incomeType: '1', payCompanyName: '付款单位', incomeCompanyId: '100002', incomeBankId: '1', incomeBankName: 'a', incomeBankCard: '1', incomeBankOpen: 'b', incomeDate: '2026-11-20 00:00:00', incomeAmount: '1.00' };
  const messageOf = (over: Record<string, unknown>) => {
    const r = incomeSchema.safeParse({ ...body, ...over });
    return r.success ? '' : firstMessage(r.error);
  };
  it('amount required, positive, at most two decimals, up to 9 999 999 999.99', () => {
    expect(messageOf({ incomeAmount: '' })).toBe('请输入收款金额');
    for (const bad of ['0', '0.00', '-1', '1.001', 'abc', '10000000000.00']) expect(messageOf({ incomeAmount: bad })).toBe('收款金额必须为有效数字，最多保留两位小数。');
    expect(messageOf({ incomeAmount: '0.01' })).toBe('');
    expect(messageOf({ incomeAmount: '9999999999.99' })).toBe('');
  });
  it('each required field has its message; the payer is at most 30', () => {
    expect(messageOf({ incomeType: '' })).toBe('请选择收入类型');
    expect(messageOf({ payCompanyName: '' })).toBe('请输入付款单位');
    expect(messageOf({ payCompanyName: 'x'.repeat(31) })).toBe('长度不能超过30个字符');
    expect(messageOf({ payCompanyName: 'x'.repeat(30) })).toBe('');
    expect(messageOf({ incomeCompanyId: '' })).toBe('请选择收款单位');
    expect(messageOf({ incomeBankId: '' })).toBe('请选择收款银行户名');
    expect(messageOf({ incomeBankCard: '' })).toBe('请选择收款账号');
    expect(messageOf({ incomeBankOpen: '' })).toBe('请输入收款开户行');
    expect(messageOf({ incomeDate: '' })).toBe('请输入收款日期');
  });
});
