import { sql } from 'kysely';
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

/** A page of one parent's children, optionally narrowed by a code prefix or a name fragment. */
export async function pageRegionChildren(
  db: Executor,
  q: { parentCode: string; code?: string; name?: string; current: number; size: number },
): Promise<{ rows: RegionRow[]; total: number }> {
  let base = db.selectFrom('region').where('parent_code', '=', q.parentCode);
  if (q.code) base = base.where('code', 'like', `${q.code.replace(/[%_\\]/g, '')}%`);
  if (q.name) base = base.where('name', 'like', `%${q.name.replace(/[%_\\]/g, '')}%`);
  const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base.selectAll().orderBy('code').limit(q.size).offset((q.current - 1) * q.size).execute();
  return { rows, total };
}

export async function insertRegion(db: Executor, row: Insertable<RegionTable>): Promise<void> {
  await db.insertInto('region').values(row).execute();
  await db.updateTable('region').set({ has_children: 1 }).where('code', '=', row.parent_code).execute();
}

export async function renameRegion(db: Executor, code: string, name: string): Promise<void> {
  await db.updateTable('region').set({ name }).where('code', '=', code).execute();
}

/** Removes the regions and marks each parent left without children as a leaf. */
export async function removeRegions(db: Executor, codes: string[]): Promise<void> {
  const parents = await db.selectFrom('region').select('parent_code').distinct().where('code', 'in', codes).execute();
  await db.deleteFrom('region').where('code', 'in', codes).execute();
  for (const { parent_code } of parents) {
    const left = await db.selectFrom('region').select('code').where('parent_code', '=', parent_code).limit(1).executeTakeFirst();
    if (!left) await db.updateTable('region').set({ has_children: 0 }).where('code', '=', parent_code).execute();
  }
}

/**
 * Which kind of record still names one of these codes: organisations (service regions and seat),
 * people (profile area, expert certification), customers, other companies and registrations. Comma-
 * joined columns match a whole element only ('31' is not found in '3101').
 */
export async function regionUse(db: Executor, code: string): Promise<'organisation' | 'person' | 'customer' | 'record' | undefined> {
  const listed = (column: string) => sql<boolean>`(',' || ${sql.ref(column)} || ',') like ${`%,${code},%`}`;
  const found = async (query: Promise<unknown>) => (await query) !== undefined;
  if (
    await found(
      db.selectFrom('tenant').select('tenant_id').where((eb) => eb.or([listed('service_codes'), listed('province_codes')])).limit(1).executeTakeFirst(),
    )
  )
    return 'organisation';
  if (await found(db.selectFrom('user_profile').select('user_id').where('area_code', '=', code).limit(1).executeTakeFirst())) return 'person';
  if (await found(db.selectFrom('expert_cert').select('user_id').where('area_code', '=', code).limit(1).executeTakeFirst())) return 'person';
  if (await found(db.selectFrom('customer').select('id').where('area_code', '=', code).limit(1).executeTakeFirst())) return 'customer';
  if (await found(db.selectFrom('biz_record').select('id').where(listed('province_codes')).limit(1).executeTakeFirst())) return 'record';
  if (await found(db.selectFrom('enterprise_registration').select('id').where(listed('province_codes')).limit(1).executeTakeFirst())) return 'record';
  return undefined;
}
