import ExcelJS from 'exceljs';
import type { ExcelSheet } from '@shared/domain/excel';
import { EXPORT_NUM_FMT, exportCell } from '@shared/domain/excelCells';

/**
 * One export's sheet, written to `path` with exceljs's streaming writer: each row goes to the file
 * as it is added (committed), so a list of a hundred thousand records never sits in memory as a
 * workbook. The header row is bold and frozen; each column's number format follows its kind.
 */
export class SheetWriter {
  private readonly book: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;
  private closed = false;

  constructor(
    private readonly declared: ExcelSheet,
    path: string,
  ) {
    this.book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
    this.sheet = this.book.addWorksheet(declared.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    this.sheet.columns = declared.columns.map((c) => ({
      header: c.label,
      key: c.key,
      width: c.width ?? Math.max(12, c.label.length * 2 + 4),
      style: { numFmt: EXPORT_NUM_FMT[c.kind ?? 'text'] },
    }));
    const header = this.sheet.getRow(1);
    header.font = { bold: true };
    // The header is text whatever its column's format.
    header.eachCell((cell) => (cell.numFmt = '@'));
  }

  /** One record, as the list's columns show it. */
  add(record: Record<string, unknown>): void {
    this.sheet.addRow(this.declared.columns.map((c) => exportCell(c, record[c.key]))).commit();
  }

  /** Finishes the file (also after a failure, so its handle is closed before it is deleted). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.sheet.commit();
    await this.book.commit();
  }
}
