import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { ownerOnlySqlite } from '../files';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/** What repositories take first: the database or a transaction over it. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type Backend = 'sqlite' | 'postgres';

export function backendOf(url: string): Backend {
  return /^postgres(ql)?:\/\//i.test(url) ? 'postgres' : 'sqlite';
}

/** A database URL starting postgres:// or postgresql:// opens PostgreSQL; anything else is a SQLite file path. */
export function openDatabase(url: string): { db: Db; backend: Backend } {
  if (backendOf(url) === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the database ended (a restart, a dropped database) is an 'error' event that
    // would end the process; the pool drops that connection and opens another on the next query.
    pool.on('error', (err) => process.stderr.write(`PostgreSQL connection lost while idle: ${err.message}\n`));
    // The pool listens only while a connection is idle: one ended while checked out between two
    // queries (a transaction's, a background job's) would have no listener and end the process. The
    // query on it fails and the pool discards it on release.
    pool.on('connect', (client) => client.on('error', (err) => process.stderr.write(`PostgreSQL connection lost while in use: ${err.message}\n`)));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), backend: 'postgres' };
  }
  const file = url.replace(/^sqlite:(\/\/)?/i, '');
  // Password hashes and storage keys: the file and its -wal/-shm are the owner's only.
  if (file !== ':memory:') ownerOnlySqlite(file);
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), backend: 'sqlite' };
}
