import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { DictTable } from '../db/schema';

/** Dictionaries are shared by every organisation: a root row per code (parent 0), its entries beneath. */
export type DictRow = Selectable<DictTable>;

export const DICT_ROOT_PARENT = '0';

export async function dictRoot(db: Executor, code: string): Promise<DictRow | undefined> {
  return db.selectFrom('dict').selectAll().where('code', '=', code).where('parent_id', '=', DICT_ROOT_PARENT).executeTakeFirst();
}

export async function dictChildren(db: Executor, code: string, parentIds: string[]): Promise<DictRow[]> {
  if (!parentIds.length) return [];
  return db.selectFrom('dict').selectAll().where('code', '=', code).where('parent_id', 'in', parentIds).orderBy('sort').orderBy('id').execute();
}

export async function insertDicts(db: Executor, rows: Insertable<DictTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db.insertInto('dict').values(rows.slice(i, i + 200)).execute();
  }
}

export async function countDicts(db: Executor): Promise<number> {
  const row = await db.selectFrom('dict').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The table of each kind of dictionary: system (dict) or business (dict_biz), the same columns. */
export type DictTableName = 'dict' | 'dict_biz';

export async function findDict(db: Executor, table: DictTableName, id: string): Promise<DictRow | undefined> {
  return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findDicts(db: Executor, table: DictTableName, ids: string[]): Promise<DictRow[]> {
  if (!ids.length) return [];
  return db.selectFrom(table).selectAll().where('id', 'in', ids).execute();
}

/** A page of entries: the dictionaries (parent 0) or one parent's entries, filtered by code and name. */
export async function pageDicts(
  db: Executor,
  table: DictTableName,
  q: { parentId?: string; code?: string; dictValue?: string; current: number; size: number },
): Promise<{ rows: DictRow[]; total: number }> {
  let query = db.selectFrom(table);
  if (q.parentId) query = query.where('parent_id', '=', q.parentId);
  if (q.code) query = query.where('code', 'like', `%${q.code}%`);
  if (q.dictValue) query = query.where('dict_value', 'like', `%${q.dictValue}%`);
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let rows = query.selectAll().orderBy('sort').orderBy('id');
  if (q.size > 0) rows = rows.limit(q.size).offset((q.current - 1) * q.size);
  return { rows: await rows.execute(), total: Number(n) };
}

/** Every row of a table, for the trees (a few thousand at most). */
export async function allDicts(db: Executor, table: DictTableName, code?: string): Promise<DictRow[]> {
  let query = db.selectFrom(table).selectAll();
  if (code) query = query.where('code', '=', code);
  return query.orderBy('sort').orderBy('id').execute();
}

export async function rootOf(db: Executor, table: DictTableName, code: string): Promise<DictRow | undefined> {
  return db.selectFrom(table).selectAll().where('code', '=', code).where('parent_id', '=', DICT_ROOT_PARENT).executeTakeFirst();
}

export async function childrenOf(db: Executor, table: DictTableName, parentId: string, code?: string): Promise<DictRow[]> {
  let query = db.selectFrom(table).selectAll().where('parent_id', '=', parentId);
  if (code) query = query.where('code', '=', code);
  return query.orderBy('sort').orderBy('id').execute();
}

/** A sibling holding `key` under `parentId` (other than `exceptId`). */
export async function siblingWithKey(db: Executor, table: DictTableName, parentId: string, key: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom(table).select('id').where('parent_id', '=', parentId).where('dict_key', '=', key);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return !!(await query.executeTakeFirst());
}

export async function countChildren(db: Executor, table: DictTableName, parentIds: string[]): Promise<number> {
  if (!parentIds.length) return 0;
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('parent_id', 'in', parentIds).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertDict(db: Executor, table: DictTableName, row: Insertable<DictTable>): Promise<void> {
  await db.insertInto(table).values(row).execute();
}

export async function updateDict(db: Executor, table: DictTableName, id: string, values: Partial<Omit<DictRow, 'id'>>): Promise<void> {
  await db.updateTable(table).set(values).where('id', '=', id).execute();
}

/** A dictionary's code renamed: its entries carry the code too. */
export async function renameCode(db: Executor, table: DictTableName, from: string, to: string): Promise<void> {
  await db.updateTable(table).set({ code: to }).where('code', '=', from).execute();
}

export async function removeDicts(db: Executor, table: DictTableName, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom(table).where('id', 'in', ids).execute();
}

/** The stamp that moves with every dictionary write (dict_stamp, one row). */
export async function readDictStamp(db: Executor): Promise<string | undefined> {
  return (await db.selectFrom('dict_stamp').select('stamp').where('name', '=', 'dict').executeTakeFirst())?.stamp;
}

export async function writeDictStamp(db: Executor, stamp: string): Promise<void> {
  await db
    .insertInto('dict_stamp')
    .values({ name: 'dict', stamp })
    .onConflict((oc) => oc.column('name').doUpdateSet({ stamp }))
    .execute();
}
