/**
 * The reference server's SQLite database of a running host, for tests that set a scene no screen can
 * set yet (an agreement signed by the platform, a flood of notices). Every change is undone by its test.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { HostHandle } from './fixtures';

export function withServerDb<T>(host: HostHandle, work: (db: Database.Database) => T): T {
  const db = new Database(join(host.dataDir, 'server', 'server.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}
