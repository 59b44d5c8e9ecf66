/**
 * The reference server on PostgreSQL when the database ends its connections (a restart, an
 * administrator's pg_terminate_backend): the idle ones the pool held are replaced, the process goes
 * on, and the next request is answered as if nothing happened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { endpoints } from '@shared/api/endpoints';
import { expectOk } from '../../support/envelope';
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
});
