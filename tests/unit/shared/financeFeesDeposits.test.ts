import { describe, expect, it } from 'vitest';
import { checkFeeReturn, cooperationFeeSchema, feeReturnAmount, feeReturnFormula } from '@shared/domain/financeCooperationFee';
import { depositRefundSchema, depositStatusAfter, refundRemainingFormula, refundWithin, unreturned } from '@shared/domain/financeDeposit';

describe('cooperation fee return (spec 2 §5): paid − deduction while the deduction is lower', () => {
  it('computes exactly, to the fen, up to the largest amount', () => {
    expect(feeReturnAmount('1000.05', '100.02')).toBe('900.03');
    expect(feeReturnAmount('9999999999.99', '0.01')).toBe('9999999999.98');
    expect(feeReturnAmount('0.30', '0.10')).toBe('0.20');
    expect(feeReturnAmount('100', '')).toBe('100.00');
    expect(feeReturnAmount('100', '100')).toBe('0.00');
    expect(feeReturnAmount('100', '1.')).toBe('99.00');
    expect(feeReturnAmount('100', '-')).toBe('');
    expect(feeReturnFormula({ payAmount: '50.00', deductAmount: '12.5' })).toEqual({ restitutionAmount: '37.50' });
  });
  it('refuses a deduction above what was paid', () => {
    expect(checkFeeReturn('100.00', '100.01')).toEqual({ error: '扣除金额必须为有效数字，最多保留两位小数，且不大于缴纳金额' });
    expect(checkFeeReturn('100.00', '100.00')).toEqual({ restitutionAmount: '0.00' });
  });
  it('takes a positive paid amount with two decimals (缴纳金额必须为有效数字，最多保留两位小数。)', () => {
    const base = { payCompanyId: '1', payBankId: '2', receiptCompanyName: 'a', payDate: '2026-11-20 10:00:00', payMatter: 'm' };
    for (const payAmount of ['0', '0.001', 'abc', '10000000000.00', '-1']) {
      expect(cooperationFeeSchema.safeParse({ ...base, payAmount }).error?.issues[0].message).toBe('缴纳金额必须为有效数字，最多保留两位小数。');
    }
    expect(cooperationFeeSchema.parse({ ...base, payAmount: '9999999999.99' }).payAmount).toBe('9999999999.99');
  });
});

describe('deposit refunds (spec 2 §5): 0 < amount ≤ not returned', () => {
  it('bounds each refund by what is not returned', () => {
    expect(unreturned('50000.00', '20000.01')).toBe('29999.99');
    expect(refundWithin('29999.99', '29999.99')).toBe(true);
    expect(refundWithin('30000.00', '29999.99')).toBe(false);
    expect(refundWithin('0', '1')).toBe(false);
    expect(refundWithin('0.01', '9999999999.99')).toBe(true);
    expect(refundRemainingFormula({ unRestitutionAmount: '100.00', arriveAmount: '0.01' })).toEqual({ remainingAfter: '99.99' });
  });
  it('moves the status: 1 paid, 2 partly refunded, 3 refunded', () => {
    expect(depositStatusAfter('100', '0')).toBe(1);
    expect(depositStatusAfter('100', '99.99')).toBe(2);
    expect(depositStatusAfter('100', '100.00')).toBe(3);
  });
  it('refuses a bad amount with the spec words', () => {
    const base = { depositId: '1', arriveDate: '2026-11-20 10:00:00', receiptVoucher: [{ attachId: '1' }] };
    for (const arriveAmount of ['0', '1.001', '-1', '', '10000000000.00']) {
      expect(depositRefundSchema.safeParse({ ...base, arriveAmount }).error?.issues[0].message).toBe('0<本次归还金额<=未归还金额');
    }
  });
});
