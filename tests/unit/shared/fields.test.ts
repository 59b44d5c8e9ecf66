import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkDateRange,
  dateRangeFields,
  dateText,
  FIELD_MESSAGES,
  isRealDate,
  moneyText,
  normaliseMoneyInput,
  percentText,
  rangeDay,
} from '../../../src/shared/domain/fields';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => r.error?.issues[0]?.message;

describe('money and percent rules', () => {
  it('accepts non-negative numbers with at most two decimals', () => {
    for (const v of ['0', '7', '7.5', '7.50', '12345678901234.99']) expect(moneyText.safeParse(v).success).toBe(true);
  });
  it('refuses negatives, three decimals and text with 请填写正确的数字', () => {
    for (const v of ['-1', '1.234', 'abc', '', '1e3', '.5']) expect(firstMessage(moneyText.safeParse(v))).toBe(FIELD_MESSAGES.number);
  });
  it('limits percent to 100 through decimal.js', () => {
    expect(percentText.safeParse('100').success).toBe(true);
    expect(percentText.safeParse('100.00').success).toBe(true);
    expect(percentText.safeParse('99.99').success).toBe(true);
    expect(firstMessage(percentText.safeParse('100.01'))).toBe(FIELD_MESSAGES.number);
    expect(firstMessage(percentText.safeParse('101'))).toBe(FIELD_MESSAGES.number);
  });
  it('normalises typed input to two decimals on blur and leaves bad input alone', () => {
    expect(normaliseMoneyInput(' 7.5 ')).toBe('7.50');
    expect(normaliseMoneyInput('007')).toBe('7.00');
    expect(normaliseMoneyInput('0.1')).toBe('0.10');
    expect(normaliseMoneyInput('12345678901234.9')).toBe('12345678901234.90');
    expect(normaliseMoneyInput('1.234')).toBe('1.234');
    expect(normaliseMoneyInput('abc')).toBe('abc');
    expect(normaliseMoneyInput('')).toBe('');
  });
});

describe('date rules', () => {
  it('knows real calendar dates', () => {
    expect(isRealDate('2026-02-28')).toBe(true);
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2026-13-01')).toBe(false);
    expect(isRealDate('26-01-01')).toBe(false);
  });
  it('checks yyyy-MM-dd', () => {
    expect(dateText().safeParse('2026-11-23').success).toBe(true);
    expect(firstMessage(dateText().safeParse('2026/11/23'))).toBe(FIELD_MESSAGES.date);
    expect(firstMessage(dateText().safeParse('2026-11-31'))).toBe(FIELD_MESSAGES.date);
  });

  const range = dateRangeFields('startTime', 'endTime');
  it('gives the start day 00:00:00 and the end day 23:59:59', () => {
    const r = range.safeParse({ startTime: '2026-11-01', endTime: '2026-11-30' });
    expect(r.success && r.data).toEqual({ startTime: '2026-11-01 00:00:00', endTime: '2026-11-30 23:59:59' });
    const same = range.safeParse({ startTime: '2026-11-01', endTime: '2026-11-01' });
    expect(same.success && same.data).toEqual({ startTime: '2026-11-01 00:00:00', endTime: '2026-11-01 23:59:59' });
  });
  it('asks for both days with the spec messages', () => {
    const r = range.safeParse({ startTime: '', endTime: null });
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['startTime', FIELD_MESSAGES.startRequired],
      ['endTime', FIELD_MESSAGES.endRequired],
    ]);
  });
  it('refuses an end before the start, on the end field', () => {
    const r = range.safeParse({ startTime: '2026-11-02', endTime: '2026-11-01' });
    expect(r.error?.issues).toHaveLength(1);
    expect(r.error?.issues[0]).toMatchObject({ path: ['endTime'], message: FIELD_MESSAGES.endBeforeStart });
  });
  it('composes into a resource schema through checkDateRange', () => {
    const schema = z.object({ title: z.string(), from: rangeDay(FIELD_MESSAGES.startRequired), to: rangeDay(FIELD_MESSAGES.endRequired) }).superRefine(checkDateRange('from', 'to'));
    expect(schema.safeParse({ title: 'x', from: '2026-01-02', to: '2026-01-02' }).success).toBe(true);
    expect(firstMessage(schema.safeParse({ title: 'x', from: '2026-01-03', to: '2026-01-02' }))).toBe(FIELD_MESSAGES.endBeforeStart);
    expect(firstMessage(schema.safeParse({ title: 'x', from: '2026-02-30', to: '2026-03-02' }))).toBe(FIELD_MESSAGES.date);
  });
});
