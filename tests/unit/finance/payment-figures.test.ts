import { describe, expect, it } from 'vitest';
import { paymentAmountError, paymentRequestSchema, payStatusAfter, requestAmountError, requestFigures, type RequestBase } from '@shared/domain/financePayment';

const base: RequestBase = { contractAmount: '1000.00', requestAmount: '333.33', paidAmount: '100.005', arriveAmount: '800.00', requestTotalAmount: '500.00', payTotalAmount: '1500.00' };

describe('payment request figures and rules (spec 2 §5)', () => {
  it('computes balances and rates to two decimals, half up', () => {
    expect(requestFigures(base)).toEqual({ unRequestAmount: '666.67', requestRate: '33.33', paidRate: '10.00', unpaidAmount: '900.00', arriveBalance: '300.00', unRequestTotalAmount: '1000.00' });
    expect(requestFigures({ ...base, contractAmount: '0' }).requestRate).toBe('0.00');
    expect(requestFigures({ ...base, contractAmount: '9999999999.99', requestAmount: '9999999999.99' }).unRequestAmount).toBe('0.00');
  });

  it('checks the amount against the unrequested amount, the arrived balance and the payment contracts, in that order', () => {
    expect(requestAmountError('0', base)).toBe('本次请款金额必须为有效数字，最多保留两位小数。');
    expect(requestAmountError('666.68', base)).toBe('0<本次请款金额<=本合同未请款金额');
    expect(requestAmountError('300.01', base)).toBe('本次请款金额超过到账余额，请待业主合同或项目合同回款后再请款');
    expect(requestAmountError('300.00', base)).toBeNull();
    expect(requestAmountError('0.01', { ...base, payTotalAmount: '500.00' })).toBe('已请款总额与本次请款金额之和不能超过付费合同总额');
  });

  it('accepts positive amounts with at most two decimals up to 9 999 999 999.99', () => {
    const parse = (v: unknown) => paymentRequestSchema.shape.currRequestAmount.safeParse(v).success;
    expect([parse('0.01'), parse('9999999999.99'), parse(12.5)]).toEqual([true, true, true]);
    expect([parse('0'), parse('0.001'), parse('10000000000.00'), parse('-1'), parse('1e3'), parse('')]).toEqual([false, false, false, false, false, false]);
  });

  it('moves the payment status with what was paid, and never pays beyond the unpaid amount', () => {
    expect([payStatusAfter('0', '100'), payStatusAfter('99.99', '100'), payStatusAfter('100.00', '100')]).toEqual([0, 1, 2]);
    expect(paymentAmountError('0', '100', '0')).toBe('实付金额必须为有效数字，最多保留两位小数。');
    expect(paymentAmountError('60.02', '100', '39.99')).toBe('0<实付金额<=本次请款未付金额');
    expect(paymentAmountError('60.01', '100', '39.99')).toBeNull();
  });
});
