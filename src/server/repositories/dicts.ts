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
