import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@shared/api/endpoints';
import { startServer } from '../../../src/server';
import { parseStoredSession } from '../../../src/main/services/session/storedSession';
import { DEMO_PASSWORD, startTestCore, tempDir, type TestCore } from '../../support/core';

const call = <P, R>(e: Endpoint<P, R>) => ({ module: e.module, path: e.path, method: e.method });

let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on' }, log: () => {} });
});
afterAll(() => server?.close());

/** The access token the core holds now: what the proactive timer hands to renew(). */
async function heldToken(t: TestCore): Promise<string> {
  return parseStoredSession(await t.secrets.get(`session@${new URL(server.url).origin}`))!.accessToken;
}

/**
 * The server rotates the refresh token on every use and revokes the whole session when an old one
 * comes back (reuse detection). The timer's renewal, a switch of organisation and a reload each
 * spend it; started together they must take turns, or the person is signed out.
 */
describe('spending the refresh token from two places at once', () => {
  it('a switch of organisation and the timer renewal together: still signed in, in the new organisation', async () => {
    const t = await startTestCore(server.url);
    await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'multi', password: DEMO_PASSWORD });
    const orgs = (await t.core.bridge.api.call(call(endpoints.userOrgs))) as { ok: true; data: { tenantId: string; deptId: string; roleId: string }[] };
    const pt = orgs.data.find((p) => p.tenantId === '100006')!;
    const token = await heldToken(t);

    // The switch goes first (as a click lands a moment before the timer fires), then the timer.
    const [switched, renewed] = await Promise.all([t.core.bridge.session.switchOrg({ tenantId: pt.tenantId, deptId: pt.deptId, roleId: pt.roleId }), t.core.session.renew(token)]);

    expect(switched).toMatchObject({ ok: true, data: { user: { tenantId: '100006' } } });
    expect(renewed).toBe(true);
    expect(t.events.some((e) => e.type === 'session-ended')).toBe(false);
    expect(await t.core.bridge.api.call(call(endpoints.userInfo))).toMatchObject({ ok: true, data: { tenantId: '100006' } });
    t.core.dispose();
  });

  it('the timer renewal first and a switch during it: the switch uses the renewed token', async () => {
    const t = await startTestCore(server.url);
    await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'multi', password: DEMO_PASSWORD });
    const orgs = (await t.core.bridge.api.call(call(endpoints.userOrgs))) as { ok: true; data: { tenantId: string; deptId: string; roleId: string }[] };
    const pt = orgs.data.find((p) => p.tenantId === '100006')!;
    const token = await heldToken(t);

    const [renewed, switched] = await Promise.all([t.core.session.renew(token), t.core.bridge.session.switchOrg({ tenantId: pt.tenantId, deptId: pt.deptId, roleId: pt.roleId })]);

    expect(renewed).toBe(true);
    expect(switched).toMatchObject({ ok: true, data: { user: { tenantId: '100006' } } });
    expect(await t.core.bridge.api.call(call(endpoints.userInfo))).toMatchObject({ ok: true, data: { tenantId: '100006' } });
    t.core.dispose();
  });

  it('a reload and the timer renewal together: still signed in, and the session is not revoked', async () => {
    const t = await startTestCore(server.url);
    await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
    const token = await heldToken(t);

    const [reloaded, renewed, again] = await Promise.all([t.core.bridge.session.reload(), t.core.session.renew(token), t.core.bridge.session.reload()]);

    expect(reloaded).toMatchObject({ ok: true, data: { user: { tenantId: '100004', account: 'sj_admin' } } });
    expect(again).toMatchObject({ ok: true });
    expect(renewed).toBe(true);
    expect(t.events.some((e) => e.type === 'session-ended')).toBe(false);
    expect(await t.core.bridge.api.call(call(endpoints.userInfo))).toMatchObject({ ok: true, data: { account: 'sj_admin' } });
    t.core.dispose();
  });
});
