import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import { ownerOnlySqlite } from '../files/ownerOnly';

/** One upload of the queue, with its checkpoint (upload id, part size, done parts with ETags, file facts). */
export interface UploadTable {
  id: string;
  kind: string;
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

export interface UploadDatabase {
  upload: UploadTable;
  preference: PreferenceTable;
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
};

/**
 * The person's upload queue and checkpoints, in a SQLite file of its own (not the disposable cache:
 * clearing the cache must never lose an upload's progress). WAL with synchronous=NORMAL: a checkpoint
 * written after a part survives the app crashing or being killed the moment the write returns, and
 * no fsync stalls the main process (better-sqlite3 is synchronous: under FULL every part's fsync
 * held every transfer and the bridge, 1–2.5 s per GiB on a busy disk). What a power cut could undo,
 * the next start's reconciliation with the store's list of parts recovers (engine: reconcile).
 */
export async function openUploadDb(file: string): Promise<UploadDb> {
  if (file !== ':memory:') ownerOnlySqlite(file);
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<UploadDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
  const { error, results } = await new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`upload database migration failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return db;
}
