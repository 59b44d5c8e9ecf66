/**
 * The core killed mid-upload (SIGKILL, no chance to save anything) and started again: the upload
 * continues from its durable checkpoint, re-sending at most the parts that were in flight, and the
 * object ends byte-identical. And a queue closed with uploads running comes back paused when the
 * person chose so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadItem } from '@shared/domain/upload';
import { startFaultProxy, type FaultProxy } from '../../support/faultProxy';
import { DWG_SIGNATURE, sha256File, writeSignedFile } from '../../support/files';
import { enqueue, items, RestartableServer, signedInCore, tempDir, waitFor } from './support/harness';
import { directClient, objectSha } from './support/objects';

const MB = 1024 * 1024;
const PART = 10 * MB;
let server: RestartableServer;
let proxy: FaultProxy;
let dir: string;

beforeAll(async () => {
  server = new RestartableServer();
  await server.start();
  proxy = await startFaultProxy(server.server.url, { server });
  dir = tempDir('cem-restart-');
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

function runChild(dataDir: string, file: string, onItems: (items: UploadItem[], child: ChildProcess) => void): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'support/engineChild.ts'), proxy.url, dataDir, file], {
    cwd: join(__dirname, '../../..'),
    env: { ...process.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (c: Buffer) => (errors += c.toString()));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('[')) onItems(JSON.parse(line) as UploadItem[], child);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the engine process did not finish in time:\n${errors}`));
    }, 120_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(signal === 'SIGKILL' ? null : code);
    });
  });
}

describe('the core killed mid-upload', () => {
  it('continues after a restart from its checkpoint, re-sending at most the parts in flight', { timeout: 240_000 }, async () => {
    const dataDir = tempDir('cem-restart-core-');
    const file = join(dir, 'killed.dwg');
    const size = 64 * MB + 777;
    await writeSignedFile(file, size, DWG_SIGNATURE);

    let killedAt = 0;
    const first = await runChild(dataDir, file, (list, child) => {
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
    const second = await runChild(dataDir, file, (list) => {
      last = list[0];
      if (last && states.at(-1) !== last.state) states.push(last.state);
    });
    expect(second).toBe(0);
    expect(last).toMatchObject({ state: 'complete' });
    expect(states[0]).not.toBe('paused');

    const oss = await directClient(server.server.url);
    const key = `100004/${new Date().toISOString().slice(0, 10).replace(/-/g, '')}/${last!.ossName}`;
    expect(await objectSha(oss, key)).toBe(await sha256File(file));
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
    const oss = await directClient(server.server.url);
    expect(await objectSha(oss, `100004/${new Date().toISOString().slice(0, 10).replace(/-/g, '')}/${done[0].ossName}`)).toBe(await sha256File(file));
    await b.dispose();
  });
});
