import { describe, expect, it } from 'vitest';
import { arrivalRates, bankCardMissing, invoiceStatusFor, ownerArrivalSchema } from '@shared/domain/financeArrival';
import { validate, firstMessage } from '@shared/domain/validation';

const body = (over: Record<string, unknown> = {}) => ({
  contractOwnerId: '1',
  invoiceId: '2',
  arriveAmount: '100.00',
  arriveDate: '2026-11-25 10:00:00',
  partyJiaName: 'A',
  partyYiName: 'B',
  remark: 'r',
  ...over,
});
const message = (over: Record<string, unknown>) => {
  const r = validate(ownerArrivalSchema, body(over));
  return r.success ? '' : firstMessage(r.error);
};

describe('arrival rates (spec 2 §5): one shared formula, half up to two decimals', () => {
  it('rounds the current and total rates half up, and waits for numbers', () => {
    expect(arrivalRates({ arriveAmount: '100.05', contractAmount: '1000000.00', arrivedOther: '' })).toEqual({ currArriveRate: '0.01', totalArriveRate: '0.01' });
    expect(arrivalRates({ arriveAmount: '50', contractAmount: '1000', arrivedOther: '45' })).toEqual({ currArriveRate: '5.00', totalArriveRate: '9.50' });
    // 1 / 3 × 100 = 33.333… → 33.33; 2 / 3 × 100 = 66.666… → 66.67.
    expect(arrivalRates({ arriveAmount: '1', contractAmount: '3', arrivedOther: '1' })).toEqual({ currArriveRate: '33.33', totalArriveRate: '66.67' });
    expect(arrivalRates({ arriveAmount: '9999999999.99', contractAmount: '9999999999.99', arrivedOther: '0' })).toEqual({ currArriveRate: '100.00', totalArriveRate: '100.00' });
    expect(arrivalRates({ arriveAmount: '', contractAmount: '100' })).toEqual({ currArriveRate: '', totalArriveRate: '' });
    expect(arrivalRates({ arriveAmount: '10', contractAmount: '0' })).toEqual({ currArriveRate: '', totalArriveRate: '' });
  });

  it('moves the invoice status with what arrived: 1, 2, 3; voided stays', () => {
    expect(invoiceStatusFor(2, '300.00', '0.00')).toBe(1);
    expect(invoiceStatusFor(1, '300.00', '0.01')).toBe(2);
    expect(invoiceStatusFor(1, '300.00', '299.99')).toBe(2);
    expect(invoiceStatusFor(2, '300.00', '300.00')).toBe(3);
    expect(invoiceStatusFor(3, '300.00', '100.00')).toBe(2);
    expect(invoiceStatusFor(4, '300.00', '300.00')).toBe(4);
  });

  it('checks the amount (0 allowed, up to 9 999 999 999.99), the date, the parties, the remark and the bank section', () => {
    expect(message({})).toBe('');
    expect(message({ arriveAmount: '0' })).toBe('');
    expect(message({ arriveAmount: '9999999999.99' })).toBe('');
    expect(message({ arriveAmount: '10000000000.00' })).toBe('0<=本次到账金额<=本发票未到账金额');
    expect(message({ arriveAmount: '-0.01' })).toBe('请填写正确的数字');
    expect(message({ arriveAmount: '1.001' })).toBe('请填写正确的数字');
    expect(message({ arriveDate: '' })).toBe('请选择');
    expect(message({ invoiceId: '' })).toBe('请选择关联发票');
    expect(message({ partyJiaName: '' })).toBe('请填写付款单位');
    expect(message({ partyYiName: '' })).toBe('请填写收款单位');
    expect(message({ remark: 'x'.repeat(201) })).toBe('请填写，200个字内');
    expect(bankCardMissing(1, '')).toBe(true);
    expect(bankCardMissing(1, '12')).toBe(false);
    expect(bankCardMissing(0, '')).toBe(false);
  });
});
