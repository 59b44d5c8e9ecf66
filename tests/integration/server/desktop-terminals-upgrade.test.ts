import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrations';
import { seedDictionaries } from '../../../src/server/seed/dictionaries';

/**
 * A database made before issue 19 has the mobileType dictionary with 安卓 and iOS only (the seed adds
 * whole dictionaries, never entries): migration 075 adds Windows, macOS and Linux to it, keeping an
 * administrator's edits, and the installer columns of app_version.
 */
describe('desktop terminals reach an existing database (migration 075)', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cem-desktop-upgrade-'));
    db = openDatabase(loadConfig(dir, {}).databaseUrl).db;
    await migrateToLatest(db);
    await seedDictionaries(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('adds the three desktop terminals after the mobile ones and the installer columns', async () => {
    // The database as it was before 075, with an administrator's edit of 安卓.
    await db.deleteFrom('dict').where('code', '=', 'mobileType').where('dict_key', 'in', ['3', '4', '5']).execute();
    await db.updateTable('dict').set({ dict_value: '安卓手机' }).where('code', '=', 'mobileType').where('dict_key', '=', '1').execute();
    await db.schema.alterTable('app_version').dropColumn('file_size').execute();
    await db.schema.alterTable('app_version').dropColumn('file_sha512').execute();
    await sql`delete from kysely_migration where name = '2026-11-30-076-desktop-app-versions'`.execute(db);

    await migrateToLatest(db);
    await seedDictionaries(db);

    const entries = await db.selectFrom('dict').select(['dict_key', 'dict_value', 'sort']).where('code', '=', 'mobileType').where('parent_id', '!=', '0').orderBy('sort').execute();
    expect(entries.map((e) => [e.dict_key, e.dict_value, e.sort])).toEqual([
      ['1', '安卓手机', 1],
      ['2', 'iOS', 2],
      ['3', 'Windows', 3],
      ['4', 'macOS', 4],
      ['5', 'Linux', 5],
    ]);
    const row = await db.selectFrom('app_version').select(['file_sha512', 'file_size']).limit(1).execute();
    expect(row).toEqual([]);
  });
});
