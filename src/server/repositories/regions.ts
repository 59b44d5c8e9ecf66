import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { RegionTable } from '../db/schema';

export type RegionRow = Selectable<RegionTable>;

export async function regionChildren(db: Executor, parentCode: string): Promise<RegionRow[]> {
  return db.selectFrom('region').selectAll().where('parent_code', '=', parentCode).orderBy('code').execute();
}

export async function findRegion(db: Executor, code: string): Promise<RegionRow | undefined> {
  return db.selectFrom('region').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function countRegions(db: Executor): Promise<number> {
  const row = await db.selectFrom('region').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts in chunks of `chunk` rows: one statement per chunk stays under the bound-parameter limits. */
export async function insertRegions(db: Executor, rows: Insertable<RegionTable>[], chunk: number): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insertInto('region').values(rows.slice(i, i + chunk)).execute();
  }
}
