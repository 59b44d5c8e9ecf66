import { rmSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { ownerOnlySqlite } from '../files/ownerOnly';
import type { CacheCipher } from './cacheCipher';
import type { CacheDatabase } from './cacheSchema';
import { migrateCache } from './migrations';

export type CacheDb = Kysely<CacheDatabase>;

/** The kysely database, the same connection raw for the one hot read that skips query building, and the file's cipher. */
export interface OpenedCache {
  db: CacheDb;
  sqlite: BetterSqlite3.Database;
  cipher: CacheCipher;
}

/** Where a cache lives when no keychain can keep its key: in memory, gone when the app closes. */
export const IN_MEMORY = ':memory:';

/** The files SQLite keeps for one database in WAL mode. */
export function cacheFiles(file: string): string[] {
  return [file, `${file}-wal`, `${file}-shm`];
}

export function removeCacheFiles(file: string): void {
  if (file === IN_MEMORY) return;
  for (const f of cacheFiles(file)) rmSync(f, { force: true });
}

/**
 * Every file carries a value sealed with its key. A file without one was written before bodies were
 * sealed: its drafts and outbox (the person's work) are sealed in place, its cached answers dropped
 * (a copy of the server's, fetched again). A file sealed with another key cannot be read: it is
 * rebuilt, as a corrupt one is.
 */
function checkKey(sqlite: BetterSqlite3.Database, cipher: CacheCipher): void {
  const row = sqlite.prepare("SELECT value FROM cache_meta WHERE name = 'key_check'").get() as { value: string } | undefined;
  if (row) {
    if (!cipher.matches(row.value)) throw new Error('the cache file was sealed with another key');
    return;
  }
  sqlite.transaction(() => {
    sqlite.prepare('DELETE FROM response').run();
    const drafts = sqlite.prepare('SELECT form_key, data FROM draft').all() as { form_key: string; data: string }[];
    const sealDraft = sqlite.prepare('UPDATE draft SET data = ? WHERE form_key = ?');
    for (const d of drafts) sealDraft.run(cipher.sealText(d.data), d.form_key);
    type Row = { id: string; title: string; query: string | null; body: string | null; form: string | null; message: string | null; error: string | null };
    const items = sqlite.prepare('SELECT id, title, query, body, form, message, error FROM outbox').all() as Row[];
    const sealItem = sqlite.prepare('UPDATE outbox SET title = ?, query = ?, body = ?, form = ?, message = ?, error = ? WHERE id = ?');
    for (const o of items) {
      const s = (v: string | null) => cipher.sealNullable(v);
      sealItem.run(cipher.sealText(o.title), s(o.query), s(o.body), s(o.form), s(o.message), s(o.error), o.id);
    }
    sqlite.prepare("INSERT INTO cache_meta (name, value) VALUES ('key_check', ?)").run(cipher.keyCheck());
  })();
  // The plaintext pages just rewritten must not linger in the WAL or in free pages of the file.
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
}

async function openOnce(file: string, owner: string, cipher: CacheCipher): Promise<OpenedCache> {
  if (file !== IN_MEMORY) ownerOnlySqlite(file);
  const sqlite = new BetterSqlite3(file);
  const db = new Kysely<CacheDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    // Deleted rows are overwritten with zeros, so a dropped draft leaves no readable trace either.
    sqlite.pragma('secure_delete = ON');
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
    checkKey(sqlite, cipher);
    return { db, sqlite, cipher };
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
}

/**
 * Opens (creating it if need be) a cache file in WAL mode at the current schema. A file that is
 * corrupt, written by a newer app or made for another scope is discarded and built afresh: the
 * cache is a copy of the server's data, and losing it must never stop the app. So is one sealed with
 * another key (a lost or replaced keychain entry). Throws only when
 * not even a fresh file can be made (a read-only or full disk); the caller then runs without cache.
 */
export async function openCacheDatabase(file: string, owner: string, cipher: CacheCipher, onDiscard: (reason: string) => void = () => {}): Promise<OpenedCache> {
  try {
    return await openOnce(file, owner, cipher);
  } catch (error) {
    onDiscard((error as Error).message);
    removeCacheFiles(file);
    return openOnce(file, owner, cipher);
  }
}
