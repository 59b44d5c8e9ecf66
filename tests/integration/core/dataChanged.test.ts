/**
 * The core tells every window when this client changed data (data-changed, issue 18's live board):
 * after a write through api.call answered ok, and after an outbox submit that waited for the network
 * is replayed; never after a read or a refused write, and never with the body.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import type { BridgeEvent } from '@shared/bridge';
import { newIdempotencyKey } from '@shared/domain/offline';
import { DEMO_PASSWORD, startTestCore, type TestCore } from '../../support/core';
import { call, FAST_PROBE, startProxiedServer, waitFor, type ProxiedServer } from '../../support/offline';

let ps: ProxiedServer;
const cores: TestCore[] = [];

beforeAll(async () => {
  ps = await startProxiedServer();
});
afterAll(async () => {
  for (const t of cores) await t.core.dispose();
  await ps?.close();
});
beforeEach(() => ps.proxy.up());

async function signedIn(): Promise<TestCore> {
  const t = await startTestCore(ps.proxy.url, { env: FAST_PROBE });
  cores.push(t);
  expect(await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD })).toMatchObject({ ok: true });
  return t;
}

const changes = (events: BridgeEvent[], from: number) => events.slice(from).filter((e) => e.type === 'data-changed');
const FEEDBACK_CHANGED = { type: 'data-changed', module: 'system', family: 'feedback' };

describe('data-changed', () => {
  it('follows a write answered ok with its module and path family only; a read and a refused write say nothing', async () => {
    const t = await signedIn();
    let from = t.events.length;
    expect(await t.core.bridge.api.call(call(endpoints.feedbackList, { current: 1, size: 5 }))).toMatchObject({ ok: true });
    expect(changes(t.events, from)).toEqual([]);

    // Refused by the server (a title is required): nothing changed, nothing told.
    const refused = await t.core.bridge.api.call(call(endpoints.feedbackSave, undefined, { body: { type: 1, title: '' } }));
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(changes(t.events, from)).toEqual([]);

    from = t.events.length;
    const title = `看板实时-${Date.now()}`;
    const saved = await t.core.bridge.api.call(call(endpoints.feedbackSave, undefined, { body: { type: 1, title, opinion: '秘密的正文' } }));
    expect(saved).toMatchObject({ ok: true });
    // Exactly the module and family: no body, no token, no path parameters.
    expect(changes(t.events, from)).toEqual([FEEDBACK_CHANGED]);
    expect(JSON.stringify(t.events.slice(from))).not.toContain('秘密的正文');
  });

  it('follows an outbox submit when it is replayed after the network returns, not while it waits', async () => {
    const t = await signedIn();
    await ps.proxy.down();
    const from = t.events.length;
    const submitted = await t.core.bridge.outbox.submit(call(endpoints.feedbackSave, undefined, { body: { type: 2, title: `离线提交-${Date.now()}` }, idempotencyKey: newIdempotencyKey() }), {
      formKey: 'feedback:new',
      title: '意见反馈',
    });
    expect(submitted).toMatchObject({ ok: false, error: { kind: 'offline' } });
    expect(changes(t.events, from)).toEqual([]);

    await ps.proxy.up();
    await waitFor(() => changes(t.events, from).length > 0, 'data-changed after the replay');
    expect(changes(t.events, from)).toEqual([FEEDBACK_CHANGED]);
  });
});
