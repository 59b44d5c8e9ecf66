import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFaultProxy, type FaultProxy } from '../../support/faultProxy';
import { freePort } from '../../support/freePort';

export { freePort };

/** The repository's root, where the benchmarks run their child processes. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEMO_PASSWORD = process.env.CEM_DEMO_PASSWORD || 'Cem@2026';

export const temp = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

/**
 * The reference server as a person runs it, in its own process (`npm run server`), so its work
 * never shares an event loop with the client side being measured. Resolves on its listening line.
 */
export function startServerProcess(dataDir: string, opts: { port?: number; env?: Record<string, string> } = {}): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', '--port', String(opts.port ?? 0), '--data', dataDir, '--demo'], {
    cwd: ROOT,
    // scrypt at its test cost (2^14), so sign-ins do not dominate what is measured.
    env: { CEM_SCRYPT_LOG_N: '14', ...process.env, CEM_SERVER_URL: '', CEM_DEMO_PASSWORD: DEMO_PASSWORD, ...opts.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) ok({ url: m[1], child });
    });
    child.once('exit', (code) => fail(new Error(`server exited ${code}: ${out}`)));
  });
}

/**
 * The server process behind a TCP proxy that it names as its object store's address
 * (CEM_OSS_ENDPOINT), so object bytes cross the proxy too: links and credentials come from
 * configuration, never from the address a request came to.
 */
export async function startProxiedServerProcess(dataDir: string): Promise<{ url: string; child: ChildProcess; proxy: FaultProxy }> {
  const port = await freePort();
  const proxy = await startFaultProxy(`http://127.0.0.1:${port}`);
  const server = await startServerProcess(dataDir, { port, env: { CEM_OSS_ENDPOINT: proxy.url } });
  return { ...server, proxy };
}
