/**
 * `npm run bench:uploads`: a 1 GiB file uploaded to the reference server's object endpoint over
 * loopback, in one run:
 *  - our engine (the desktop core's queue: checkpoints after every part, CRC-64 verification,
 *    attachment record), from queueing to complete;
 *  - plain ali-oss multipartUpload with the same part size (10 MB) and parallelism (4): the baseline;
 *  - one single-stream HTTP PUT of the same bytes (ali-oss put);
 *  - the bytes sent again when the core is killed (SIGKILL) at 50 % and started again, counted by a
 *    TCP proxy on loopback in front of the server;
 *  - the peak growth of the main process's memory while our engine uploads.
 * The server runs as its own process, as it does for a person. Prints a table; asserts nothing.
 * BENCH_UPLOAD_MB changes the file's size (default 1024).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import type OSS from 'ali-oss';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { StsCredentials, UploadItem } from '@shared/domain/upload';
import { ossClient } from '../../src/main/services/uploads/ossClient';
import { startFaultProxy } from '../support/faultProxy';
import { apiClient } from '../support/server';
import { enqueue, items, signedInCore } from '../integration/uploads/support/harness';
import { DEMO_PASSWORD, freePort, ROOT, startServerProcess, temp } from './support/serverProcess';

const MB = 1024 * 1024;
const SIZE = (Number(process.env.BENCH_UPLOAD_MB) || 1024) * MB;
const PART = 10 * MB;

/** A zip-signed file of SIZE bytes, streamed from a 16 MiB random block (nothing big is held). */
async function makeFile(path: string): Promise<void> {
  const block = randomBytes(16 * MB);
  block.write('PK\u0003\u0004', 0, 'latin1');
  const out = createWriteStream(path);
  for (let written = 0; written < SIZE; ) {
    const n = Math.min(block.length, SIZE - written);
    // Each block differs a little, so no two parts are the same bytes.
    block.writeUInt32LE(written / block.length, 8);
    if (!out.write(n === block.length ? Buffer.from(block) : block.subarray(0, n))) await once(out, 'drain');
    written += n;
  }
  out.end();
  await once(out, 'finish');
}

async function sts(serverUrl: string): Promise<StsCredentials> {
  const api = apiClient(serverUrl);
  await api.login('sj_admin', '100004', DEMO_PASSWORD);
  return (await api.call(uploadEndpoints.ossSts)).body.data as StsCredentials;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return (performance.now() - start) / 1000;
}

async function baseline(serverUrl: string, file: string, key: string): Promise<number> {
  const client: OSS = ossClient(await sts(serverUrl), { timeout: 600_000 });
  return timed(() => client.multipartUpload(key, file, { partSize: PART, parallel: 4 }));
}

async function singlePut(serverUrl: string, file: string, key: string): Promise<number> {
  const client: OSS = ossClient(await sts(serverUrl), { timeout: 600_000 });
  return timed(() => client.put(key, file));
}

/** Our engine in this process (the main process's core); samples its memory while it runs. */
async function engine(serverUrl: string, file: string): Promise<{ seconds: number; peakGrowthMb: number }> {
  const core = await signedInCore(serverUrl, temp('cem-bench-up-core-'));
  try {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const start = performance.now();
    const item = await enqueue(core, file);
    for (;;) {
      const current = (await items(core)).find((i) => i.id === item.id)!;
      if (current.state === 'complete') break;
      if (current.state === 'error') throw new Error(`engine upload failed: ${current.message}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    return { seconds, peakGrowthMb: (peak - before) / MB };
  } finally {
    await core.dispose();
  }
}

/** The core in a child process, killed at 50 % and started again; bytes through a counting proxy. */
async function killAtHalf(serverUrl: string, file: string): Promise<{ resentMb: number; resentParts: number; totalSeconds: number }> {
  const proxy = await startFaultProxy(serverUrl, { port: proxyPort });
  const dataDir = temp('cem-bench-kill-');
  const run = (onItems?: (list: UploadItem[], child: ChildProcess) => void) =>
    new Promise<void>((ok, fail) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/integration/uploads/support/engineChild.ts'), proxy.url, dataDir, file], {
        cwd: ROOT,
        env: process.env,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.startsWith('[')) onItems?.(JSON.parse(line) as UploadItem[], child);
      });
      child.once('exit', (code, signal) => (code === 0 || signal === 'SIGKILL' ? ok() : fail(new Error(`engine exited ${code}`))));
    });
  const start = performance.now();
  let killed = false;
  await run((list, child) => {
    if (!killed && list[0] && list[0].bytesDone >= SIZE / 2) {
      killed = true;
      child.kill('SIGKILL');
    }
  });
  await run();
  const totalSeconds = (performance.now() - start) / 1000;
  // What crossed the proxy beyond the file itself (request heads and small calls are a few kB).
  const resent = Math.max(0, proxy.bytesUp - SIZE);
  await proxy.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { resentMb: resent / MB, resentParts: resent / PART, totalSeconds };
}

const serverDir = temp('cem-bench-up-server-');
const fileDir = temp('cem-bench-up-file-');
const file = join(fileDir, 'bench.zip');
// The server checks Host: the kill-at-half proxy's address is one of its public names.
const proxyPort = await freePort();
const server = await startServerProcess(serverDir, { CEM_PUBLIC_HOSTS: `127.0.0.1:${proxyPort}` });
try {
  console.log(`writing a ${SIZE / MB} MiB file…`);
  await makeFile(file);
  if (statSync(file).size !== SIZE) throw new Error('the file was not written whole');

  // Alternate the two contenders twice and keep each one's best, so neither gets a cold or warm edge.
  const ours: number[] = [];
  const base: number[] = [];
  let memory = 0;
  for (let round = 0; round < 2; round++) {
    console.log(`round ${round + 1}: ali-oss multipartUpload…`);
    base.push(await baseline(server.url, file, `100004/bench/baseline-${round}.zip`));
    console.log(`round ${round + 1}: our engine…`);
    const e = await engine(server.url, file);
    ours.push(e.seconds);
    memory = Math.max(memory, e.peakGrowthMb);
  }
  console.log('single-stream PUT…');
  const put = await singlePut(server.url, file, '100004/bench/single-put.zip');
  console.log('kill at 50 % and restart…');
  const kill = await killAtHalf(server.url, file);

  const best = (xs: number[]) => Math.min(...xs);
  const mbps = (s: number) => (SIZE / MB / s).toFixed(0);
  const baseBest = best(base);
  const rows: [string, string, string, string][] = [
    ['our engine (queue, checkpoints, CRC-64 check)', best(ours).toFixed(2), mbps(best(ours)), (baseBest / best(ours)).toFixed(2)],
    ['ali-oss multipartUpload, 10 MB × 4 (baseline)', baseBest.toFixed(2), mbps(baseBest), '1.00'],
    ['single-stream HTTP PUT', put.toFixed(2), mbps(put), (baseBest / put).toFixed(2)],
  ];
  const [load] = (await import('node:os')).loadavg();
  console.log(`\nUpload of ${SIZE / MB} MiB over loopback (best of ${ours.length} for the first two; load average ${load.toFixed(1)} on ${(await import('node:os')).cpus().length} cores)\n`);
  console.log('| run | seconds | MB/s | speed vs baseline |');
  console.log('|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  console.log('');
  console.log('| measure | value | target |');
  console.log('|---|---:|---|');
  console.log(`| engine speed vs baseline | ${(baseBest / best(ours)).toFixed(2)}× | ≥ 0.95× ${baseBest / best(ours) >= 0.95 ? 'met' : 'NOT met'} |`);
  console.log(`| re-sent after a kill at 50 % | ${kill.resentMb.toFixed(1)} MB (${kill.resentParts.toFixed(2)} parts) | ≤ 4 parts ${kill.resentParts <= 4 ? 'met' : 'NOT met'} |`);
  console.log(`| kill, restart and finish | ${kill.totalSeconds.toFixed(1)} s | |`);
  console.log(`| peak growth of main-process memory (RSS) | ${memory.toFixed(0)} MB | < 200 MB ${memory < 200 ? 'met' : 'NOT met'} |`);
} finally {
  server.child.kill('SIGTERM');
  rmSync(fileDir, { recursive: true, force: true });
  rmSync(serverDir, { recursive: true, force: true });
}
