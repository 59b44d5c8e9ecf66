import { rmSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import type { CacheCipher } from '../cache/cacheCipher';
import { ownerOnlySqlite } from '../files/ownerOnly';
import { sealInPlace } from './uploadRows';

/** One upload of the queue, with its checkpoint (upload id, part size, done parts with ETags, file facts). */
export interface UploadTable {
  id: string;
  kind: string;
  /** Sealed on disk (see SEALED_COLUMNS), like oss_name, object_key, path, message and link. */
  name: string;
  oss_name: string;
  object_key: string;
  path: string;
  /** 1 when the file is a copy the host staged (browser mode), deleted with the entry. */
  staged: number;
  size: number;
  mtime_ms: number;
  fingerprint: string;
  state: string;
  message: string;
  upload_id: string;
  part_size: number;
  /** JSON [{number, etag}], rewritten after every part. */
  done_parts: string;
  bytes_done: number;
  link: string;
  attach_id: string;
  crc64: string;
  create_time: number;
  complete_time: number | null;
  seq: number;
}

export interface PreferenceTable {
  key: string;
  value: string;
}

/** Facts about the file itself: `key_check`, a known text sealed with the key the file was made with. */
export interface UploadMetaTable {
  name: string;
  value: string;
}

export interface UploadDatabase {
  upload: UploadTable;
  preference: PreferenceTable;
  upload_meta: UploadMetaTable;
}

export type UploadDb = Kysely<UploadDatabase>;

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-001-uploads': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('upload')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('oss_name', 'text', (c) => c.notNull())
        .addColumn('object_key', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('staged', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('mtime_ms', 'integer', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('upload_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('part_size', 'integer', (c) => c.notNull())
        .addColumn('done_parts', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('bytes_done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('attach_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('crc64', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'integer', (c) => c.notNull())
        .addColumn('complete_time', 'integer')
        .addColumn('seq', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createTable('preference').addColumn('key', 'text', (c) => c.primaryKey()).addColumn('value', 'text', (c) => c.notNull()).execute();
    },
  },
  '2026-11-28-001-upload-meta': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('upload_meta').addColumn('name', 'text', (c) => c.primaryKey()).addColumn('value', 'text', (c) => c.notNull()).execute();
    },
  },
};

/** Where a queue lives when no keychain can keep its key: in memory, gone when the app closes. */
export const IN_MEMORY = ':memory:';

/** The files SQLite keeps for one queue in WAL mode. */
export function uploadDbFiles(file: string): string[] {
  return [file, `${file}-wal`, `${file}-shm`];
}

/**
 * Migrates, then makes sure every row is sealed with `cipher`: a queue from before sealing (no
 * key_check) is sealed in place; one sealed with another key throws (the caller rebuilds it).
 */
async function prepare(db: UploadDb, sqlite: BetterSqlite3.Database, cipher: CacheCipher): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`upload database migration failed: ${error instanceof Error ? error.message : String(error)}`);
  const check = sqlite.prepare("SELECT value FROM upload_meta WHERE name = 'key_check'").get() as { value: string } | undefined;
  if (check) {
    if (!cipher.matches(check.value)) throw new KeyMismatch();
    return;
  }
  sqlite.transaction(() => {
    sealInPlace(sqlite, cipher);
    sqlite.prepare("INSERT INTO upload_meta (name, value) VALUES ('key_check', ?)").run(cipher.keyCheck());
  })();
  // The plaintext pages just rewritten must not linger in the WAL or in free pages of the file.
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
}

/** The queue was sealed with a key that is not the person's now (a lost keychain entry, a copied folder). */
export class KeyMismatch extends Error {
  constructor() {
    super('the upload queue was sealed with another key');
  }
}

async function openOnce(file: string, cipher: CacheCipher): Promise<UploadDb> {
  if (file !== IN_MEMORY) ownerOnlySqlite(file);
  const sqlite = new BetterSqlite3(file);
  const db = new Kysely<UploadDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    // Deleted and rewritten rows are overwritten with zeros: no name of a removed upload stays readable.
    sqlite.pragma('secure_delete = ON');
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    await prepare(db, sqlite, cipher);
    return db;
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
}

/** Staged copies (browser mode) a queue file refers to: their paths are never sealed (see uploadRows). */
export function stagedCopiesOf(file: string): string[] {
  try {
    const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    try {
      return (db.prepare('SELECT path FROM upload WHERE staged = 1').all() as { path: string }[]).map((r) => r.path);
    } finally {
      db.close();
    }
  } catch {
    return [];
  }
}

/**
 * The person's upload queue and checkpoints, in a SQLite file of its own (not the disposable cache:
 * clearing the cache must never lose an upload's progress). WAL with synchronous=NORMAL: a checkpoint
 * written after a part survives the app crashing or being killed the moment the write returns, and
 * no fsync stalls the main process (better-sqlite3 is synchronous: under FULL every part's fsync
 * held every transfer and the bridge, 1–2.5 s per GiB on a busy disk). What a power cut could undo,
 * the next start's reconciliation with the store's list of parts recovers (engine: reconcile).
 *
 * The revealing columns are sealed with the person's key (uploadRows.ts). A queue sealed with another
 * key cannot be read: it is deleted with its staged copies and started afresh (`onRebuild` is told),
 * never an error — the unfinished uploads are then gone from the list and must be added again.
 */
export async function openUploadDb(
  file: string,
  cipher: CacheCipher,
  onRebuild: (reason: string) => void = () => {},
): Promise<UploadDb> {
  try {
    return await openOnce(file, cipher);
  } catch (error) {
    if (!(error instanceof KeyMismatch) || file === IN_MEMORY) throw error;
    onRebuild(error.message);
    for (const staged of stagedCopiesOf(file)) rmSync(staged, { force: true });
    for (const f of uploadDbFiles(file)) rmSync(f, { force: true });
    return openOnce(file, cipher);
  }
}
