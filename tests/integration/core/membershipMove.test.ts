import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@shared/api/endpoints';
import { MEMBER_MESSAGES } from '@shared/domain/member';
import { startServer } from '../../../src/server';
import { parseStoredSession } from '../../../src/main/services/session/storedSession';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { DEMO_PASSWORD, startTestCore, tempDir } from '../../support/core';

const call = <P, R>(e: Endpoint<P, R>) => ({ module: e.module, path: e.path, method: e.method });

let server: Awaited<ReturnType<typeof startServer>>;
let db: Db;

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on', CEM_SCRYPT_LOG_N: '14' }, log: () => {} });
  db = openDatabase(server.config.databaseUrl).db;
});
afterAll(async () => {
  await db?.destroy();
  await server?.close();
});

const setPost = (account: string, tenant: string, join_status: string) =>
  db
    .updateTable('post')
    .set({ join_status })
    .where('tenant_id', '=', tenant)
    .where('user_id', '=', db.selectFrom('app_user').select('id').where('account', '=', account))
    .execute();

/** LOCK or QUIT bites at once, and the core takes the person to an organisation they may still use. */
describe('a membership frozen or removed while signed in', () => {
  it('refuses the call, moves the session to the next joined organisation once, does not replay, and says where', async () => {
    const t = await startTestCore(server.url);
    expect((await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'multi', password: DEMO_PASSWORD })).ok).toBe(true);
    await setPost('multi', '100004', 'LOCK');
    const before = t.requests.length;

    const refused = await t.core.bridge.api.call(call(endpoints.userInfo));
    expect(refused).toMatchObject({ ok: false, error: { message: MEMBER_MESSAGES.membershipEnded } });
    // One refused call, one renewal, no replay of the call in the other organisation.
    expect(t.requests.slice(before)).toEqual(['GET /api/cem-ops-auth/oauth/user-info', 'POST /api/cem-ops-auth/oauth/token refresh_token']);
    expect(t.events).toContainEqual({ type: 'session-moved', tenantId: '100006', orgName: '长江工程咨询有限公司' });
    expect((await t.core.bridge.session.state()).user).toMatchObject({ tenantId: '100006' });
    expect(await t.core.bridge.api.call(call(endpoints.userInfo))).toMatchObject({ ok: true, data: { tenantId: '100006' } });
    await setPost('multi', '100004', 'JOINED');
  });

  it('a timer renewal after the freeze moves the session too, and says where', async () => {
    const t = await startTestCore(server.url);
    expect((await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'multi', password: DEMO_PASSWORD })).ok).toBe(true);
    await setPost('multi', '100004', 'LOCK');
    const token = parseStoredSession(await t.secrets.get(`session@${new URL(server.url).origin}`))!.accessToken;
    expect(await t.core.session.renew(token)).toBe(true);
    expect(t.events).toContainEqual({ type: 'session-moved', tenantId: '100006', orgName: '长江工程咨询有限公司' });
    await setPost('multi', '100004', 'JOINED');
  });

  it('signs out when no joined organisation is left', async () => {
    const t = await startTestCore(server.url);
    expect((await t.core.bridge.session.loginPassword({ tenantId: '100008', username: 'sc_admin', password: DEMO_PASSWORD })).ok).toBe(true);
    await setPost('sc_admin', '100008', 'QUIT');
    expect(await t.core.bridge.api.call(call(endpoints.userInfo))).toMatchObject({ ok: false, error: { message: MEMBER_MESSAGES.membershipEnded } });
    expect(t.events).toContainEqual({ type: 'session-ended', reason: 'unauthorized' });
    expect(t.events.some((e) => e.type === 'session-moved')).toBe(false);
    expect((await t.core.bridge.session.state()).user).toBeNull();
  });
});
