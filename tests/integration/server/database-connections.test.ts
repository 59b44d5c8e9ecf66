/**
 * The reference server on PostgreSQL when the database ends its connections (a restart, an
 * administrator's pg_terminate_backend): the idle ones the pool held are replaced, the process goes
 * on, and the next request is answered as if nothing happened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { endpoints } from '@shared/api/endpoints';
import { expectOk } from '../../support/envelope';
import { openDatabase } from '../../../src/server/db/database';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const postgres = BACKENDS.find((b) => b.backend === 'postgres')!;

describe.skipIf(postgres.skip)('PostgreSQL connections ended by the database', () => {
  let server: TestServer;
  let sj: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ backend: 'postgres' });
    [sj] = await signIn(server, 'sj_admin');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps serving after every idle connection of its database was terminated', async () => {
    expect(expectOk<{ realName: string }>(await sj.call(endpoints.userInfo)).realName).toBeTruthy();
    const admin = new pg.Client({ connectionString: process.env.CEM_TEST_PG_URL });
    await admin.connect();
    try {
      const database = new URL(server.databaseUrl).pathname.slice(1);
      const ended = await admin.query('SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The pool hears of the ends as 'error' events on its idle connections, which must not end the process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(expectOk<{ realName: string }>(await sj.call(endpoints.userInfo)).realName).toBeTruthy();
  });

  it('fails only the transaction whose connection was ended between two of its queries', async () => {
    const { db } = openDatabase(server.databaseUrl);
    const uncaught: unknown[] = [];
    const hear = (e: unknown) => void uncaught.push(e);
    process.on('uncaughtException', hear);
    try {
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          const [{ pid }] = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx)).rows;
          const admin = new pg.Client({ connectionString: process.env.CEM_TEST_PG_URL });
          await admin.connect();
          await admin.query('SELECT pg_terminate_backend($1)', [pid]).finally(() => admin.end());
          await new Promise((resolve) => setTimeout(resolve, 200));
          await sql`SELECT 1`.execute(trx);
        })
        .then(
          () => 'committed',
          () => 'failed',
        );
      expect(outcome).toBe('failed');
      expect(uncaught).toEqual([]);
      // The pool let the broken connection go: the next query gets a fresh one.
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows[0].one).toBe(1);
    } finally {
      process.off('uncaughtException', hear);
      await db.destroy();
    }
  });
});
