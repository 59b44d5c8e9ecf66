import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@shared/api/endpoints';
import { startServer } from '../../../src/server';
import { DEMO_PASSWORD, startTestCore, tempDir } from '../../support/core';

const call = <P, R>(e: Endpoint<P, R>) => ({ module: e.module, path: e.path, method: e.method });

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on' }, log: () => {} });
});
afterAll(() => server?.close());

describe('a call in flight across an organisation switch', () => {
  it('is refused for its old token without ending the session', async () => {
    let hold = false;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    const t = await startTestCore(server.url, {
      beforeSend: async (url) => {
        if (!hold || !url.pathname.endsWith('/oauth/user-info')) return;
        hold = false;
        held();
        await released;
      },
    });
    await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'multi', password: DEMO_PASSWORD });
    const orgs = await t.core.bridge.api.call(call(endpoints.userOrgs));
    const pt = (orgs as { data: { tenantId: string; deptId: string; roleId: string }[] }).data.find((p) => p.tenantId === '100006')!;

    // The call leaves with the 100004 token and reaches the server only after the switch.
    hold = true;
    const inFlight = t.core.bridge.api.call(call(endpoints.userInfo));
    await isHeld;
    expect(await t.core.bridge.session.switchOrg({ tenantId: pt.tenantId, deptId: pt.deptId, roleId: pt.roleId })).toMatchObject({ ok: true });
    release();

    expect(await inFlight).toMatchObject({ ok: false, error: { kind: 'auth' } });
    expect(t.events.filter((e) => e.type === 'session-ended')).toEqual([]);
    expect((await t.core.bridge.session.state()).user).toMatchObject({ tenantId: '100006' });
    expect(await t.core.bridge.api.call(call(endpoints.userInfo))).toMatchObject({ ok: true, data: { tenantId: '100006' } });
    t.core.dispose();
  });
});
