import { rmSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { ownerOnlySqlite } from '../files/ownerOnly';
import type { CacheDatabase } from './cacheSchema';
import { migrateCache } from './migrations';

export type CacheDb = Kysely<CacheDatabase>;

/** The kysely database, and the same connection raw for the one hot read that skips query building. */
export interface OpenedCache {
  db: CacheDb;
  sqlite: BetterSqlite3.Database;
}

/** The files SQLite keeps for one database in WAL mode. */
export function cacheFiles(file: string): string[] {
  return [file, `${file}-wal`, `${file}-shm`];
}

export function removeCacheFiles(file: string): void {
  for (const f of cacheFiles(file)) rmSync(f, { force: true });
}

async function openOnce(file: string, owner: string): Promise<OpenedCache> {
  ownerOnlySqlite(file);
  const sqlite = new BetterSqlite3(file);
  const db = new Kysely<CacheDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    sqlite.pragma('journal_mode = WAL');
    // NORMAL in WAL mode survives a crash of the app; only a power cut may lose the last moments.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 2000');
    const check = sqlite.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`quick_check: ${String(check)}`);
    await migrateCache(db as unknown as Kysely<unknown>);
    const meta = await db.selectFrom('cache_meta').select('value').where('name', '=', 'owner').executeTakeFirst();
    if (!meta) await db.insertInto('cache_meta').values({ name: 'owner', value: owner }).execute();
    else if (meta.value !== owner) throw new Error('the cache file belongs to another scope');
    return { db, sqlite };
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
}

/**
 * Opens (creating it if need be) a cache file in WAL mode at the current schema. A file that is
 * corrupt, written by a newer app or made for another scope is discarded and built afresh: the
 * cache is a copy of the server's data, and losing it must never stop the app. Throws only when
 * not even a fresh file can be made (a read-only or full disk); the caller then runs without cache.
 */
export async function openCacheDatabase(file: string, owner: string, onDiscard: (reason: string) => void = () => {}): Promise<OpenedCache> {
  try {
    return await openOnce(file, owner);
  } catch (error) {
    onDiscard((error as Error).message);
    removeCacheFiles(file);
    return openOnce(file, owner);
  }
}
