import { describe, expect, it } from 'vitest';
import { applyRate, formatYuan, moneyFixed, multiplyMoney, percentOf, subtractMoney, sumMoney } from '../../../src/shared/domain/money';

describe('money helpers (decimal.js, never floats)', () => {
  it('formats yuan with two decimals and thousands separators', () => {
    expect(formatYuan('1234567.5')).toBe('1,234,567.50');
    expect(formatYuan('999')).toBe('999.00');
    expect(formatYuan('1000')).toBe('1,000.00');
    expect(formatYuan('0')).toBe('0.00');
    expect(formatYuan('')).toBe('0.00');
    expect(formatYuan('-1234.5')).toBe('-1,234.50');
    expect(formatYuan('12345678901234.99')).toBe('12,345,678,901,234.99');
  });

  it('rounds half up to fen', () => {
    expect(moneyFixed('2.675')).toBe('2.68');
    expect(moneyFixed('2.674')).toBe('2.67');
    expect(moneyFixed('1.005')).toBe('1.01');
  });

  it('sums without float error', () => {
    expect(sumMoney(['0.1', '0.2'])).toBe('0.30');
    expect(sumMoney(['1000000000000.01', '0.02', ''])).toBe('1000000000000.03');
    expect(sumMoney([])).toBe('0.00');
  });

  it('multiplies by a rate half up', () => {
    expect(applyRate('100.00', '6')).toBe('6.00');
    expect(applyRate('33.33', '12.5')).toBe('4.17'); // 4.16625
    expect(applyRate('1.10', '5')).toBe('0.06'); // 0.055 half up
    expect(multiplyMoney('19.99', '3')).toBe('59.97');
    expect(multiplyMoney('0.05', '0.5')).toBe('0.03'); // 0.025 half up
  });

  it('subtracts fees and computes arrival rates', () => {
    expect(subtractMoney('1000.00', '50.00', '0.30', '0.70')).toBe('949.00');
    expect(percentOf('1', '3')).toBe('33.33');
    expect(percentOf('2', '3')).toBe('66.67');
    expect(percentOf('5', '0')).toBe('0.00');
  });
});
