/**
 * Search filters and sort declared as data: `filters: { compName: like('comp_name'), status:
 * equals('status'), createTime: dayRange('create_time') }`. The key is the page query's field (a
 * day range reads `<key>From` and `<key>To`), the column is the resource table's own; an absent or
 * empty value filters nothing. Values come from the resource's shared page schema, already checked.
 */
import { sortQuerySchema, SORT_MESSAGES } from '@shared/api/sorting';
import { dayRange as dayBounds } from '@shared/domain/fields';
import type { Executor } from '../../db/database';
import type { AnySelect, RowOrder } from '../../repositories/tenant-rows';
import type { Caller } from '../caller';
import { badRequest } from '../errors';
import { parseInput } from '../validate';

export interface FilterEnv {
  db: Executor;
  table: string;
  caller: Caller;
}

/** Narrows a page by the query's field `key`. */
export type FilterRule = (query: AnySelect, q: Record<string, unknown>, key: string, env: FilterEnv) => AnySelect;

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The column contains the text (a keyword search; % and _ typed act as wildcards, harmless and portable). */
export const like =
  (column: string): FilterRule =>
  (query, q, key, { table }) =>
    given(q[key]) ? query.where(`${table}.${column}`, 'like', `%${String(q[key])}%`) : query;

export const equals =
  (column: string): FilterRule =>
  (query, q, key, { table }) =>
    given(q[key]) ? query.where(`${table}.${column}`, '=', q[key]) : query;

/** The column starts with the value (a province code over area codes). */
export const prefix =
  (column: string): FilterRule =>
  (query, q, key, { table }) =>
    given(q[key]) ? query.where(`${table}.${column}`, 'like', `${String(q[key])}%`) : query;

/** `<key>From` and `<key>To`: from the first day's 00:00:00 to the last day's 23:59:59 (spec 1 §9). */
export const dayRange =
  (column: string): FilterRule =>
  (query, q, key, { table }) => {
    const range = dayBounds(q[`${key}From`] as string | undefined, q[`${key}To`] as string | undefined);
    let next = query;
    if (range.from) next = next.where(`${table}.${column}`, '>=', range.from);
    if (range.to) next = next.where(`${table}.${column}`, '<=', range.to);
    return next;
  };

/** `<key>=1` keeps the caller's own rows (mine=1, my customers). */
export const mine =
  (column = 'create_user'): FilterRule =>
  (query, q, key, { table, caller }) =>
    q[key] === 1 || q[key] === '1' ? query.where(`${table}.${column}`, '=', caller.userId) : query;

/** The creator's name contains the text. */
export const creatorName =
  (column = 'create_user'): FilterRule =>
  (query, q, key, { table, db }) =>
    given(q[key]) ? query.where(`${table}.${column}`, 'in', db.selectFrom('app_user').select('id').where('real_name', 'like', `%${String(q[key])}%`)) : query;

export function applyFilters(query: AnySelect, filters: Record<string, FilterRule> | undefined, q: Record<string, unknown>, env: FilterEnv): AnySelect {
  let next = query;
  for (const [key, rule] of Object.entries(filters ?? {})) next = rule(next, q, key, env);
  return next;
}

/** What a resource may be sorted by (API name → column) and its order when nothing is asked. */
export interface SortDeclaration {
  columns?: Record<string, string>;
  default: RowOrder;
}

/** The asked order first (only an allowed field), then the default; unknown fields are refused. */
export function orderOf(sort: SortDeclaration | undefined, rawQuery: unknown): RowOrder | undefined {
  const { sortBy, sortOrder } = parseInput(sortQuerySchema, rawQuery);
  if (!sortBy) return sort?.default;
  const column = sort?.columns && Object.hasOwn(sort.columns, sortBy) ? sort.columns[sortBy] : undefined;
  if (!column) throw badRequest(SORT_MESSAGES.sortField);
  return [[column, sortOrder ?? 'asc'], ...(sort?.default ?? []).filter(([c]) => c !== column)];
}
