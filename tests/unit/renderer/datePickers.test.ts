import { describe, expect, it } from 'vitest';
import { formatDay, normaliseTime, parseDay } from '../../../src/renderer/src/components/dateText';

describe('date and time pickers: what a typed text becomes', () => {
  it('reads a typed day as yyyy-MM-dd, with or without leading zeros', () => {
    expect(formatDay(parseDay('2026-11-20')!)).toBe('2026-11-20');
    expect(formatDay(parseDay(' 2026-1-5 ')!)).toBe('2026-01-05');
  });
  it('refuses what is not a real day in yyyy-MM-dd', () => {
    for (const text of ['2026-13-45', '2026-02-30', '20/11/2026', '2026/11/20', '11-20', '', 'abc']) expect(parseDay(text), text).toBeNull();
  });
  it('formats no date as an empty box', () => expect(formatDay(undefined)).toBe(''));
  it('completes a typed time to HH:mm:ss on a 24-hour clock', () => {
    expect(normaliseTime('14:00')).toBe('14:00:00');
    expect(normaliseTime('9:05')).toBe('09:05:00');
    expect(normaliseTime('23:59:59')).toBe('23:59:59');
  });
  it('refuses what is not a time of day', () => {
    for (const text of ['25:00', '24:00:00', '14:60', '2 PM', '', '14']) expect(normaliseTime(text), text).toBeNull();
  });
});
