import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import { familyOf, policyFor } from '../../../src/main/services/cache/cachePolicy';
import { scopeFile, scopeFileName, scopeKey } from '../../../src/main/services/cache/cacheScope';
import * as firstCacheSchema from '../../../src/main/services/cache/migrations/2026-11-21-001-local-cache';
import { CacheKeys } from '../../../src/main/services/cache/cacheKeys';
import { LocalCache } from '../../../src/main/services/cache/localCache';
import { requestKey } from '../../../src/main/services/cache/requestKey';
import { tempDir } from '../../support/core';
import { InProcessKeychain } from '../../support/keychain';

const A = { origin: 'http://127.0.0.1:8080', userId: '1001', tenantId: '100004' };
const A_IN_B = { ...A, tenantId: '100006' };
const page = (key: string) => ({ key, module: 'system', path: 'feedback/list', family: 'feedback', kind: 'page' as const, group: '' as const });

const opened: LocalCache[] = [];
afterEach(async () => {
  for (const c of opened.splice(0)) await c.close();
});
const keychain = new InProcessKeychain();
function cacheIn(dir: string, limits = {}) {
  const cache = new LocalCache({ dir, keys: new CacheKeys(keychain), limits, log: () => {} });
  opened.push(cache);
  return cache;
}

describe('cache policy', () => {
  it('answers reference data from the cache, lists from the server first, and never keeps credentials', () => {
    expect(policyFor('system', endpoints.dictionary.path)).toMatchObject({ kind: 'reference', group: 'dictionary' });
    expect(policyFor('system', endpoints.regionLazyTree.path)).toMatchObject({ kind: 'reference', group: 'region' });
    expect(policyFor('system', endpoints.menuRoutes.path)).toMatchObject({ kind: 'reference', group: 'menu' });
    expect(policyFor('auth', endpoints.userInfo.path)).toMatchObject({ kind: 'reference', group: 'profile' });
    expect(policyFor('system', 'feedback/list')).toEqual({ kind: 'page' });
    for (const [module, path] of [['auth', 'oauth/captcha'], ['auth', 'oauth/logout'], ['resource', 'oss/sts'], ['system', 'sms/endpoint/send-code']] as const) {
      expect(policyFor(module, path)).toEqual({ kind: 'none' });
    }
    expect(familyOf('biz-info/status/1/2')).toBe('biz-info');
  });

  it('keys a request by its parameters as sent: trimmed, empty ones dropped, order ignored', () => {
    const a = requestKey({ module: 'system', path: 'feedback/list', query: { size: 10, current: 1, title: ' ', status: undefined } });
    const b = requestKey({ module: 'system', path: 'feedback/list', method: 'GET', query: { current: '1', size: ' 10 ' } });
    expect(a).toBe(b);
    expect(a).toBe('system GET feedback/list?current=1&size=10');
  });
});

describe('the local cache', () => {
  it('evicts the least recently used pages, not the oldest fetched', async () => {
    const cache = cacheIn(tempDir('cem-cache-'), { maxPageEntries: 2 });
    const scope = (await cache.scope(A))!;
    const t0 = 1_000_000;
    await scope.responses.put(page('p1'), [1], t0);
    await scope.responses.put(page('p2'), [2], t0 + 1);
    // Read p1 long enough later that the read counts as a use.
    expect(await scope.responses.get('p1', null, t0 + 120_000)).toMatchObject({ data: [1] });
    await scope.responses.put(page('p3'), [3], t0 + 120_001);
    expect(await scope.responses.get('p2', null, t0 + 120_002)).toBeNull();
    expect(await scope.responses.get('p1', null, t0 + 120_002)).not.toBeNull();
    expect(await scope.responses.get('p3', null, t0 + 120_002)).not.toBeNull();
  });

  it('bounds the bytes too, and does not keep a single answer larger than its limit', async () => {
    const cache = cacheIn(tempDir('cem-cache-'), { maxPageBytes: 2000, maxEntryBytes: 1500 });
    const scope = (await cache.scope(A))!;
    await scope.responses.put(page('big'), 'x'.repeat(1600));
    expect(await scope.responses.get('big', null)).toBeNull();
    for (let i = 0; i < 5; i++) await scope.responses.put(page(`m${i}`), 'y'.repeat(600), 1000 + i);
    expect((await scope.responses.stats()).bytes).toBeLessThanOrEqual(2000);
    expect(await scope.responses.get('m4', null)).not.toBeNull();
  });

  it('reports stale entries by age and by mark, and a changed answer as changed', async () => {
    const scope = (await cacheIn(tempDir('cem-cache-')).scope(A))!;
    const ref = { ...page('d'), kind: 'reference' as const, group: 'menu' as const };
    expect(await scope.responses.put(ref, ['a'], 0)).toBe(false);
    expect(await scope.responses.get('d', 10, 5)).toMatchObject({ stale: false });
    expect(await scope.responses.get('d', 10, 11)).toMatchObject({ stale: true });
    expect(await scope.responses.put(ref, ['a'], 20)).toBe(false);
    await scope.responses.markStale(['menu']);
    expect(await scope.responses.get('d', 10, 21)).toMatchObject({ stale: true });
    expect(await scope.responses.put(ref, ['b'], 22)).toBe(true);
  });

  it('opens one file per person, organisation and server, named by hashes, one at a time', async () => {
    const dir = tempDir('cem-cache-');
    const cache = cacheIn(dir);
    const a = (await cache.scope(A))!;
    await a.drafts.save('feedback:new', { title: 'A' }, 'key-a-000001');
    const b = (await cache.scope(A_IN_B))!;
    expect(a.isOpen).toBe(false);
    expect(await b.drafts.get('feedback:new')).toBeNull();
    expect(scopeFileName(A)).not.toBe(scopeFileName(A_IN_B));
    expect(scopeFileName(A)).toMatch(/^[0-9a-f]{24}-[0-9a-f]{16}\.sqlite$/);
    expect(scopeFileName(A).split('-')[0]).toBe(scopeFileName(A_IN_B).split('-')[0]);
    expect(scopeFileName({ ...A, origin: 'http://other:8080' })).not.toBe(scopeFileName(A));
    const again = (await cache.scope(A))!;
    expect(await again.drafts.get('feedback:new')).toMatchObject({ data: { title: 'A' } });
  });

  it('"clear" keeps files with drafts or outbox entries and deletes the emptied ones; sign-out deletes all', async () => {
    const dir = tempDir('cem-cache-');
    const cache = cacheIn(dir);
    const a = (await cache.scope(A))!;
    await a.responses.put(page('p'), [1]);
    await a.drafts.save('feedback:new', { title: 'A' }, 'key-a-000001');
    const b = (await cache.scope(A_IN_B))!;
    await b.responses.put(page('p'), [1]);
    await cache.close();
    const other = (await cache.scope({ ...A, userId: '2002' }))!;
    await other.responses.put(page('p'), [1]);

    await cache.clearResponses(A.origin, A.userId);
    const files = () => readdirSync(dir).filter((f) => f.endsWith('.sqlite'));
    expect(files()).toEqual(expect.arrayContaining([scopeFileName(A), scopeFileName({ ...A, userId: '2002' })]));
    expect(files()).not.toContain(scopeFileName(A_IN_B));
    expect(await (await cache.scope(A))!.responses.get('p', null)).toBeNull();

    await cache.removePerson(A.origin, A.userId);
    expect(existsSync(join(dir, scopeFileName(A)))).toBe(false);
    expect(files()).toEqual([scopeFileName({ ...A, userId: '2002' })]);
  });

  it('a file damaged while open is dropped and rebuilt on the next use', async () => {
    const dir = tempDir('cem-cache-');
    const cache = cacheIn(dir);
    const scope = (await cache.scope(A))!;
    const error = Object.assign(new Error('database disk image is malformed'), { code: 'SQLITE_CORRUPT' });
    cache.reportFailure(scope, error);
    await cache.idle();
    expect(scope.isOpen).toBe(false);
    const fresh = (await cache.scope(A))!;
    expect(fresh).not.toBe(scope);
    expect(await fresh.drafts.get('x')).toBeNull();
  });

  it('a file written by the first release is brought up to date: drafts kept, cached answers refetched', async () => {
    const dir = tempDir('cem-cache-');
    mkdirSync(dir, { recursive: true });
    const sqlite = new BetterSqlite3(scopeFile(dir, A));
    const old = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) }); // eslint-disable-line @typescript-eslint/no-explicit-any
    const firstOnly = { getMigrations: async () => ({ '2026-11-21-001-local-cache': firstCacheSchema }) };
    expect((await new Migrator({ db: old, provider: firstOnly }).migrateToLatest()).error).toBeUndefined();
    await old.insertInto('cache_meta').values({ name: 'owner', value: createHash('sha256').update(scopeKey(A)).digest('hex') }).execute();
    await old
      .insertInto('response')
      .values({ key: 'p1', module: 'system', path: 'feedback/list', family: 'feedback', kind: 'page', grp: '', body: '["旧"]', bytes: 7, fetched_at: 1, stale: 0, last_used_at: 1 })
      .execute();
    await old.insertInto('draft').values({ form_key: 'feedback:new', data: '{"title":"写了一半"}', idempotency_key: 'draft-key-upgrade', saved_at: 1 }).execute();
    await old.destroy();

    const scope = (await cacheIn(dir).scope(A))!;
    expect(await scope.drafts.get('feedback:new')).toMatchObject({ data: { title: '写了一半' } });
    expect(await scope.responses.get('p1', null)).toBeNull();
    await scope.responses.put(page('p1'), ['新的 answer'], 2);
    expect(await scope.responses.get('p1', null, 3)).toMatchObject({ data: ['新的 answer'], fetchedAt: 2 });
  });
});
