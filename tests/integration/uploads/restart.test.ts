/**
 * The core killed mid-upload (SIGKILL, no chance to save anything) and started again: the upload
 * continues from its durable checkpoint, re-sending at most the parts that were in flight, and the
 * object ends byte-identical. And a queue closed with uploads running comes back paused when the
 * person chose so.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadItem } from '@shared/domain/upload';
import type { FaultProxy } from '../../support/faultProxy';
import { DWG_SIGNATURE, sha256File, writeSignedFile } from '../../support/files';
import { enqueue, items, proxiedServer, type RestartableServer, signedInCore, tempDir, waitFor, runEngineChild } from './support/harness';
import { storedSha, todayKey } from './support/objects';

const MB = 1024 * 1024;
const PART = 10 * MB;
let server: RestartableServer;
let proxy: FaultProxy;
let dir: string;

beforeAll(async () => {
  ({ server, proxy } = await proxiedServer());
  dir = tempDir('cem-restart-');
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the core killed mid-upload', () => {
  it('continues after a restart from its checkpoint, re-sending at most the parts in flight', { timeout: 240_000 }, async () => {
    const dataDir = tempDir('cem-restart-core-');
    const file = join(dir, 'killed.dwg');
    const size = 64 * MB + 777;
    await writeSignedFile(file, size, DWG_SIGNATURE);

    let killedAt = 0;
    const first = await runEngineChild('engineChild.ts', { serverUrl: proxy.url, dataDir, file }, (list, child) => {
      const item = list[0];
      if (item && !killedAt && item.bytesDone >= size / 2) {
        killedAt = item.bytesDone;
        child.kill('SIGKILL');
      }
    });
    expect(first).toBeNull();
    const sentBeforeKill = proxy.bytesUp;

    let last: UploadItem | undefined;
    const states: string[] = [];
    const second = await runEngineChild('engineChild.ts', { serverUrl: proxy.url, dataDir, file }, (list) => {
      last = list[0];
      if (last && states.at(-1) !== last.state) states.push(last.state);
    });
    expect(second).toBe(0);
    expect(last).toMatchObject({ state: 'complete' });
    expect(states[0]).not.toBe('paused');
    expect(await storedSha(server.server.url, todayKey(last!.ossName))).toBe(await sha256File(file));
    // Everything sent twice: what crossed the proxy beyond the file's own bytes (plus HTTP heads).
    const resent = sentBeforeKill + (proxy.bytesUp - sentBeforeKill) - size;
    expect(resent).toBeLessThanOrEqual(4 * PART + 1 * MB);
  });

  it('comes back paused after the app closes, when the person chose so, and resumes on request', { timeout: 120_000 }, async () => {
    const dataDir = tempDir('cem-restart-paused-');
    const file = join(dir, 'paused.dwg');
    await writeSignedFile(file, 30 * MB, DWG_SIGNATURE);
    const a = await signedInCore(proxy.url, dataDir);
    expect(await a.bridge.uploads.setPreferences({ autoResume: false })).toMatchObject({ ok: true, data: { autoResume: false } });
    const item = await enqueue(a, file);
    await waitFor(() => items(a), (l) => l[0].bytesDone >= 10 * MB, 30_000, 'a first part');
    await a.dispose();

    const b = await signedInCore(proxy.url, dataDir);
    const back = (await items(b))[0];
    expect(back).toMatchObject({ id: item.id, state: 'paused', message: '已暂停上传' });
    await b.bridge.uploads.resume(item.id);
    const done = await waitFor(() => items(b), (l) => l[0].state === 'complete' || l[0].state === 'error', 60_000, 'completion');
    expect(done[0].state).toBe('complete');
    expect(await storedSha(server.server.url, todayKey(done[0].ossName))).toBe(await sha256File(file));
    await b.dispose();
  });
});
