/**
 * Issue 19, "Data kept on the device": the upload queue names the person's files (name, stored
 * name and key, local path, link). A copy of the uploads folder — the .sqlite and its WAL, taken
 * while the app runs or after — reveals none of it; the queue still comes back after a restart and
 * resumes; a queue sealed with another key is rebuilt empty instead of failing; a queue written
 * before sealing is sealed in place on first open.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheKeyAccount } from '../../../src/main/services/cache/cacheKeys';
import { createCore, type Core } from '../../../src/main/services/core';
import { openSecretStore } from '../../../src/main/services/secrets/keychainSecretStore';
import type { SecretStore } from '../../../src/main/services/secrets/secretStore';
import { FileSettingsStore } from '../../../src/main/services/settings/fileSettingsStore';
import { DWG_SIGNATURE, sha256File, writeSignedFile } from '../../support/files';
import { DEMO_PASSWORD, enqueue, FAST_RETRY, items, RestartableServer, tempDir, waitFor } from './support/harness';
import { storedSha, todayKey } from './support/objects';

const NAME = '机密图纸-滨江.dwg';
let server: RestartableServer;
let dir: string;
let secrets: SecretStore;

beforeAll(async () => {
  server = new RestartableServer();
  await server.start();
  dir = tempDir('cem-sealed-');
  secrets = await openSecretStore(`cem-test-${randomUUID()}`);
  if (process.env.CEM_REQUIRE_KEYCHAIN === '1') expect(secrets.kind).toBe('keychain');
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function signedIn(dataDir: string): Promise<Core> {
  const core = await createCore({
    mode: 'browser',
    version: 'test',
    defaultServerUrl: server.server.url,
    secrets,
    settings: new FileSettingsStore(join(dataDir, 'settings.json')),
    env: { ...process.env, ...FAST_RETRY },
    dataDir,
  });
  const r = await core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
  if (!r.ok) throw new Error(r.error.message);
  await core.transfers.uploads.sync();
  return core;
}

/** Every byte of the uploads folder's queue files (the .sqlite, -wal, -shm), as a thief copying it gets them. */
function copyOfQueues(dataDir: string): Buffer {
  const folder = join(dataDir, 'uploads');
  const files = readdirSync(folder).filter((n) => statSync(join(folder, n)).isFile());
  expect(files.some((n) => n.endsWith('.sqlite'))).toBe(true);
  return Buffer.concat(files.map((n) => readFileSync(join(folder, n))));
}

/** What a copy must not hold: the name and its stem (UTF-8 and UTF-16), the folder and the path. */
function expectNothingRevealed(copy: Buffer, path: string, folder: string): void {
  for (const text of [NAME, '机密图纸', '滨江']) {
    expect(copy.includes(Buffer.from(text, 'utf8')), `${text} in UTF-8`).toBe(false);
    expect(copy.includes(Buffer.from(text, 'utf16le')), `${text} in UTF-16`).toBe(false);
  }
  expect(copy.includes(Buffer.from(path, 'utf8')), 'the path').toBe(false);
  expect(copy.includes(Buffer.from(folder, 'utf8')), 'the folder').toBe(false);
}

async function personKeyAccount(core: Core): Promise<string> {
  const { user } = await core.bridge.session.state();
  if (!user) throw new Error('not signed in');
  return cacheKeyAccount(new URL(server.server.url).origin, user.userId);
}

describe('a copied uploads folder', () => {
  it('reveals neither the file’s name nor its path, and the queue still resumes after a restart', { timeout: 180_000 }, async () => {
    const dataDir = tempDir('cem-sealed-core-');
    const folder = join(dir, '滨江项目-甲方资料');
    mkdirSync(folder);
    const file = join(folder, NAME);
    await writeSignedFile(file, 24 * 1024 * 1024 + 5, DWG_SIGNATURE);

    const a = await signedIn(dataDir);
    const queued = await enqueue(a, file);
    await a.bridge.uploads.pause(queued.id);
    expect((await items(a))[0]).toMatchObject({ name: NAME, state: 'paused', message: '已暂停上传' });
    // Taken while the app runs (the WAL holds the latest writes), then after it closed.
    expectNothingRevealed(copyOfQueues(dataDir), file, folder);
    await a.dispose();
    expectNothingRevealed(copyOfQueues(dataDir), file, folder);

    const b = await signedIn(dataDir);
    expect(await items(b)).toMatchObject([{ id: queued.id, name: NAME, state: 'paused' }]);
    await b.bridge.uploads.resume(queued.id);
    const done = await waitFor(() => items(b), (l) => ['complete', 'error'].includes(l[0].state), 60_000, 'completion');
    expect(done[0]).toMatchObject({ state: 'complete', name: NAME });
    expect(done[0].ossName).toContain('机密图纸');
    expect(await storedSha(server.server.url, todayKey(done[0].ossName))).toBe(await sha256File(file));
    // Finished: the stored name, its key and the link (all built from the name) are sealed too.
    expectNothingRevealed(copyOfQueues(dataDir), file, folder);
    await b.dispose();
    expectNothingRevealed(copyOfQueues(dataDir), file, folder);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sealed with another key, is rebuilt empty and the person can queue again', { timeout: 120_000 }, async () => {
    const dataDir = tempDir('cem-sealed-wrong-');
    const file = join(dir, `other-${NAME}`);
    await writeSignedFile(file, 2 * 1024 * 1024, DWG_SIGNATURE);
    const a = await signedIn(dataDir);
    const queued = await enqueue(a, file);
    await a.bridge.uploads.pause(queued.id);
    const account = await personKeyAccount(a);
    await a.dispose();

    // The keychain entry replaced (a restored system, a folder copied to another account): the old rows cannot be opened.
    await secrets.set(account, randomBytes(32).toString('base64'));
    const b = await signedIn(dataDir);
    expect(await b.bridge.uploads.list()).toEqual({ ok: true, data: [] });
    await enqueue(b, file, NAME);
    const done = await waitFor(() => items(b), (l) => l.length === 1 && ['complete', 'error'].includes(l[0].state), 60_000, 'a new upload');
    expect(done[0]).toMatchObject({ name: NAME, state: 'complete' });
    await b.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('written before sealing, is sealed in place on first open and keeps its uploads', { timeout: 120_000 }, async () => {
    const dataDir = tempDir('cem-sealed-legacy-');
    const folder = join(dir, '滨江旧队列');
    mkdirSync(folder);
    const file = join(folder, NAME);
    await writeSignedFile(file, 3 * 1024 * 1024, DWG_SIGNATURE);
    const a = await signedIn(dataDir);
    const queued = await enqueue(a, file);
    await a.bridge.uploads.pause(queued.id);
    await a.dispose();

    // Made as the app before issue 19's sealing wrote it: plain columns, no key check, the schema of then.
    const queue = readdirSync(join(dataDir, 'uploads')).find((n) => n.endsWith('.sqlite'))!;
    const sqlite = new BetterSqlite3(join(dataDir, 'uploads', queue));
    sqlite.prepare('UPDATE upload SET name = ?, oss_name = ?, path = ?, message = ?, object_key = ?, link = ?').run(NAME, `机密图纸-滨江_1764000000000.dwg`, file, '已暂停上传', '', '');
    sqlite.exec("DROP TABLE upload_meta; DELETE FROM kysely_migration WHERE name = '2026-11-28-001-upload-meta'");
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.close();
    expect(copyOfQueues(dataDir).includes(Buffer.from(NAME, 'utf8'))).toBe(true);

    const b = await signedIn(dataDir);
    expect(await items(b)).toMatchObject([{ id: queued.id, name: NAME, state: 'paused' }]);
    expectNothingRevealed(copyOfQueues(dataDir), file, folder);
    await b.bridge.uploads.resume(queued.id);
    const done = await waitFor(() => items(b), (l) => ['complete', 'error'].includes(l[0].state), 60_000, 'completion');
    expect(done[0]).toMatchObject({ state: 'complete', name: NAME });
    await b.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
