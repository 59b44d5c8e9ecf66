import { formatYuan } from '@shared/domain/money';
import { looseT } from './looseT';
import type { Column, ColumnExport } from './types';

/**
 * List columns whose kind the export knows (issue 18): money shown as yuan and exported as a number
 * with two decimals; a time exported as yyyy-MM-dd HH:mm:ss; a percentage shown with its sign and
 * exported as a number. The heading is resources.<resource>.fields.<key> as for any column.
 */
export function moneyColumn<Rec>(key: string & keyof Rec, options: { width?: number } = {}): Column<Rec> {
  return { key, width: options.width, align: 'end', exportAs: 'money', render: (record) => (record[key] === null || record[key] === undefined || record[key] === '' ? '' : formatYuan(record[key] as string)) };
}

export function dateColumn<Rec>(key: string & keyof Rec, options: { width?: number } = {}): Column<Rec> {
  return { key, width: options.width ?? 170, exportAs: 'date' };
}

export function percentColumn<Rec>(key: string & keyof Rec, options: { width?: number } = {}): Column<Rec> {
  return { key, width: options.width, align: 'end', exportAs: 'percent', render: (record) => (record[key] === null || record[key] === undefined || record[key] === '' ? '' : `${String(record[key])} %`) };
}

/** A time shown (and exported) as its day, yyyy-MM-dd: a plan's start and end. */
export function dayColumn<Rec>(key: string & keyof Rec, options: { width?: number } = {}): Column<Rec> {
  return { key, width: options.width, exportAs: 'day', render: (record) => String(record[key] ?? '').slice(0, 10) };
}

/**
 * A column of a few fixed values shown by their labels (`<labels>.<value>`, a status): the table
 * and the export show the same label.
 */
export function labelColumn<Rec>(key: string & keyof Rec, labels: string, values: readonly (string | number)[], options: { width?: number } = {}): Column<Rec> {
  return {
    key,
    width: options.width,
    exportAs: { options: values.map((v) => ({ value: String(v), label: `${labels}.${v}` })) },
    render: (record) => (record[key] === null || record[key] === undefined ? '' : looseT(`${labels}.${String(record[key])}`)),
  };
}

/**
 * The export of a column whose render shows fixed values by labels not keyed by the value itself
 * (a 0/1 flag under yes/no keys): each value and its label's i18n key, the render left as it is.
 */
export function optionLabels(labels: Record<string, string>): ColumnExport {
  return { options: Object.entries(labels).map(([value, label]) => ({ value, label })) };
}
