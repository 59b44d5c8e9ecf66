import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import { startServer } from '../../../src/server';
import { cacheKeyAccount } from '../../../src/main/services/cache/cacheKeys';
import { personPrefix } from '../../../src/main/services/cache/cacheScope';
import { openSecretStore } from '../../../src/main/services/secrets/keychainSecretStore';
import { MemorySecretStore, type SecretStore } from '../../../src/main/services/secrets/secretStore';
import { parseStoredSession } from '../../../src/main/services/session/storedSession';
import { DEMO_PASSWORD, startTestCore, tempDir, type TestCore } from '../../support/core';
import { call } from '../../support/offline';

// With scripts/with-keyring.sh the keychain is gnome-keyring for real; elsewhere it may fall back.
const required = process.env.CEM_REQUIRE_KEYCHAIN === '1';
const DRAFT_TITLE = '某设计院合同金额壹佰万元整';

let server: Awaited<ReturnType<typeof startServer>>;
const cores: TestCore[] = [];
beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on' }, log: () => {} });
});
afterAll(async () => {
  for (const t of cores) await t.core.dispose().catch(() => undefined);
  await server?.close();
});

async function keychain(): Promise<SecretStore> {
  const secrets = await openSecretStore(`cem-test-${randomUUID()}`);
  if (required) expect(secrets.kind).toBe('keychain');
  return secrets;
}

async function signedIn(secrets: SecretStore, account = 'sj_admin', dataDir?: string): Promise<TestCore> {
  const t = await startTestCore(server.url, { secrets, dataDir });
  cores.push(t);
  const r = await t.core.bridge.session.loginPassword({ tenantId: '100004', username: account, password: DEMO_PASSWORD });
  expect(r.ok).toBe(true);
  return t;
}

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).map((n) => join(dir, n)) : []);
const userIdOf = async (t: TestCore) => (await t.core.bridge.session.state()).user!.userId;
const origin = () => new URL(server.url).origin;

/** A dictionary answer, cached, and one of its Chinese labels to look for in the files. */
async function cacheADictionary(t: TestCore): Promise<string> {
  const r = await t.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }));
  expect(r.ok).toBe(true);
  const again = await t.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }));
  expect(again.ok && again.cachedAt).toBeTruthy();
  return JSON.stringify(r.ok && r.data).match(/[\u4e00-\u9fa5]{2,}/)![0];
}

describe('the cache at rest', () => {
  it('a copied cache folder holds no cached answer, draft or token in the clear, sealed with a key in the keychain', async () => {
    const secrets = await keychain();
    const t = await signedIn(secrets);
    const label = await cacheADictionary(t);
    await t.core.bridge.api.call(call(endpoints.userInfo));
    expect(await t.core.bridge.drafts.save('feedback:new', { title: DRAFT_TITLE }, 'draft-key-sealed-01')).toMatchObject({ ok: true });
    const stored = parseStoredSession(await secrets.get(`session@${origin()}`))!;
    const userId = await userIdOf(t);
    expect(await secrets.get(cacheKeyAccount(origin(), userId))).toMatch(/^[A-Za-z0-9+/]{43}=$/);

    // The live files, WAL included, as someone copying the data folder of a running app gets them.
    const files = filesIn(join(t.dataDir, 'cache'));
    expect(files.some((f) => f.endsWith('.sqlite'))).toBe(true);
    expect(files.some((f) => f.endsWith('-wal'))).toBe(true);
    for (const secret of [label, DRAFT_TITLE, stored.accessToken, stored.refreshToken]) {
      for (const encoded of [Buffer.from(secret, 'utf8'), Buffer.from(secret, 'utf16le')]) {
        for (const file of files) expect(readFileSync(file).includes(encoded), `${secret} in ${file}`).toBe(false);
      }
    }
    // …and yet the app reads them back.
    expect(await t.core.bridge.drafts.get('feedback:new')).toMatchObject({ ok: true, data: { data: { title: DRAFT_TITLE } } });

    expect(await t.core.bridge.session.logout()).toEqual({ ok: true, data: null });
    expect(await secrets.get(cacheKeyAccount(origin(), userId))).toBeNull();
  });

  it('a lost or replaced key rebuilds the cache instead of failing', async () => {
    const secrets = await keychain();
    const first = await signedIn(secrets);
    await cacheADictionary(first);
    await first.core.bridge.drafts.save('feedback:new', { title: DRAFT_TITLE }, 'draft-key-sealed-02');
    const userId = await userIdOf(first);
    await first.core.dispose();
    await secrets.set(cacheKeyAccount(origin(), userId), Buffer.alloc(32, 7).toString('base64'));

    const second = await startTestCore(server.url, { secrets, dataDir: first.dataDir });
    cores.push(second);
    expect((await second.core.bridge.session.state()).user?.userId).toBe(userId);
    const r = await second.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }));
    expect(r.ok && !r.cachedAt).toBe(true);
    expect(await second.core.bridge.drafts.get('feedback:new')).toEqual({ ok: true, data: null });
    const again = await second.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }));
    expect(again.ok && again.cachedAt).toBeTruthy();
    expect((await second.core.bridge.cache.status()).open).toBe(true);
    await second.core.bridge.session.logout();
  });

  it('without a keychain the cache lives in memory only, and the app says the storage is memory', async () => {
    const t = await signedIn(new MemorySecretStore());
    await cacheADictionary(t);
    expect(await t.core.bridge.drafts.save('feedback:new', { title: DRAFT_TITLE }, 'draft-key-memory-01')).toMatchObject({ ok: true });
    expect(await t.core.bridge.drafts.get('feedback:new')).toMatchObject({ ok: true, data: { data: { title: DRAFT_TITLE } } });
    expect(filesIn(join(t.dataDir, 'cache'))).toEqual([]);
    expect(await t.core.bridge.app.info()).toMatchObject({ secretStorage: 'memory' });
  });
});

describe('signing out', () => {
  it("removes that person's cache, drafts, key and upload queues, and leaves another person's", async () => {
    const secrets = await keychain();
    const dataDir = tempDir('cem-core-');
    const other = await signedIn(secrets, 'multi', dataDir);
    await cacheADictionary(other);
    await other.core.bridge.drafts.save('feedback:new', { title: '另一个人的草稿' }, 'draft-key-other-01');
    const otherId = await userIdOf(other);
    await other.core.dispose();

    const t = await signedIn(secrets, 'sj_admin', dataDir);
    await cacheADictionary(t);
    await t.core.bridge.drafts.save('feedback:new', { title: DRAFT_TITLE }, 'draft-key-mine-01');
    const userId = await userIdOf(t);
    const mine = (dir: string, id: string) => filesIn(join(dataDir, dir)).filter((f) => f.includes(`${personPrefix(origin(), id)}-`));
    expect(mine('cache', userId).length).toBeGreaterThan(0);
    expect(mine('uploads', userId).length).toBeGreaterThan(0);
    expect(mine('uploads', otherId).length).toBeGreaterThan(0);

    expect(await t.core.bridge.session.logout()).toEqual({ ok: true, data: null });
    expect(mine('cache', userId)).toEqual([]);
    expect(mine('uploads', userId)).toEqual([]);
    expect(await secrets.get(cacheKeyAccount(origin(), userId))).toBeNull();

    expect(mine('cache', otherId).length).toBeGreaterThan(0);
    expect(mine('uploads', otherId).length).toBeGreaterThan(0);
    expect(await secrets.get(cacheKeyAccount(origin(), otherId))).not.toBeNull();
    await secrets.delete(cacheKeyAccount(origin(), otherId));
  });
});
