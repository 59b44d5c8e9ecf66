/**
 * An exported list's cells (src/shared/domain/excelCells.ts): money and percentages as numbers from
 * the exact decimal text, dates as yyyy-MM-dd HH:mm:ss text, dictionary values as their labels,
 * anything else as text; blank values leave the cell blank.
 */
import { describe, expect, it } from 'vitest';
import type { ExcelColumn } from '@shared/domain/excel';
import { EXPORT_NUM_FMT, exportCell } from '@shared/domain/excelCells';

const money: ExcelColumn = { key: 'amount', label: '金额', kind: 'money' };
const percent: ExcelColumn = { key: 'rate', label: '比例', kind: 'percent' };
const date: ExcelColumn = { key: 'createTime', label: '创建时间', kind: 'date' };
const dict: ExcelColumn = { key: 'category', label: '类型', kind: 'options', options: [{ value: '1', label: '通知' }, { value: '2', label: '公告' }] };
const text: ExcelColumn = { key: 'phone', label: '手机号' };

describe('export cells', () => {
  it('writes money as a number with two decimals, rounded half up on the decimal text', () => {
    expect(exportCell(money, '1234.5')).toBe(1234.5);
    expect(exportCell(money, '0.005')).toBe(0.01);
    expect(exportCell(money, '99999999999.995')).toBe(100000000000);
    expect(exportCell(money, '-12.345')).toBe(-12.35);
    expect(exportCell(money, 12)).toBe(12);
    // The number is the two-decimal text's own: 0.1 + 0.2 never reaches a cell.
    expect(exportCell(money, '0.30')).toBe(0.3);
    expect(EXPORT_NUM_FMT.money).toBe('#,##0.00');
  });

  it('writes what is no amount as it came, and a blank as a blank cell', () => {
    expect(exportCell(money, '—')).toBe('—');
    expect(exportCell(money, '')).toBeNull();
    expect(exportCell(money, null)).toBeNull();
    expect(exportCell(text, undefined)).toBeNull();
  });

  it('writes a percentage as its number of percent with two decimals', () => {
    expect(exportCell(percent, '12.5')).toBe(12.5);
    expect(exportCell(percent, '3.456')).toBe(3.46);
    expect(EXPORT_NUM_FMT.percent).toBe('0.00"%"');
  });

  it('writes dates as yyyy-MM-dd HH:mm:ss text', () => {
    expect(exportCell(date, '2026-11-26 08:05:09')).toBe('2026-11-26 08:05:09');
    const local = new Date(2026, 0, 2, 3, 4, 5);
    expect(exportCell(date, local.toISOString())).toBe('2026-01-02 03:04:05');
    expect(exportCell(date, local)).toBe('2026-01-02 03:04:05');
  });

  it('writes dictionary values as their labels, several comma-separated, an unknown key as itself', () => {
    expect(exportCell(dict, 2)).toBe('公告');
    expect(exportCell(dict, '1,2')).toBe('通知,公告');
    expect(exportCell(dict, ['2', '1'])).toBe('公告,通知');
    expect(exportCell(dict, '9')).toBe('9');
  });

  it('writes other values as text: digits keep their leading zero', () => {
    expect(exportCell(text, '01012345678')).toBe('01012345678');
    expect(exportCell(text, 7)).toBe('7');
    expect(EXPORT_NUM_FMT.text).toBe('@');
  });
});
