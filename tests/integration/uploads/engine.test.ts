/**
 * The upload engine against the real reference server, through a real fault-injecting TCP proxy on
 * loopback: connection resets every few megabytes, a server restart, credentials that expire, bytes
 * corrupted on the way, a file changed between runs. In every case the object under the key ends
 * byte-identical to the file, or the upload fails clearly and nothing corrupt stays under the key.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../src/main/services/core';
import { startFaultProxy, type FaultProxy } from '../../support/faultProxy';
import { DWG_SIGNATURE, sha256File, writeSignedFile } from '../../support/files';
import { directClient, objectSha } from './support/objects';
import { enqueue, items, RestartableServer, signedInCore, tempDir, waitFor } from './support/harness';

const MB = 1024 * 1024;
let server: RestartableServer;
let proxy: FaultProxy;
let dir: string;
const cores: Core[] = [];

beforeAll(async () => {
  server = new RestartableServer({ CEM_OSS_STS_TTL: '2' });
  await server.start();
  proxy = await startFaultProxy(server.server.url, { server });
  dir = tempDir('cem-engine-');
});
afterEach(async () => {
  // An upload left running would take the next test's faults.
  for (const core of cores.splice(0)) await core.dispose();
  proxy.resetEvery(null);
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function core(): Promise<Core> {
  const c = await signedInCore(proxy.url, tempDir('cem-engine-core-'));
  cores.push(c);
  return c;
}

const byId = (c: Core, id: string) => items(c).then((list) => list.find((i) => i.id === id)!);

describe('the upload engine through a faulty network', () => {
  it('survives a connection reset every 12 MB and the object is byte-identical', { timeout: 120_000 }, async () => {
    const c = await core();
    const file = join(dir, 'reset.dwg');
    await writeSignedFile(file, 32 * MB + 4321, DWG_SIGNATURE);
    const states = new Set<string>();
    c.events.on((e) => {
      if (e.type === 'uploads-changed') for (const i of e.items) states.add(`${i.state}:${i.message}`);
    });
    proxy.resetEvery(12 * MB);
    const item = await enqueue(c, file);
    const done = await waitFor(() => byId(c, item.id), (i) => i.state === 'complete' || i.state === 'error', 90_000, 'the upload to finish');
    proxy.resetEvery(null);
    expect(done.state).toBe('complete');
    expect(proxy.resets).toBeGreaterThan(0);
    expect([...states]).toContain('interrupted:上传文件中断');
    const oss = await directClient(server.server.url);
    const key = `100004/${new Date().toISOString().slice(0, 10).replace(/-/g, '')}/${done.ossName}`;
    expect(await objectSha(oss, key)).toBe(await sha256File(file));
    expect(done.link).toContain(encodeURIComponent(done.ossName));
    expect(done.attachId).not.toBe('');
  });

  it('continues after the server restarts mid-upload', { timeout: 120_000 }, async () => {
    const c = await core();
    const file = join(dir, 'restart.pdf');
    await writeSignedFile(file, 30 * MB, '%PDF-1.4\n');
    const item = await enqueue(c, file);
    await waitFor(() => byId(c, item.id), (i) => i.bytesDone >= 10 * MB, 30_000, 'a first part');
    await server.restart(300);
    const done = await waitFor(() => byId(c, item.id), (i) => i.state === 'complete' || i.state === 'error', 90_000, 'the upload to finish');
    expect(done.state).toBe('complete');
    const oss = await directClient(server.server.url);
    expect(await objectSha(oss, `100004/${new Date().toISOString().slice(0, 10).replace(/-/g, '')}/${done.ossName}`)).toBe(await sha256File(file));
  });

  it('fetches new credentials when the store says they expired, and carries on', { timeout: 120_000 }, async () => {
    const c = await core();
    const file = join(dir, 'expire.zip');
    // A zip's signature, so the content check accepts the name.
    await writeSignedFile(file, 25 * MB, Buffer.from('504b0304', 'hex'));
    const stsCalls = () => proxy.requests.filter((r) => r.includes('/oss/sts')).length;
    const item = await enqueue(c, file);
    await waitFor(() => byId(c, item.id), (i) => i.bytesDone >= 10 * MB, 30_000, 'a first part');
    await c.bridge.uploads.pause(item.id);
    expect((await byId(c, item.id)).message).toBe('已暂停上传');
    const before = stsCalls();
    // Credentials live two seconds here: the ones in hand are dead when the upload goes on.
    await new Promise((r) => setTimeout(r, 2500));
    await c.bridge.uploads.resume(item.id);
    const done = await waitFor(() => byId(c, item.id), (i) => i.state === 'complete' || i.state === 'error', 60_000, 'the upload to finish');
    expect(done.state).toBe('complete');
    expect(stsCalls()).toBeGreaterThan(before);
    const oss = await directClient(server.server.url);
    expect(await objectSha(oss, `100004/${new Date().toISOString().slice(0, 10).replace(/-/g, '')}/${done.ossName}`)).toBe(await sha256File(file));
  });

  it('a byte corrupted on the way fails the CRC check: the object is deleted and the upload says 文件上传失败', { timeout: 120_000 }, async () => {
    const c = await core();
    const file = join(dir, 'corrupt.dwg');
    await writeSignedFile(file, 12 * MB, DWG_SIGNATURE);
    proxy.failNext('corrupt-body', /^PUT .*partNumber=2/);
    const item = await enqueue(c, file);
    const done = await waitFor(() => byId(c, item.id), (i) => i.state === 'complete' || i.state === 'error', 60_000, 'the upload to finish');
    expect(proxy.fired.map((f) => f.fault)).toContain('corrupt-body');
    expect(done).toMatchObject({ state: 'error', message: '文件上传失败' });
    const oss = await directClient(server.server.url);
    expect(await objectSha(oss, `100004/${new Date().toISOString().slice(0, 10).replace(/-/g, '')}/${done.ossName}`)).toBeNull();
    // Trying again sends clean bytes and succeeds.
    await c.bridge.uploads.resume(item.id);
    const again = await waitFor(() => byId(c, item.id), (i) => i.state === 'complete' || i.state === 'error', 60_000, 'the retry to finish');
    expect(again.state).toBe('complete');
    expect(await objectSha(oss, `100004/${new Date().toISOString().slice(0, 10).replace(/-/g, '')}/${done.ossName}`)).toBe(await sha256File(file));
  });

  it('does not resume onto a file that changed: it says so, and starts over when the person confirms', { timeout: 120_000 }, async () => {
    const c = await core();
    const file = join(dir, 'changed.dwg');
    await writeSignedFile(file, 25 * MB, DWG_SIGNATURE);
    const item = await enqueue(c, file);
    await waitFor(() => byId(c, item.id), (i) => i.bytesDone >= 10 * MB, 30_000, 'a first part');
    await c.bridge.uploads.pause(item.id);
    await writeSignedFile(file, 21 * MB, DWG_SIGNATURE);
    await c.bridge.uploads.resume(item.id);
    const changed = await waitFor(() => byId(c, item.id), (i) => i.state === 'changed', 30_000, 'the change to be noticed');
    expect(changed.message).toBe('文件已被修改，需从头重新上传');
    const restarted = await c.bridge.uploads.restart(item.id);
    expect(restarted.ok).toBe(true);
    const done = await waitFor(() => byId(c, item.id), (i) => i.state === 'complete' || i.state === 'error', 60_000, 'the upload to finish');
    expect(done).toMatchObject({ state: 'complete', size: 21 * MB });
    const oss = await directClient(server.server.url);
    expect(await objectSha(oss, `100004/${new Date().toISOString().slice(0, 10).replace(/-/g, '')}/${done.ossName}`)).toBe(await sha256File(file));
  });
});
