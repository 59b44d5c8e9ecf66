import type { Insertable } from 'kysely';
import { SEEDED_DICTIONARIES } from '@shared/dictionaries';
import type { Executor } from '../db/database';
import type { DictTable } from '../db/schema';
import { newId } from '../db/ids';
import { countDicts, DICT_ROOT_PARENT, dictRoot, insertDicts } from '../repositories/dicts';

/**
 * Every dictionary code the three spec documents name, with its entries and their English twins, is
 * declared in src/shared/dictionaries (the renderer's English labels read the same list); the seed
 * stores the Chinese. Values the spec leaves open: docs/decisions-server.md. Numbering starts above
 * the fixed root ids so generated ids never collide with them.
 */
const FIRST_GENERATED_ID = 1000;

export function dictRows(): Insertable<DictTable>[] {
  let next = FIRST_GENERATED_ID;
  const rows: Insertable<DictTable>[] = [];
  SEEDED_DICTIONARIES.forEach((dict, i) => {
    const rootId = dict.rootId ?? String(next++);
    rows.push({ id: rootId, parent_id: DICT_ROOT_PARENT, code: dict.code, dict_key: '-1', dict_value: dict.name.zh, sort: i + 1, remark: '', is_sealed: 1 });
    dict.entries.forEach((entry, j) =>
      rows.push({ id: String(next++), parent_id: rootId, code: dict.code, dict_key: entry.key, dict_value: entry.zh, sort: j + 1, remark: entry.remark ?? '', is_sealed: 0 }),
    );
  });
  return rows;
}

/**
 * An empty table gets every dictionary with the fixed numbering; a database from an earlier version
 * gets only the dictionaries it lacks (by code), with fresh ids, so an administrator's edits stay.
 */
export async function seedDictionaries(db: Executor): Promise<void> {
  const rows = dictRows();
  if ((await countDicts(db)) === 0) return insertDicts(db, rows);
  const missing: string[] = [];
  for (const dict of SEEDED_DICTIONARIES) if (!(await dictRoot(db, dict.code))) missing.push(dict.code);
  if (missing.length === 0) return;
  const fresh = new Map<string, string>();
  const added = rows
    .filter((row) => missing.includes(row.code))
    .map((row) => {
      const id = row.parent_id === DICT_ROOT_PARENT && SEEDED_DICTIONARIES.some((d) => d.rootId === row.id) ? row.id : newId();
      fresh.set(row.id, id);
      return { ...row, id, parent_id: fresh.get(row.parent_id) ?? row.parent_id };
    });
  await insertDicts(db, added);
}
