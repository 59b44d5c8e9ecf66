/**
 * An exported list's cells (issue 18): what the core writes for one record's value of a column.
 * Money and percentages are numbers, so Excel sums and sorts them, shown with two decimals by the
 * column's number format; the number comes from the exact decimal text (rounded half up on the
 * text, then Number() once), never from float arithmetic. Dates are text yyyy-MM-dd HH:mm:ss,
 * dictionary values their labels, anything else its text (an account of digits keeps its leading 0).
 */
import { formatCell, formatMoney, type ExcelColumn } from './excel';

export type ExportCell = string | number | null;

/** Each kind's number format: text columns are '@' so digits stay text. */
export const EXPORT_NUM_FMT: Record<NonNullable<ExcelColumn['kind']>, string> = {
  text: '@',
  date: '@',
  options: '@',
  fileSize: '@',
  richText: '@',
  day: '@',
  money: '#,##0.00',
  // The server keeps a percentage as its number of percent ('12.5' is 12.5 %), so the format adds
  // the sign without Excel's ×100.
  percent: '0.00"%"',
};

const DECIMAL = /^-?\d+\.\d{2}$/;

/** One record's value of a column as the cell's value; null leaves the cell blank. */
export function exportCell(column: ExcelColumn, value: unknown): ExportCell {
  if (value === null || value === undefined || value === '') return null;
  const kind = column.kind ?? 'text';
  if (kind === 'money' || kind === 'percent') {
    const text = formatMoney(value);
    // Something that is no amount (a server's '—') is written as it came, as text.
    return DECIMAL.test(text) ? Number(text) : text;
  }
  const text = formatCell(column, value);
  return text === '' ? null : text;
}
