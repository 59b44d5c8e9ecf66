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

  it('writes a part of an object, or of each object of a list, joined as the list shows them', () => {
    const parties: ExcelColumn = { key: 'partyJia', label: '甲方', part: 'deptName', separator: '、' };
    expect(exportCell(parties, { id: '1', deptName: '设计院' })).toBe('设计院');
    expect(exportCell(parties, [{ deptName: '设计院' }, null, { deptName: '建工集团' }])).toBe('设计院、建工集团');
    expect(exportCell(parties, [])).toBeNull();
    expect(exportCell(parties, null)).toBeNull();
    // Without `part` an object has no text of its own: the cell stays blank rather than [object Object].
    expect(exportCell(text, { deptName: '设计院' })).toBeNull();
  });

  it('joins a list of values or of labels with the separator the list shows', () => {
    expect(exportCell({ ...text, separator: ', ' }, ['管理员', '财务'])).toBe('管理员, 财务');
    expect(exportCell({ ...dict, separator: '、' }, '1,2')).toBe('通知、公告');
  });

  it('writes a file size as the list shows it, in 1024 steps', () => {
    const size: ExcelColumn = { key: 'size', label: '大小', kind: 'fileSize' };
    expect(exportCell(size, 1023)).toBe('1023 B');
    expect(exportCell(size, '10752')).toBe('10.5 KB');
    expect(exportCell(size, 0)).toBe('0 B');
    expect(EXPORT_NUM_FMT.fileSize).toBe('@');
  });

  it('writes a rich text as its words: a paragraph or a line break ends a line, tags dropped', () => {
    const remark: ExcelColumn = { key: 'remark', label: '备注', kind: 'richText' };
    expect(exportCell(remark, '<p>约见<strong>甲方</strong>&nbsp;A&amp;B</p><p>第二行<br>第三行</p>')).toBe('约见甲方 A&B\n第二行\n第三行');
    expect(exportCell(remark, '<p></p>')).toBeNull();
    expect(EXPORT_NUM_FMT.richText).toBe('@');
  });

  it('writes a day kind as yyyy-MM-dd, the time the server keeps with it dropped', () => {
    const day: ExcelColumn = { key: 'planStartTime', label: '计划开始', kind: 'day' };
    expect(exportCell(day, '2026-11-26 00:00:00')).toBe('2026-11-26');
    expect(exportCell(day, '2026-11-26')).toBe('2026-11-26');
    expect(exportCell(day, '')).toBeNull();
  });
});
