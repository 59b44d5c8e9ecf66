import { formatDateTime } from '@shared/domain/excel';
import { formatYuan } from '@shared/domain/money';
import type { ReactNode } from 'react';
import type { PrintField } from './types';

/** A time as yyyy-MM-dd HH:mm:ss; a bare day reads as its midnight, so every date of a print has one shape. */
export function printDateTime(value: unknown): string {
  const text = formatDateTime(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text} 00:00:00` : text;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** A field's value as the print shows it; a blank as a dash, so an empty cell is not taken for a missing one. */
export function printValue<Rec>(field: PrintField<Rec>, record: Rec): ReactNode {
  if (field.show) return field.show(record);
  const value = (record as Record<string, unknown>)[field.key];
  if (blank(value)) return '—';
  switch (field.kind) {
    case 'money':
      return formatYuan(value as string);
    case 'date':
      return printDateTime(value);
    case 'percent':
      return `${String(value)} %`;
    default:
      return String(value);
  }
}

/** The fields two to a row (label, value, label, value); a wide one takes a row of its own. */
export function rowsOf<T extends { wide?: boolean }>(fields: T[]): T[][] {
  const rows: T[][] = [];
  let open: T[] | null = null;
  for (const f of fields) {
    if (f.wide) {
      rows.push([f]);
      open = null;
    } else if (open && open.length < 2) {
      open.push(f);
      open = null;
    } else {
      open = [f];
      rows.push(open);
    }
  }
  return rows;
}
