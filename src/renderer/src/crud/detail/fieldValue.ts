import type { ReactNode } from 'react';
import type { Column } from '../types';
import type { DetailField } from './types';

/** A field's key, and how its value reads: its own render, else its column's, else the value as text. */
export function fieldOf<Rec>(field: DetailField<Rec>, columns: Column<Rec>[]): { key: string; wide: boolean; show: (record: Rec) => ReactNode } {
  const own = typeof field === 'string' ? { key: field } : field;
  const render = own.render ?? columns.find((c) => c.key === own.key)?.render;
  return {
    key: own.key,
    wide: own.wide ?? false,
    show: render ?? ((record) => textOf((record as Record<string, unknown>)[own.key])),
  };
}

/** What a raw value reads as; an empty one as a dash, so a blank is not taken for a value still loading. */
export function textOf(value: unknown): string {
  return value === undefined || value === null || value === '' ? '—' : String(value);
}
