import type { Language } from '@shared/bridge';
import { dictEntryLabel } from '@shared/dictionaries';
import type { ExcelColumn, ExcelSheet } from '@shared/domain/excel';
import type { QueryClient } from '@tanstack/react-query';
import { dictionarySourceQuery } from '../dictionary';
import type { LooseT } from '../looseT';
import type { Column } from '../types';

const pad = (n: number) => String(n).padStart(2, '0');

/** The export's time in its file name: yyyyMMddHHmmss (local time). */
export const exportStamp = (d: Date) => `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;

/** The export file's name without .xlsx: the list's title and the time (客户管理20261126093000). */
export const exportFileName = (title: string, at: Date) => `${title.replace(/[\\/:*?"<>|]/g, '')}${exportStamp(at)}`;

/**
 * The sheet 导出 writes for a list's shown columns, in the person's language: headers as the table
 * heads them, a dictionary column's entries and fixed choices as their labels, money, percent and
 * date columns by their exportAs. The core has no labels, so they are all resolved here (`t` is
 * the page's translator, in the person's language).
 */
export async function columnSheet<Rec>(
  columns: readonly Column<Rec>[],
  opts: { resource: string; title: string; language: Language; t: LooseT; queryClient: QueryClient; at?: Date },
): Promise<ExcelSheet> {
  const t = opts.t;
  const sheetColumns: ExcelColumn[] = [];
  for (const c of columns) {
    if (c.exportAs === false) continue;
    // A heading the page has no words for (an icon column) is named by its key: a header cell is never blank.
    const label = (t(`resources.${opts.resource}.fields.${c.key}`) || c.key).slice(0, 60);
    // A table's width is in pixels, a sheet's in characters (about 7 pixels each).
    const column: ExcelColumn = { key: c.key, label, ...(c.width ? { width: Math.min(80, Math.max(4, Math.round(c.width / 7))) } : {}) };
    const kind = c.exportAs;
    if (c.dict) {
      const code = c.dict;
      const entries = await opts.queryClient.fetchQuery(dictionarySourceQuery(code));
      column.kind = 'options';
      column.options = entries.slice(0, 500).map((e) => ({ value: e.dictKey, label: dictEntryLabel(code, e.dictKey, e.dictValue, opts.language) }));
      // Several entries (a project's phases) are joined as the list joins them.
      column.separator = t('crud.listSeparator');
    } else if (typeof kind === 'object' && 'options' in kind) {
      column.kind = 'options';
      column.options = kind.options.map((o) => ({ value: o.value, label: t(o.label) }));
      if (kind.join) column.separator = kind.join;
    } else if (typeof kind === 'object' && 'part' in kind) {
      column.part = kind.part;
      if (kind.from) column.key = kind.from;
      column.separator = t('crud.listSeparator');
    } else if (typeof kind === 'object') column.separator = kind.join;
    else if (kind && kind !== 'text') column.kind = kind;
    sheetColumns.push(column);
  }
  return { fileName: exportFileName(opts.title, opts.at ?? new Date()), sheetName: opts.title.replace(/[\\/:*?[\]]/g, '').slice(0, 31) || 'Sheet1', columns: sheetColumns };
}
