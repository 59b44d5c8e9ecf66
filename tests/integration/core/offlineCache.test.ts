import { readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import type { BridgeResult } from '@shared/bridge';
import type { UserInfo } from '@shared/api/endpoints';
import { InProcessKeychain } from '../../support/keychain';
import { parseStoredSession } from '../../../src/main/services/session/storedSession';
import { DEMO_PASSWORD, startTestCore, tempDir, type TestCore } from '../../support/core';
import { call, expectCachedAt, FAST_PROBE, startProxiedServer, waitForEvent, type ProxiedServer } from '../../support/offline';

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

async function signedIn(account = 'sj_admin', tenantId = '100004', opts: Parameters<typeof startTestCore>[1] = {}): Promise<TestCore> {
  const t = await startTestCore(ps.proxy.url, { ...opts, env: { ...FAST_PROBE, ...opts.env } });
  cores.push(t);
  const r = await t.core.bridge.session.loginPassword({ tenantId, username: account, password: DEMO_PASSWORD });
  expect(r.ok).toBe(true);
  return t;
}

const cacheFiles = (t: TestCore) => {
  try {
    return readdirSync(join(t.dataDir, 'cache'));
  } catch {
    return [];
  }
};
const dataOf = (r: BridgeResult<unknown>) => (r.ok ? r.data : undefined);

describe('reference data from the local cache', () => {
  it('answers a dictionary from the cache the second time, with its time, without asking the server', async () => {
    const t = await signedIn();
    const first = await t.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }));
    expect(first).toMatchObject({ ok: true });
    expect(first.ok && first.cachedAt).toBeFalsy();
    const sent = ps.proxy.requests.length;
    const second = await t.core.bridge.api.call(call(endpoints.dictionary, { code: ' htzt ' }));
    expect(second.ok && second.cachedAt).toBeTruthy();
    expectCachedAt(second.ok && second.cachedAt);
    expect(dataOf(second)).toEqual(dataOf(first));
    expect(ps.proxy.requests.length).toBe(sent);
  });

  it('answers stale data at once, revalidates it in the background, and tells the renderer when it changed', async () => {
    const t = await signedIn('multi', '100004');
    const info = await t.core.bridge.api.call(call(endpoints.userInfo));
    const name = (dataOf(info) as UserInfo).realName;
    const serverDb = new BetterSqlite3(join(ps.server.config.dataDir, 'server.sqlite'));
    try {
      serverDb.prepare('UPDATE app_user SET real_name = ? WHERE account = ?').run('林一鸣（改）', 'multi');
      // A switch there and back reopens this organisation's cache: the profile is due for revalidation.
      const posts = dataOf(await t.core.bridge.api.call(call(endpoints.userOrgs))) as { tenantId: string; deptId: string; roleId: string }[];
      for (const tenantId of ['100006', '100004']) {
        const p = posts.find((x) => x.tenantId === tenantId)!;
        expect(await t.core.bridge.session.switchOrg({ tenantId, deptId: p.deptId, roleId: p.roleId })).toMatchObject({ ok: true });
      }
      const from = t.events.length;
      const stale = await t.core.bridge.api.call(call(endpoints.userInfo));
      expect(stale.ok && stale.cachedAt).toBeTruthy();
      expect((dataOf(stale) as UserInfo).realName).toBe(name);
      await waitForEvent(t.events, (e) => e.type === 'cache-updated' && e.path === 'oauth/user-info', 'cache-updated', from);
      expect((dataOf(await t.core.bridge.api.call(call(endpoints.userInfo))) as UserInfo).realName).toBe('林一鸣（改）');
    } finally {
      serverDb.prepare('UPDATE app_user SET real_name = ? WHERE account = ?').run(name, 'multi');
      serverDb.close();
    }
  });
});

describe('lists and details when the server cannot be reached', () => {
  it('answers what was opened before, marked with its time; what was not says 网络已断开; live again once back', async () => {
    const t = await signedIn();
    await t.core.bridge.api.call(call(endpoints.feedbackSave, undefined, { body: { type: 1, title: '离线可读' } }));
    const page = await t.core.bridge.api.call(call(endpoints.feedbackList, { current: 1, size: 50 }));
    const region = await t.core.bridge.api.call(call(endpoints.regionLazyTree, { parentCode: '44' }));
    const info = await t.core.bridge.api.call(call(endpoints.userInfo));
    expect([page.ok, region.ok, info.ok]).toEqual([true, true, true]);

    await ps.proxy.down();
    const from = t.events.length;
    const offlinePage = await t.core.bridge.api.call(call(endpoints.feedbackList, { size: 50, current: 1 }));
    expect(offlinePage.ok && offlinePage.cachedAt).toBeTruthy();
    expect(dataOf(offlinePage)).toEqual(dataOf(page));
    expect(t.events.slice(from)).toContainEqual(expect.objectContaining({ type: 'connectivity', online: false }));
    expect(await t.core.bridge.connectivity.state()).toMatchObject({ online: false });
    expect(dataOf(await t.core.bridge.api.call(call(endpoints.regionLazyTree, { parentCode: '44' })))).toEqual(dataOf(region));
    expect(dataOf(await t.core.bridge.api.call(call(endpoints.userInfo)))).toEqual(dataOf(info));
    expect(await t.core.bridge.api.call(call(endpoints.feedbackList, { current: 2, size: 50 }))).toEqual({ ok: false, error: { kind: 'offline', message: '网络已断开' } });
    expect(await t.core.bridge.api.call(call(endpoints.dictionary, { code: 'fpzt' }))).toMatchObject({ ok: false, error: { kind: 'offline', message: '网络已断开' } });

    await ps.proxy.up();
    await waitForEvent(t.events, (e) => e.type === 'connectivity' && e.online, 'back online', from);
    const live = await t.core.bridge.api.call(call(endpoints.feedbackList, { current: 1, size: 50 }));
    expect(live).toMatchObject({ ok: true });
    expect(live.ok && live.cachedAt).toBeFalsy();
  });

  it('a successful write removes the cached lists of its family, so no stale list is ever shown', async () => {
    const t = await signedIn();
    await t.core.bridge.api.call(call(endpoints.feedbackList, { size: 10 }));
    await t.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }));
    const saved = await t.core.bridge.api.call(call(endpoints.feedbackSave, undefined, { body: { type: 2, title: '写后失效' }, idempotencyKey: `inv-${Date.now()}` }));
    expect(saved).toMatchObject({ ok: true, message: '新增成功' });
    await ps.proxy.down();
    expect(await t.core.bridge.api.call(call(endpoints.feedbackList, { size: 10 }))).toMatchObject({ ok: false, error: { kind: 'offline' } });
    // Another family is untouched.
    expect(await t.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }))).toMatchObject({ ok: true });
  });

  it('evicts the least recently used pages past its limit', async () => {
    const t = await signedIn('sj_admin', '100004', { env: { CEM_CACHE_MAX_PAGES: '3' } });
    for (let i = 0; i < 3; i++) await t.core.bridge.api.call(call(endpoints.feedbackSave, undefined, { body: { type: 3, title: `分页${i}` } }));
    for (let current = 1; current <= 5; current++) expect(await t.core.bridge.api.call(call(endpoints.feedbackList, { current, size: 1 }))).toMatchObject({ ok: true });
    await ps.proxy.down();
    const kept = [];
    for (let current = 1; current <= 5; current++) kept.push((await t.core.bridge.api.call(call(endpoints.feedbackList, { current, size: 1 }))).ok);
    expect(kept).toEqual([false, false, true, true, true]);
    expect((await t.core.bridge.cache.status()).entries).toBeGreaterThanOrEqual(3);
  });
});

describe('scope: one person, one organisation, one server', () => {
  it("never shows organisation A's cache in B, and sign-out removes every file of the person", async () => {
    const t = await signedIn('multi', '100004');
    await t.core.bridge.api.call(call(endpoints.feedbackSave, undefined, { body: { type: 1, title: '只属于设计公司' } }));
    expect(await t.core.bridge.api.call(call(endpoints.feedbackList, { size: 10 }))).toMatchObject({ ok: true });
    await t.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }));
    expect(await t.core.bridge.drafts.save('feedback:new', { title: 'A 的草稿' }, 'draft-key-a-0001')).toMatchObject({ ok: true });

    const posts = dataOf(await t.core.bridge.api.call(call(endpoints.userOrgs))) as { tenantId: string; deptId: string; roleId: string }[];
    const pt = posts.find((p) => p.tenantId === '100006')!;
    expect(await t.core.bridge.session.switchOrg({ tenantId: pt.tenantId, deptId: pt.deptId, roleId: pt.roleId })).toMatchObject({ ok: true });
    expect(await t.core.bridge.drafts.get('feedback:new')).toEqual({ ok: true, data: null });
    await ps.proxy.down();
    expect(await t.core.bridge.api.call(call(endpoints.feedbackList, { size: 10 }))).toMatchObject({ ok: false, error: { kind: 'offline' } });
    expect(await t.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }))).toMatchObject({ ok: false, error: { kind: 'offline' } });

    const files = cacheFiles(t);
    expect(files.filter((f) => f.endsWith('.sqlite'))).toHaveLength(2);
    for (const name of files) expect(name).not.toMatch(/100004|100006|multi/);
    await ps.proxy.up();
    await t.core.bridge.session.logout();
    expect(cacheFiles(t)).toEqual([]);
  });

  it('still removes the files at sign-out when the server cannot be reached', async () => {
    const t = await signedIn();
    await t.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }));
    expect(cacheFiles(t).length).toBeGreaterThan(0);
    await ps.proxy.down();
    expect(await t.core.bridge.session.logout()).toEqual({ ok: true, data: null });
    expect(cacheFiles(t)).toEqual([]);
  });

  it('holds no token', async () => {
    const secrets = new InProcessKeychain();
    const t = await signedIn('sj_admin', '100004', { secrets });
    await t.core.bridge.api.call(call(endpoints.userInfo));
    await t.core.bridge.api.call(call(endpoints.feedbackList, { size: 10 }));
    await t.core.bridge.drafts.save('feedback:new', { title: 'x' }, 'draft-key-notoken');
    const stored = parseStoredSession(await secrets.get(`session@${new URL(ps.proxy.url).origin}`))!;
    const dir = join(t.dataDir, 'cache');
    const files = cacheFiles(t).map((f) => readFileSync(join(dir, f)));
    expect(files.length).toBeGreaterThan(0);
    // Cached answers are kept in UTF-16, drafts and the outbox in UTF-8: a token must be in neither.
    for (const token of [stored.accessToken, stored.refreshToken]) {
      for (const encoded of [Buffer.from(token, 'utf8'), Buffer.from(token, 'utf16le')]) {
        for (const file of files) expect(file.includes(encoded)).toBe(false);
      }
    }
  });

  it('"clear cache" forgets cached reads but keeps drafts', async () => {
    const t = await signedIn();
    await t.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }));
    await t.core.bridge.drafts.save('feedback:new', { title: '留着' }, 'draft-key-clear-01');
    expect((await t.core.bridge.cache.status()).entries).toBeGreaterThan(0);
    expect(await t.core.bridge.cache.clear()).toEqual({ ok: true, data: null });
    expect((await t.core.bridge.cache.status()).entries).toBe(0);
    expect(await t.core.bridge.drafts.get('feedback:new')).toMatchObject({ ok: true, data: { data: { title: '留着' } } });
  });
});

describe('a broken cache file', () => {
  async function restartWith(file: (path: string) => void): Promise<TestCore> {
    const secrets = new InProcessKeychain();
    const dataDir = tempDir('cem-core-');
    const first = await signedIn('sj_admin', '100004', { secrets, dataDir });
    await first.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }));
    await first.core.dispose();
    const [name] = cacheFiles(first);
    file(join(dataDir, 'cache', name));
    const second = await startTestCore(ps.proxy.url, { secrets, dataDir, env: FAST_PROBE });
    cores.push(second);
    expect((await second.core.bridge.session.state()).user).not.toBeNull();
    return second;
  }

  it('that is corrupt is discarded and rebuilt, never a crash', async () => {
    const t = await restartWith((path) => {
      rmSync(`${path}-wal`, { force: true });
      writeFileSync(path, Buffer.alloc(8192, 0x5a));
    });
    const r = await t.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }));
    expect(r.ok && !r.cachedAt).toBe(true);
    const again = await t.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }));
    expect(again.ok && again.cachedAt).toBeTruthy();
  });

  it('that a newer version of the app wrote is discarded and rebuilt', async () => {
    const t = await restartWith((path) => {
      const db = new BetterSqlite3(path);
      db.prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)').run('2099-01-01-001-from-the-future', new Date().toISOString());
      db.close();
    });
    const r = await t.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }));
    expect(r.ok && !r.cachedAt).toBe(true);
    expect((await t.core.bridge.cache.status()).open).toBe(true);
  });

  it('that cannot be written at all leaves the app working without a cache', async () => {
    const dataDir = tempDir('cem-core-');
    // A file where the cache folder should be: nothing can be created under it.
    writeFileSync(join(dataDir, 'cache'), 'not a folder');
    const t = await signedIn('sj_admin', '100004', { dataDir });
    expect(await t.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }))).toMatchObject({ ok: true });
    expect(await t.core.bridge.drafts.get('feedback:new')).toMatchObject({ ok: false, error: { message: '本地缓存不可用' } });
    expect((await t.core.bridge.cache.status()).open).toBe(false);
  });
});
