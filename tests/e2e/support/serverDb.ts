/**
 * The reference server's SQLite database of a running host, for tests that set a scene no screen can
 * set yet (an agreement signed by the platform, a flood of notices). Every change is undone by its test.
 */
import { randomBytes } from 'node:crypto';
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

/** A code of `tenantId` valid for a day (no demo code is seeded any more); returns the code. */
export function insertInviteCode(host: HostHandle, tenantId: string): string {
  const code = `E2E${randomBytes(5).toString('hex').toUpperCase()}`;
  withServerDb(host, (db) => {
    const dept = db.prepare("select id from dept where tenant_id = ? and parent_id = '0'").get(tenantId) as { id: string };
    db.prepare(
      "insert into invite_code (code, tenant_id, dept_id, create_user, create_time, expires_at) values (?, ?, ?, '0', datetime('now', 'localtime'), datetime('now', 'localtime', '+1 day'))",
    ).run(code, tenantId, dept.id);
  });
  return code;
}
