/**
 * Excel export, template and import (spec 3 §9: 文件读取失败!), for any list. A list declares its
 * sheet once (columns, labels, kinds); the renderer translates the labels and hands the sheet to the
 * desktop core, which pages through the list endpoint and writes the .xlsx, or reads a chosen .xlsx
 * and sends its rows as JSON to the resource's import endpoint. The server checks every row with the
 * resource's shared schema and imports all rows or none. English twins: i18n/messages/excel.en.ts.
 */
import { z } from 'zod';
import { formatFileSize } from './upload';

export const EXCEL_MESSAGES = {
  /** Spec 3 §9, verbatim: a file exceljs cannot read, a wrong header, or no data rows. */
  fileReadFailed: '文件读取失败!',
  /** The import endpoint's answer when any row breaks a rule: nothing of the file was written. */
  importRefused: '导入失败，数据有误，未导入任何数据',
  imported: '导入成功',
  tooManyRows: '单次导入不能超过1000行',
  exportTooLarge: '导出数据过多，请缩小查询范围',
  /** The export could not write its file (disk full, file open elsewhere): nothing was left behind. */
  exportFailed: '导出失败，请重试',
} as const;

/** The template's second sheet, by language: each column's rule, so the data sheet keeps only its header row. */
export const EXCEL_HINT_SHEET = { zh: '填写说明', en: 'Instructions' } as const;

/** Rows one import may hold; a larger file is split by the person (the whole file is one transaction). */
export const MAX_IMPORT_ROWS = 1000;
/** The largest .xlsx the core reads (bytes). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Records one export may hold (the core pages the list until it has them all). */
export const MAX_EXPORT_RECORDS = 100_000;
export const EXPORT_PAGE_SIZE = 500;

/**
 * How a value is written: text as is; date as yyyy-MM-dd HH:mm:ss; money as text with two decimals
 * (never a float cell, so 0.1 + 0.2 never shows); options as the label of the value (a dictionary's
 * entry), several comma-separated values as their labels.
 */
export type ExcelColumnKind = 'text' | 'date' | 'money' | 'percent' | 'options' | 'fileSize' | 'richText' | 'day';

export const excelColumnSchema = z
  .object({
    key: z.string().min(1).max(60),
    /** The header, in the person's language. */
    label: z.string().min(1).max(60),
    /** Other headers read as this column on import (the other language's label). */
    aliases: z.array(z.string().min(1).max(60)).max(5).optional(),
    kind: z.enum(['text', 'date', 'money', 'percent', 'options', 'fileSize', 'richText', 'day']).optional(),
    options: z.array(z.object({ value: z.string().max(100), label: z.string().max(100) }).strict()).max(500).optional(),
    /** The value is an object or a list of objects (a contract's parties): each one's `part` (deptName) is written. */
    part: z.string().min(1).max(60).optional(),
    /** Joins a list's items as the list shows them (、); a comma when absent (an import reads commas). */
    separator: z.string().min(1).max(5).optional(),
    /** The template's rule hint (the 填写说明 sheet). */
    hint: z.string().max(200).optional(),
    width: z.number().int().min(4).max(80).optional(),
  })
  .strict();
export type ExcelColumn = z.infer<typeof excelColumnSchema>;

export const excelSheetSchema = z
  .object({
    /** The file's name without .xlsx (the list's name and, for exports, the time). */
    fileName: z.string().trim().min(1).max(100),
    sheetName: z.string().trim().min(1).max(31),
    columns: z.array(excelColumnSchema).min(1).max(60),
  })
  .strict();
export type ExcelSheet = z.infer<typeof excelSheetSchema>;

const endpointRef = z.object({ module: z.string().min(1).max(40), path: z.string().min(1).max(200) }).strict();

export const excelExportSchema = z
  .object({
    sheet: excelSheetSchema,
    endpoint: endpointRef,
    query: z.record(z.string(), z.unknown()).optional(),
    /** Chosen by the page: the export's progress events carry it (excel-export-progress). */
    progressId: z.string().min(1).max(64).optional(),
  })
  .strict();
export type ExcelExportRequest = z.infer<typeof excelExportSchema>;

export const excelTemplateSchema = z.object({ sheet: excelSheetSchema }).strict();
export type ExcelTemplateRequest = z.infer<typeof excelTemplateSchema>;

/** Only an endpoint named …/import takes rows: the excel bridge is no general way to post. */
export const excelImportSchema = z
  .object({ handle: z.string().min(1).max(100), sheet: excelSheetSchema, endpoint: endpointRef.refine((e) => /(^|\/)import$/.test(e.path)) })
  .strict();
export type ExcelImportRequest = z.infer<typeof excelImportSchema>;

/**
 * A written file: Electron saved it where the person chose; browser mode gets a template's bytes to
 * save, and an export's address on the host (a download the browser saves).
 */
export type ExcelSaved = { name: string; path: string } | { name: string; base64: string } | { name: string; url: string };

/** One data row of a sheet: its row number as the sheet shows it (the header is row 1), values by column key. */
export interface ImportRow {
  row: number;
  values: Record<string, string>;
}

export const importRowsSchema = z
  .object({
    rows: z
      .array(z.object({ row: z.number().int().min(2), values: z.record(z.string().max(60), z.string().max(1000)) }).strict())
      .min(1, EXCEL_MESSAGES.fileReadFailed)
      .max(MAX_IMPORT_ROWS, EXCEL_MESSAGES.tooManyRows),
  })
  .strict();

export interface RowError {
  row: number;
  message: string;
}

/** The import endpoint's answer: either every row imported, or none and the errors of each bad row. */
export interface ImportReport {
  imported: number;
  errors: RowError[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as yyyy-MM-dd HH:mm:ss (local time); text already in that shape stays as it is. */
export function formatDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/.test(value)) return value;
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime())) return String(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Money as text with two decimals, rounded half up on the decimal text (no float drift). */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) return text;
  const [, sign, whole, frac = ''] = m;
  const cents = BigInt(whole + (frac + '00').slice(0, 2)) + (Number(frac[2] ?? '0') >= 5 ? 1n : 0n);
  const s = cents.toString().padStart(3, '0');
  return `${sign}${s.slice(0, -2)}.${s.slice(-2)}`;
}

const ENTITIES: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'", apos: "'" };

/**
 * A rich text's words as a sheet cell holds them (the editor's HTML, as the page shows it without
 * its formatting): a paragraph or a line break ends a line, other tags are dropped, the editor's
 * few entities read back.
 */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|amp|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n+$/, '')
    .trim();
}

/** An object's `part`, each list item's; anything else as it is (a column's `part`). */
function pickPart(value: unknown, part: string | undefined): unknown {
  if (!part) return value;
  const pick = (item: unknown) => (item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[part] : item);
  return Array.isArray(value) ? value.filter((item) => item !== null && item !== undefined).map(pick) : pick(value);
}

/** One record's cell of a column, as the sheet shows it. */
export function formatCell(column: ExcelColumn, raw: unknown): string {
  const value = pickPart(raw, column.part);
  if (value === null || value === undefined) return '';
  const separator = column.separator ?? ',';
  switch (column.kind ?? 'text') {
    case 'date':
      return formatDateTime(value);
    case 'day':
      // A plan's day kept as yyyy-MM-dd 00:00:00: the list shows the day only.
      return formatDateTime(value).slice(0, 10);
    case 'money':
    case 'percent':
      return formatMoney(value);
    case 'options': {
      const labels = new Map((column.options ?? []).map((o) => [o.value, o.label]));
      const values = Array.isArray(value) ? value.map(String) : String(value).split(',').filter((v) => v !== '');
      return values.map((v) => labels.get(v) ?? v).join(separator);
    }
    case 'fileSize':
      return value === '' ? '' : formatFileSize(Number(value));
    case 'richText':
      return richTextToPlain(String(value));
    default:
      return Array.isArray(value) ? value.join(separator) : typeof value === 'object' ? '' : String(value);
  }
}

/**
 * An options column's cell read back to its value(s): a label (or the value itself) per
 * comma-separated part; a part neither names stays as typed, so the server's rule reports it.
 */
export function parseOptionCell(column: ExcelColumn, text: string): string {
  if ((column.kind ?? 'text') !== 'options' || !column.options) return text;
  const byLabel = new Map(column.options.map((o) => [o.label, o.value]));
  return text
    .split(/[,，]/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => byLabel.get(p) ?? p)
    .join(',');
}

/**
 * Which column each header cell is: null when a declared column is missing or named twice (the file
 * is not this list's sheet: 文件读取失败!). Headers that name no column are ignored.
 */
export function matchHeader(columns: readonly ExcelColumn[], headers: readonly string[]): Map<number, ExcelColumn> | null {
  const byName = new Map<string, ExcelColumn>();
  for (const c of columns) for (const name of [c.label, ...(c.aliases ?? [])]) byName.set(name.trim(), c);
  const found = new Map<number, ExcelColumn>();
  const seen = new Set<string>();
  headers.forEach((h, index) => {
    const column = byName.get(h.trim());
    if (!column) return;
    if (seen.has(column.key)) seen.add(`${column.key}#twice`);
    seen.add(column.key);
    found.set(index, column);
  });
  const complete = columns.every((c) => seen.has(c.key) && !seen.has(`${c.key}#twice`));
  return complete ? found : null;
}
