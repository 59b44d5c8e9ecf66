import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/passwords';
import { loadConfig } from '../../../src/server/config';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { apiClient, BACKENDS, DEMO_PASSWORD, startTestServer, type TestServer } from '../../support/server';

const OWASP = 'scrypt$131072$8$1$';

describe('scrypt cost setting', () => {
  it('defaults to N=2^17 and refuses less than 2^14', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cem-config-'));
    try {
      expect(loadConfig(dir, {}).scryptLogN).toBe(17);
      expect(loadConfig(dir, { CEM_SCRYPT_LOG_N: '14' }).scryptLogN).toBe(14);
      expect(() => loadConfig(dir, { CEM_SCRYPT_LOG_N: '13' })).toThrow(/CEM_SCRYPT_LOG_N/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The production cost: these servers leave CEM_SCRYPT_LOG_N at its default, as an operator would. */
describe.each(BACKENDS)('password hashes ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend, env: { CEM_SCRYPT_LOG_N: '' } });
    db = openDatabase(server.databaseUrl).db;
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const storedHash = async (account: string) => (await db.selectFrom('app_user').select('password_hash').where('account', '=', account).executeTakeFirstOrThrow()).password_hash;

  it.skipIf(skip)("are made with OWASP's parameters, N=2^17, r=8, p=1", async () => {
    expect((await storedHash('sj_admin')).startsWith(OWASP)).toBe(true);
    expect((await apiClient(server.url).token({ grant_type: 'password', tenant_id: '100004', username: 'sj_admin', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it.skipIf(skip)('made at N=2^14 are rehashed to N=2^17 at the next sign-in, which still succeeds', async () => {
    const weak = await hashPassword(DEMO_PASSWORD, 14);
    expect(weak.startsWith('scrypt$16384$8$1$')).toBe(true);
    await db.updateTable('app_user').set({ password_hash: weak }).where('account', '=', 'kj_admin').execute();

    const signIn = () => apiClient(server.url).token({ grant_type: 'password', tenant_id: '100002', username: 'kj_admin', password: DEMO_PASSWORD });
    expect((await signIn()).status).toBe(200);
    const rehashed = await storedHash('kj_admin');
    expect(rehashed.startsWith(OWASP)).toBe(true);
    expect((await signIn()).status).toBe(200);
    // A wrong password rehashes nothing.
    await db.updateTable('app_user').set({ password_hash: weak }).where('account', '=', 'kj_admin').execute();
    expect((await apiClient(server.url).token({ grant_type: 'password', tenant_id: '100002', username: 'kj_admin', password: 'wrong' })).status).toBe(400);
    expect(await storedHash('kj_admin')).toBe(weak);
  });
});
