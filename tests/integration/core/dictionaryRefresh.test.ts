import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICT_CALLS } from '@shared/api/dictEndpoints';
import { endpoints } from '@shared/api/endpoints';
import type { BridgeResult } from '@shared/bridge';
import type { DictEntry } from '@shared/domain/dictionary';
import { startServer } from '../../../src/server';
import { DEMO_PASSWORD, startTestCore, tempDir, type TestCore } from '../../support/core';
import { call } from '../../support/offline';

/**
 * A dictionary changed on the server reaches a running desktop client without sign-out: every
 * answer carries the dictionaries' version stamp, and the core drops its cached dictionaries once
 * the stamp it hears differs from the one they were fetched under (docs/decisions.md).
 */
describe('dictionary refresh through the real core', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let operator: TestCore;
  let member: TestCore;

  const signedIn = async (username: string, tenantId: string) => {
    const t = await startTestCore(server.url);
    const r = await t.core.bridge.session.loginPassword({ tenantId, username, password: DEMO_PASSWORD });
    expect(r.ok).toBe(true);
    return t;
  };
  const data = <T>(r: BridgeResult<unknown>) => {
    expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
    return (r as { data: T }).data;
  };
  const submit = async (t: TestCore, body: Record<string, unknown>) => data<DictEntry>(await t.core.bridge.api.call({ ...call(DICT_CALLS.system.submit), body }));
  const read = (t: TestCore, code: string) => t.core.bridge.api.call(call(endpoints.dictionary, { code }));
  const values = (r: BridgeResult<unknown>) => data<DictEntry[]>(r).map((e) => e.dictValue);

  beforeAll(async () => {
    server = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on' }, log: () => {} });
    operator = await signedIn('admin', '000000');
    member = await signedIn('kj_admin', '100002');
  });
  afterAll(async () => {
    for (const t of [operator, member]) await t?.core.dispose();
    await server?.close();
  });

  it("another client's change shows on this client's next dictionary read after any answer, and the renderer is told", async () => {
    const root = await submit(operator, { parentId: '0', code: 't_refresh', dictValue: '刷新测试', sort: 1, isSealed: 0 });
    await submit(operator, { parentId: root.id, code: 't_refresh', dictKey: '1', dictValue: '第一项', sort: 1, isSealed: 0 });

    expect(values(await read(member, 't_refresh'))).toEqual(['第一项']);
    const cached = await read(member, 't_refresh');
    expect(cached.ok && cached.cachedAt).toBeTruthy();

    await submit(operator, { parentId: root.id, code: 't_refresh', dictKey: '2', dictValue: '第二项', sort: 2, isSealed: 0 });
    // Whatever this client asks the server next (here its notices) brings the new stamp along.
    const events = member.events.length;
    data(await member.core.bridge.api.call(call(endpoints.noticePage, { current: 1, size: 10 })));
    expect(member.events.slice(events)).toContainEqual({ type: 'cache-updated', module: 'system', path: 'dict/dictionary' });

    const fresh = await read(member, 't_refresh');
    expect(values(fresh)).toEqual(['第一项', '第二项']);
    expect(fresh.ok && fresh.cachedAt).toBeFalsy();
    // Kept again, answered from the cache until the next change.
    const again = await read(member, 't_refresh');
    expect(again.ok && again.cachedAt).toBeTruthy();
    expect(values(again)).toEqual(['第一项', '第二项']);
  });

  it('a removal and a rename reach the client the same way; the other dictionaries are fetched once more', async () => {
    const root = await submit(operator, { parentId: '0', code: 't_refresh_b', dictValue: '刷新测试二', sort: 1, isSealed: 0 });
    const entry = await submit(operator, { parentId: root.id, code: 't_refresh_b', dictKey: 'a', dictValue: '旧名', sort: 1, isSealed: 0 });
    expect(values(await read(member, 't_refresh_b'))).toEqual(['旧名']);
    data(await read(member, 'htzt'));
    expect((await read(member, 'htzt')).ok).toBe(true);

    await submit(operator, { ...entry, dictValue: '新名' });
    data(await member.core.bridge.api.call(call(endpoints.noticePage, { current: 1, size: 10 })));
    expect(values(await read(member, 't_refresh_b'))).toEqual(['新名']);
    const htzt = await read(member, 'htzt');
    expect(htzt.ok && htzt.cachedAt).toBeFalsy();

    data(await operator.core.bridge.api.call({ ...call(DICT_CALLS.system.remove), body: { ids: entry.id } }));
    // The operator's own client heard it from its own write's answer.
    expect(values(await read(operator, 't_refresh_b'))).toEqual([]);
    data(await member.core.bridge.api.call(call(endpoints.noticePage, { current: 1, size: 10 })));
    expect(values(await read(member, 't_refresh_b'))).toEqual([]);
  });

  it('business dictionaries are cached and refreshed the same way', async () => {
    const bizSubmit = async (body: Record<string, unknown>) => data<DictEntry>(await operator.core.bridge.api.call({ ...call(DICT_CALLS.biz.submit), body }));
    const bizRead = () => member.core.bridge.api.call(call(DICT_CALLS.biz.dictionary, { code: 't_level' }));
    const root = await bizSubmit({ parentId: '0', code: 't_level', dictValue: '客户等级', sort: 1, isSealed: 0 });
    await bizSubmit({ parentId: root.id, code: 't_level', dictKey: 'A', dictValue: '重点', sort: 1, isSealed: 0 });
    expect(values(await bizRead())).toEqual(['重点']);
    const cached = await bizRead();
    expect(cached.ok && cached.cachedAt).toBeTruthy();
    await bizSubmit({ parentId: root.id, code: 't_level', dictKey: 'B', dictValue: '一般', sort: 2, isSealed: 0 });
    data(await member.core.bridge.api.call(call(endpoints.noticePage, { current: 1, size: 10 })));
    expect(values(await bizRead())).toEqual(['重点', '一般']);
  });

  it('an answer with an unchanged stamp keeps the cached dictionaries', async () => {
    data(await read(member, 'htzt'));
    data(await member.core.bridge.api.call(call(endpoints.noticePage, { current: 1, size: 10 })));
    const cached = await read(member, 'htzt');
    expect(cached.ok && cached.cachedAt).toBeTruthy();
  });
});
