/**
 * Issue 20, files on disk: the storage secret keys the server keeps (the temporary credentials'
 * secrets it signs with) are sealed with the server's key. The database never holds one in plain
 * text, rows written in plain text by an older server are sealed at the next start, and signing
 * still works after a restart.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { StsCredentials } from '@shared/domain/upload';
import type { Database } from '../../../src/server/db/schema';
import { ossClient } from '../../../src/main/services/uploads/ossClient';
import { BACKENDS, apiClient, startTestServer, type ApiClient, type TestServer } from '../../support/server';

describe.each(BACKENDS)('storage secret keys at rest ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    api = apiClient(server.url);
    await api.login('sj_admin', '100004');
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The database as a second process sees it (the server is stopped or running alike). */
  async function withDb<T>(fn: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    const db =
      backend === 'postgres'
        ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: server.databaseUrl, max: 1 }) }) })
        : new Kysely<Database>({ dialect: new SqliteDialect({ database: new BetterSqlite3(server.databaseUrl) }) });
    try {
      return await fn(db);
    } finally {
      await db.destroy();
    }
  }

  /** Every byte the database keeps: the SQLite file with its WAL, or PostgreSQL's stored column. */
  async function stored(accessKeyId: string): Promise<string> {
    if (backend === 'sqlite') {
      return ['', '-wal', '-journal'].map((s) => server.databaseUrl + s).filter(existsSync).map((f) => readFileSync(f).toString('latin1')).join('\n');
    }
    return withDb(async (db) => (await db.selectFrom('oss_credential').select('access_key_secret').where('access_key_id', '=', accessKeyId).executeTakeFirstOrThrow()).access_key_secret);
  }

  const sts = async (fileName: string) => {
    const c = (await api.call(uploadEndpoints.ossSts, { query: { fileName } })).body.data as StsCredentials;
    // A server before issue 20 named a prefix only (so these tests can show what it stored).
    return { ...c, key: c.key ?? `${c.prefix}${fileName}` };
  };

  it.skipIf(skip)('a new credential’s secret is never written in plain text, and signing works after a restart', async () => {
    const c = await sts('sealed.zip');
    expect(await stored(c.accessKeyId)).not.toContain(c.accessKeySecret);
    await ossClient(c).put(c.key, Buffer.from('one'));
    await server.restart();
    expect(await stored(c.accessKeyId)).not.toContain(c.accessKeySecret);
    // The restarted server opens the sealed secret with the key from its data folder.
    await ossClient(c).put(c.key, Buffer.from('two'));
    const again = await sts('after-restart.zip');
    await ossClient(again).put(again.key, Buffer.from('three'));
    expect(await stored(again.accessKeyId)).not.toContain(again.accessKeySecret);
  });

  it.skipIf(skip)('a secret an older server stored in plain text is sealed at the next start and still verifies', async () => {
    const c = await sts('legacy.zip');
    await withDb((db) => db.updateTable('oss_credential').set({ access_key_secret: c.accessKeySecret }).where('access_key_id', '=', c.accessKeyId).execute());
    expect(await stored(c.accessKeyId)).toContain(c.accessKeySecret);
    await server.restart();
    expect(await stored(c.accessKeyId)).not.toContain(c.accessKeySecret);
    await ossClient(c).put(c.key, Buffer.from('legacy'));
    expect(Number((await ossClient(c).head(c.key)).res.headers['content-length' as keyof object])).toBe(6);
  });
});
