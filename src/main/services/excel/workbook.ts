import ExcelJS from 'exceljs';
import { EXCEL_HINT_SHEET, MAX_IMPORT_ROWS, formatDateTime, matchHeader, parseOptionCell, type ExcelSheet, type ImportRow } from '@shared/domain/excel';

function dataSheet(book: ExcelJS.Workbook, sheet: ExcelSheet): ExcelJS.Worksheet {
  const ws = book.addWorksheet(sheet.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns.map((c) => ({ header: c.label, key: c.key, width: c.width ?? Math.max(12, c.label.length * 2 + 4) }));
  ws.getRow(1).font = { bold: true };
  // Every cell is text: an account or phone of digits must not turn into a number (or lose a leading 0).
  sheet.columns.forEach((_c, i) => (ws.getColumn(i + 1).numFmt = '@'));
  return ws;
}

/**
 * The import template: the header row (with a drop-down of the choices on an options column) and a
 * second sheet listing each column's rule. `language` names the second sheet.
 */
export async function writeTemplate(sheet: ExcelSheet, language: 'zh' | 'en' = 'zh'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = dataSheet(book, sheet);
  sheet.columns.forEach((c, i) => {
    if (!c.options?.length) return;
    const list = `"${c.options.map((o) => o.label.replace(/[",]/g, '')).join(',')}"`;
    // Excel limits a list formula to 255 characters: a longer list is only described in the hints.
    // Alike validations of a column are written as one range (exceljs squeezes them).
    if (list.length > 255) return;
    for (let r = 2; r <= MAX_IMPORT_ROWS + 1; r++) ws.getCell(r, i + 1).dataValidation = { type: 'list', allowBlank: true, formulae: [list] };
  });
  const hints = book.addWorksheet(EXCEL_HINT_SHEET[language]);
  hints.columns = [{ width: 20 }, { width: 80 }];
  for (const c of sheet.columns) {
    const choices = c.options?.length ? c.options.map((o) => o.label).join(' / ') : '';
    hints.addRow([c.label, [c.hint ?? '', choices].filter(Boolean).join(' | ')]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A cell's value as the person typed it: rich text joined, a formula's result, a date formatted. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  return '';
}

/**
 * The data rows of the first sheet, by column key with the sheet's row numbers; null when the file is
 * no .xlsx exceljs can read, its header lacks a declared column, or it has no data row
 * (文件读取失败!). Blank rows are skipped; an options cell's label becomes its value.
 */
export async function readRows(sheet: ExcelSheet, bytes: Buffer): Promise<ImportRow[] | null> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const ws = book.worksheets[0];
  if (!ws) return null;
  const headers: string[] = [];
  ws.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => (headers[col - 1] = cellText(cell.value)));
  const columns = matchHeader(sheet.columns, Array.from(headers, (h) => h ?? ''));
  if (!columns) return null;
  const rows: ImportRow[] = [];
  ws.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const values: Record<string, string> = {};
    let blank = true;
    for (const [index, column] of columns) {
      const text = cellText(row.getCell(index + 1).value);
      if (text !== '') blank = false;
      values[column.key] = parseOptionCell(column, text);
    }
    if (!blank) rows.push({ row: number, values });
  });
  return rows.length ? rows : null;
}
