import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_DICTIONARIES } from '@shared/dictionaries';
import { loadConfig } from '../../../src/server/config';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrations';
import { seedDictionaries } from '../../../src/server/seed/dictionaries';

/**
 * A database made by an earlier version lacks the dictionaries a later one brought (the project
 * area's xmzt, zbzt...): the next start adds each missing dictionary whole and leaves the others —
 * and what an administrator changed in them — as they were.
 */
describe('dictionaries a new version brings reach an existing database', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cem-dict-upgrade-'));
    db = openDatabase(loadConfig(dir, {}).databaseUrl).db;
    await migrateToLatest(db);
    await seedDictionaries(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('adds the missing ones with their entries, keeps an edited one and adds nothing twice', async () => {
    // An older database: no project status dictionary, and an administrator's edit in the phases.
    await db.deleteFrom('dict').where('code', '=', 'xmzt').execute();
    await db.updateTable('dict').set({ dict_value: '方案设计（改）' }).where('code', '=', 'xmjd').where('dict_key', '=', '2').execute();
    const before = await db.selectFrom('dict').select('id').execute();

    await seedDictionaries(db);
    await seedDictionaries(db);

    const xmzt = await db.selectFrom('dict').selectAll().where('code', '=', 'xmzt').orderBy('sort').execute();
    const seeded = SEEDED_DICTIONARIES.find((d) => d.code === 'xmzt')!;
    const root = xmzt.find((r) => r.parent_id === '0')!;
    expect(root.dict_value).toBe(seeded.name.zh);
    expect(xmzt.filter((r) => r.parent_id === root.id).map((r) => [r.dict_key, r.dict_value])).toEqual(seeded.entries.map((e) => [e.key, e.zh]));
    // Fresh ids: none of the rows that stayed was reused or changed.
    expect(xmzt.some((r) => before.some((b) => b.id === r.id))).toBe(false);
    const phase = await db.selectFrom('dict').select('dict_value').where('code', '=', 'xmjd').where('dict_key', '=', '2').executeTakeFirstOrThrow();
    expect(phase.dict_value).toBe('方案设计（改）');
    expect((await db.selectFrom('dict').select('id').execute()).length).toBe(before.length + xmzt.length);
  });
});
