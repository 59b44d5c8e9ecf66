/**
 * `npm run soak:uploads`: the "done when": a 2 GiB upload through a TCP proxy on loopback that
 * resets the connection every 64 MB, with the core killed (SIGKILL) halfway and started again; the
 * object must arrive byte-identical. Prints what happened; exits 1 when the object differs.
 * SOAK_UPLOAD_MB and SOAK_RESET_MB change the sizes.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { StsCredentials, UploadItem } from '@shared/domain/upload';
import { ossClient } from '../../src/main/services/uploads/ossClient';
import { startFaultProxy } from '../support/faultProxy';
import { apiClient } from '../support/server';
import { DEMO_PASSWORD, freePort, ROOT, startServerProcess, temp } from './support/serverProcess';

const MB = 1024 * 1024;
const SIZE = (Number(process.env.SOAK_UPLOAD_MB) || 2048) * MB;
const RESET = (Number(process.env.SOAK_RESET_MB) || 64) * MB;

async function sha256(stream: AsyncIterable<unknown>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const serverDir = temp('cem-soak-server-');
const fileDir = temp('cem-soak-file-');
const dataDir = temp('cem-soak-core-');
const file = join(fileDir, 'soak.dwg');
// The server checks Host: the proxy's address is one of its public names.
const proxyPort = await freePort();
const server = await startServerProcess(serverDir, { CEM_PUBLIC_HOSTS: `127.0.0.1:${proxyPort}` });
const proxy = await startFaultProxy(server.url, { port: proxyPort });
let failed = false;
try {
  console.log(`writing a ${SIZE / MB} MiB drawing…`);
  const block = randomBytes(16 * MB);
  block.write('AC1032', 0, 'latin1');
  const out = createWriteStream(file);
  for (let written = 0; written < SIZE; written += block.length) {
    block.writeUInt32LE(written / block.length, 16);
    if (!out.write(Buffer.from(block.subarray(0, Math.min(block.length, SIZE - written))))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const expected = await sha256(createReadStream(file));

  proxy.resetEvery(RESET);
  const start = performance.now();
  let last: UploadItem | undefined;
  const states = new Set<string>();
  const run = (killAt?: number) =>
    new Promise<void>((ok, fail) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/integration/uploads/support/engineChild.ts'), proxy.url, dataDir, file], {
        cwd: ROOT,
        env: process.env,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (!line.startsWith('[')) return;
        last = (JSON.parse(line) as UploadItem[])[0];
        if (last) states.add(last.state);
        if (killAt && last && last.bytesDone >= killAt) child.kill('SIGKILL');
      });
      child.once('exit', (code, signal) => (code === 0 || signal === 'SIGKILL' ? ok() : fail(new Error(`engine exited ${code}`))));
    });
  console.log(`uploading through resets every ${RESET / MB} MB; killing the core at 50 %…`);
  await run(SIZE / 2);
  console.log(`killed at ${((last?.bytesDone ?? 0) / MB).toFixed(0)} MB; starting it again…`);
  await run();
  const seconds = (performance.now() - start) / 1000;

  const api = apiClient(server.url);
  await api.login('sj_admin', '100004', DEMO_PASSWORD);
  const client = ossClient((await api.call(uploadEndpoints.ossSts)).body.data as StsCredentials, { timeout: 600_000 });
  const key = `100004/${new Date().toISOString().slice(0, 10).replace(/-/g, '')}/${last!.ossName}`;
  const got = await sha256((await client.getStream(key)).stream as AsyncIterable<unknown>);
  failed = got !== expected;
  console.log('');
  console.log('| measure | value |');
  console.log('|---|---:|');
  console.log(`| file | ${SIZE / MB} MiB |`);
  console.log(`| connection resets | ${proxy.resets} |`);
  console.log(`| states seen | ${[...states].join(', ')} |`);
  console.log(`| bytes through the proxy | ${(proxy.bytesUp / MB).toFixed(0)} MB |`);
  console.log(`| time, kill and restart included | ${seconds.toFixed(1)} s |`);
  console.log(`| object byte-identical (SHA-256) | ${failed ? 'NO' : 'yes'} |`);
} finally {
  await proxy.close();
  server.child.kill('SIGTERM');
  rmSync(fileDir, { recursive: true, force: true });
  rmSync(serverDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
