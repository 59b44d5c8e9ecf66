/**
 * Repository helpers for any business table that carries its organisation (tenant_id): every
 * helper takes the tenant as a required argument, so a query cannot forget it.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
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

export interface RowsOptions {
  /** Narrows the tenant's rows (search filters); columns are qualified with the table name. */
  filter?: (query: AnySelect) => AnySelect;
  /** Adds the creator's name and department name (create_user_name, create_dept_name). */
  creator?: boolean;
}

function selectRows(db: Executor, table: TenantTable, tenantId: string, options: RowsOptions): AnySelect {
  let query: AnySelect = (db as unknown as AnyDb).selectFrom(table).where(`${table}.tenant_id`, '=', tenantId);
  if (options.filter) query = options.filter(query);
  return query;
}

function withCreator(query: AnySelect, table: TenantTable, creator?: boolean): AnySelect {
  let q = query.selectAll(table);
  if (creator) {
    q = q.leftJoin('app_user', 'app_user.id', `${table}.create_user`).select('app_user.real_name as create_user_name');
    q = q.leftJoin('dept', 'dept.id', `${table}.create_dept`).select('dept.name as create_dept_name');
  }
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
  let page = withCreator(base, table, options.creator).orderBy(`${table}.create_time`, 'desc').orderBy(`${table}.id`, 'desc');
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
export async function updateTenantRow(db: Executor, table: TenantTable, tenantId: string, id: string, values: Record<string, unknown>): Promise<boolean> {
  const result = await (db as unknown as AnyDb).updateTable(table).set(values).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0) === 1;
}

export async function countTenantRows(db: Executor, table: TenantTable, tenantId: string, ids: string[]): Promise<number> {
  const row = await (db as unknown as AnyDb)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number((row as { n: unknown }).n);
}

export async function removeTenantRows(db: Executor, table: TenantTable, tenantId: string, ids: string[]): Promise<number> {
  const result = await (db as unknown as AnyDb).deleteFrom(table).where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
