import { describe, expect, it } from 'vitest';
import { computedFields, defineFormula } from '../../../src/shared/domain/formula';
import { blankAsZero, draftApplyRate, draftMoney, draftSubtract, draftSum, moneyFixed, parseMoneyDraft, sumMoney } from '../../../src/shared/domain/money';

const parsed = (text: unknown) => parseMoneyDraft(text)?.toString() ?? null;

describe('parseMoneyDraft: what a person is typing, never an exception', () => {
  it.each(['', ' ', '-', '+', '.', '-.', '1e', '1e5', 'abc', '1.2.3', '1,0', '1,00', '12,3456', '--1', '1-', 'NaN', 'Infinity', '0x10'])('%j is no number yet', (text) => {
    expect(parsed(text)).toBeNull();
  });

  it.each([
    ['1.', '1'],
    ['.5', '0.5'],
    ['-3', '-3'],
    ['+3', '3'],
    [' 7.25 ', '7.25'],
    ['１２', '12'],
    ['１２．５', '12.5'],
    ['－３', '-3'],
    ['1,000', '1000'],
    ['1,234,567.89', '1234567.89'],
    ['0.1', '0.1'],
  ])('%j reads as %s', (text, value) => {
    expect(parsed(text)).toBe(value);
  });

  it('takes numbers and refuses what is not text or a finite number', () => {
    expect(parsed(2.5)).toBe('2.5');
    expect(parsed(Number.NaN)).toBeNull();
    expect(parsed(Infinity)).toBeNull();
    expect(parsed(undefined)).toBeNull();
    expect(parsed(null)).toBeNull();
    expect(parsed({})).toBeNull();
  });
});

describe('draft formula helpers', () => {
  it('give no result (never NaN) while an operand is incomplete', () => {
    for (const half of ['', '-', '.', '1e', 'abc', undefined]) {
      expect(draftApplyRate(half, '6')).toBe('');
      expect(draftApplyRate('100', half)).toBe('');
      expect(draftSubtract('100', half)).toBe('');
      expect(draftSum(half, '1')).toBe('');
    }
  });

  it('compute exactly with decimal.js, half up to fen', () => {
    expect(draftSum('0.1', '0.2')).toBe('0.30');
    expect(draftApplyRate('0.1', '300')).toBe('0.30'); // 0.1 × 3, not 0.30000000000000004
    expect(draftApplyRate('33.33', '12.5')).toBe('4.17'); // 4.16625
    expect(draftApplyRate('1.10', '5')).toBe('0.06'); // 0.055 half up
    expect(draftApplyRate('1.', '10')).toBe('0.10');
    expect(draftApplyRate('１,０００', '６')).toBe('60.00');
    expect(draftSubtract('100', '0.1', '0.2')).toBe('99.70');
  });

  it('count an optional operand left blank as zero only when asked', () => {
    expect(draftSubtract('100', '')).toBe('');
    expect(draftSubtract('100', blankAsZero(''), blankAsZero(undefined), blankAsZero('30'))).toBe('70.00');
    // blankAsZero keeps a half-typed operand incomplete.
    expect(draftSubtract('100', blankAsZero('-'))).toBe('');
  });

  it('gives no result for a division by zero', () => {
    expect(draftMoney((a, b) => a.dividedBy(b), '1', '0')).toBe('');
  });

  it('leaves the strict helpers as they were (uploads and statistics rely on them)', () => {
    expect(sumMoney(['0.1', '0.2', ''])).toBe('0.30');
    expect(() => moneyFixed('abc')).toThrow();
  });
});

describe('formula', () => {
  const fees = defineFormula(['platformFee', 'costFee'], (v) => ({
    platformFee: draftApplyRate(v.amount, v.ratio),
    costFee: draftSubtract(v.amount, draftApplyRate(v.amount, v.ratio)),
  }));

  it('runs on half-typed values without throwing and names what it computes', () => {
    expect(fees({ amount: '-', ratio: '' })).toEqual({ platformFee: '', costFee: '' });
    expect(fees({ amount: '1000', ratio: '6.5' })).toEqual({ platformFee: '65.00', costFee: '935.00' });
    expect(computedFields(fees)).toEqual(['platformFee', 'costFee']);
    expect(fees.outputs).toEqual(['platformFee', 'costFee']);
  });
});
