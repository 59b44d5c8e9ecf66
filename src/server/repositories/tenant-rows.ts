/**
 * Repository helpers for any business table that carries its organisation (tenant_id): every
 * helper takes the tenant as a required argument, so a query cannot forget it.
 */
import type { Expression, ExpressionBuilder, Kysely, SelectQueryBuilder, SqlBool } from 'kysely';
import { ALL_RECORDS } from '@shared/api/envelope';
import type { Executor } from '../db/database';
import type { Database } from '../db/schema';

/** Tables with id, tenant_id and create_time: the ones the generic routes serve. */
export type TenantTable = {
  [K in keyof Database]: Database[K] extends { id: string; tenant_id: string; create_time: string } ? K : never;
}[keyof Database];

// The generic helpers work on any such table; kysely cannot type a table chosen at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * A further condition on the tenant's rows that every read, update and delete of a resource
 * carries (the data-scope rule: own department, own records). One expression serves the three
 * kinds of statement, so a rule cannot be applied to reads and forgotten on writes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ScopeWhere = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

/** Column and direction pairs, most significant first; columns are the table's own. */
export type RowOrder = readonly (readonly [string, 'asc' | 'desc'])[];

export interface ScopeOptions {
  scope?: ScopeWhere;
}

export interface RowsOptions extends ScopeOptions {
  /** Narrows the tenant's rows (search filters); columns are qualified with the table name. */
  filter?: (query: AnySelect) => AnySelect;
  /** Adds the creator's name and department name (create_user_name, create_dept_name); 'name': the name only (no create_dept column). */
  creator?: boolean | 'name';
  /** The page's order (create_time desc by default); the id, descending, always breaks ties. */
  order?: RowOrder;
}

function selectRows(db: Executor, table: TenantTable, tenantId: string, options: RowsOptions): AnySelect {
  let query: AnySelect = (db as unknown as AnyDb).selectFrom(table).where(`${table}.tenant_id`, '=', tenantId);
  if (options.scope) query = query.where(options.scope);
  if (options.filter) query = options.filter(query);
  return query;
}

function withCreator(query: AnySelect, table: TenantTable, creator?: boolean | 'name'): AnySelect {
  let q = query.selectAll(table);
  if (creator) q = q.leftJoin('app_user', 'app_user.id', `${table}.create_user`).select('app_user.real_name as create_user_name');
  if (creator === true) q = q.leftJoin('dept', 'dept.id', `${table}.create_dept`).select('dept.name as create_dept_name');
  return q;
}

export async function pageTenantRows<R>(
  db: Executor,
  table: TenantTable,
  tenantId: string,
  paging: { current: number; size: number },
  options: RowsOptions = {},
): Promise<{ rows: R[]; total: number }> {
  const base = selectRows(db, table, tenantId, options);
  const totalRow = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = withCreator(base, table, options.creator);
  for (const [column, direction] of options.order ?? [['create_time', 'desc']]) page = page.orderBy(`${table}.${column}`, direction);
  page = page.orderBy(`${table}.id`, 'desc');
  if (paging.size !== ALL_RECORDS) page = page.limit(paging.size).offset((paging.current - 1) * paging.size);
  return { rows: (await page.execute()) as R[], total: Number((totalRow as { n: unknown }).n) };
}

export async function findTenantRow<R>(db: Executor, table: TenantTable, tenantId: string, id: string, options: RowsOptions = {}): Promise<R | undefined> {
  const query = withCreator(selectRows(db, table, tenantId, options), table, options.creator).where(`${table}.id`, '=', id);
  return (await query.executeTakeFirst()) as R | undefined;
}

export async function insertTenantRow(db: Executor, table: TenantTable, tenantId: string, values: Record<string, unknown>): Promise<void> {
  await (db as unknown as AnyDb).insertInto(table).values({ ...values, tenant_id: tenantId }).execute();
}

/** Changes one of the tenant's rows; false when it is not the tenant's (or does not exist). */
export async function updateTenantRow(
  db: Executor,
  table: TenantTable,
  tenantId: string,
  id: string,
  values: Record<string, unknown>,
  options: ScopeOptions & { statusIn?: { column: string; values: readonly unknown[] } } = {},
): Promise<boolean> {
  let query = (db as unknown as AnyDb).updateTable(table).set(values).where('tenant_id', '=', tenantId).where('id', '=', id);
  if (options.scope) query = query.where(options.scope);
  // The conditional write of a status change: only while the row is still in one of these statuses.
  if (options.statusIn) query = query.where(options.statusIn.column, 'in', options.statusIn.values);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0) === 1;
}

export async function countTenantRows(db: Executor, table: TenantTable, tenantId: string, ids: string[], options: ScopeOptions = {}): Promise<number> {
  let query = (db as unknown as AnyDb)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids);
  if (options.scope) query = query.where(options.scope);
  const row = await query.executeTakeFirstOrThrow();
  return Number((row as { n: unknown }).n);
}

export async function removeTenantRows(db: Executor, table: TenantTable, tenantId: string, ids: string[], options: ScopeOptions = {}): Promise<number> {
  let query = (db as unknown as AnyDb).deleteFrom(table).where('tenant_id', '=', tenantId).where('id', 'in', ids);
  if (options.scope) query = query.where(options.scope);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
