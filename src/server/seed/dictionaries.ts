import type { Insertable } from 'kysely';
import { SEEDED_DICTIONARIES } from '@shared/dictionaries';
import type { Executor } from '../db/database';
import type { DictTable } from '../db/schema';
import { countDicts, DICT_ROOT_PARENT, insertDicts } from '../repositories/dicts';

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

export async function seedDictionaries(db: Executor): Promise<void> {
  if ((await countDicts(db)) > 0) return;
  await insertDicts(db, dictRows());
}
