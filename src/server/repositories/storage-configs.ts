import type { Kysely, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { OssConfigTable, SmsConfigTable } from '../db/schema-storage-configs';

/** The two configuration tables share their shape where this file works on them: code, status, times. */
export type ConfigTable = 'oss_config' | 'sms_config';
export type OssConfigRow = Selectable<OssConfigTable>;
export type SmsConfigRow = Selectable<SmsConfigTable>;
type RowOf<T extends ConfigTable> = T extends 'oss_config' ? OssConfigRow : SmsConfigRow;

// kysely cannot type a table chosen at run time; the columns used here exist in both.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const any = (db: Executor) => db as unknown as Kysely<any>;

const escapeLike = (v: string) => `%${v.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

export async function pageConfigs<T extends ConfigTable>(
  db: Executor,
  table: T,
  q: { current: number; size: number; code?: string; category?: string },
): Promise<{ rows: RowOf<T>[]; total: number }> {
  let base = any(db).selectFrom(table as string);
  if (q.code) base = base.where('code', 'like', escapeLike(q.code));
  if (q.category) base = base.where('category', '=', q.category);
  const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  // The enabled one first, then the newest.
  let page = base.selectAll().orderBy('status', 'desc').orderBy('create_time', 'desc').orderBy('id', 'desc');
  if (q.size !== -1) page = page.limit(q.size).offset((q.current - 1) * q.size);
  return { rows: (await page.execute()) as RowOf<T>[], total: Number((total as { n: unknown }).n) };
}

export async function findConfig<T extends ConfigTable>(db: Executor, table: T, id: string): Promise<RowOf<T> | undefined> {
  return (await any(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as RowOf<T> | undefined;
}

export async function enabledConfig<T extends ConfigTable>(db: Executor, table: T): Promise<RowOf<T> | undefined> {
  return (await any(db).selectFrom(table).selectAll().where('status', '=', 1).orderBy('id').executeTakeFirst()) as RowOf<T> | undefined;
}

/** Whether another row than `id` already has this code. */
export async function codeTaken(db: Executor, table: ConfigTable, code: string, id?: string): Promise<boolean> {
  let q = any(db).selectFrom(table).select('id').where('code', '=', code);
  if (id) q = q.where('id', '!=', id);
  return !!(await q.executeTakeFirst());
}

export async function insertConfig(db: Executor, table: ConfigTable, row: Record<string, unknown>): Promise<void> {
  await any(db).insertInto(table).values(row).execute();
}

export async function updateConfig(db: Executor, table: ConfigTable, id: string, columns: Record<string, unknown>): Promise<void> {
  await any(db).updateTable(table).set(columns).where('id', '=', id).execute();
}

/**
 * Removes the rows of `ids`, all or none: null when one does not exist, 'enabled' when one is the
 * enabled configuration (which must stay).
 */
export async function deleteConfigs(db: Executor, table: ConfigTable, ids: string[]): Promise<'enabled' | null | number> {
  const wanted = [...new Set(ids)];
  const rows = (await any(db).selectFrom(table).select(['id', 'status']).where('id', 'in', wanted).execute()) as { id: string; status: number }[];
  if (rows.length !== wanted.length) return null;
  if (rows.some((r) => Number(r.status) === 1)) return 'enabled';
  await any(db).deleteFrom(table).where('id', 'in', wanted).execute();
  return rows.length;
}

/**
 * Enables one row and disables every other in ONE statement: it writes (and so locks) every row, so
 * two enables at once are serialised and the last one wins — never two enabled rows.
 */
export async function enableConfig(db: Executor, table: ConfigTable, id: string, now: string): Promise<void> {
  await any(db)
    .updateTable(table)
    .set((eb) => ({
      status: eb.case().when('id', '=', id).then(1).else(0).end(),
      update_time: eb.case().when('id', '=', id).then(now).else(eb.ref('update_time')).end(),
    }))
    .execute();
}
