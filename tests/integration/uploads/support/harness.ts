import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { UploadItem } from '@shared/domain/upload';
import { createCore, type Core } from '../../../../src/main/services/core';
import { openSecretStore } from '../../../../src/main/services/secrets/keychainSecretStore';
import { FileSettingsStore } from '../../../../src/main/services/settings/fileSettingsStore';
import { startServer, type RunningServer } from '../../../../src/server';
import { startFaultProxy, type FaultProxy } from '../../../support/faultProxy';
import { freePort } from '../../../support/freePort';

export const DEMO_PASSWORD = process.env.CEM_DEMO_PASSWORD || 'Cem@2026';

/** Waits (polling, bounded) until `check` holds; throws with the last value seen otherwise. */
export async function waitFor<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 60_000, what = 'condition'): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < until) {
    last = await read();
    if (check(last)) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}: ${JSON.stringify(last)}`);
}

/** A reference server that can be stopped and started again on the same port and data. */
export class RestartableServer {
  server!: RunningServer;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'cem-up-server-'));
  /** Names a proxy in front reaches it by, kept across restarts. */
  private readonly hosts: string[] = [];
  constructor(private readonly env: Record<string, string> = {}) {}

  async start(port = 0): Promise<void> {
    this.server = await startServer({ port, dataDir: this.dataDir, env: { ...process.env, CEM_DEMO: 'on', CEM_DEMO_PASSWORD: DEMO_PASSWORD, ...this.env }, log: () => {} });
    for (const host of this.hosts) this.server.allowHost(host);
  }

  allowHost(host: string): void {
    this.hosts.push(host);
    this.server.allowHost(host);
  }

  get port(): number {
    return this.server.port;
  }

  async restart(downMs = 0): Promise<void> {
    const port = this.server.port;
    await this.server.close();
    if (downMs) await new Promise((r) => setTimeout(r, downMs));
    await this.start(port);
  }

  async close(): Promise<void> {
    await this.server?.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * A server behind a fault proxy, configured to name the proxy as its store's address (links and
 * credentials come from configuration, never from a request), so uploads and downloads cross it too.
 */
export async function proxiedServer(env: Record<string, string> = {}): Promise<{ server: RestartableServer; proxy: FaultProxy }> {
  const port = await freePort();
  const proxy = await startFaultProxy(`http://127.0.0.1:${port}`);
  const server = new RestartableServer({ CEM_OSS_ENDPOINT: proxy.url, ...env });
  await server.start(port);
  return { server, proxy };
}

/** Engine settings for tests: quick retries. */
export const FAST_RETRY = { CEM_UPLOAD_RETRY_BASE_MS: '100', CEM_UPLOAD_RETRY_MAX_MS: '800' };

/**
 * The OS keychain (scripts/with-keyring.sh gives tests a real one): the queue is sealed with the
 * person's key from it and kept on disk only when a keychain holds that key, and a core started
 * again — in this process or in a child one (engineChild) — must find the same key.
 */
const keychain = () => openSecretStore('cem-test-uploads');

export async function signedInCore(serverUrl: string, dataDir: string, env: Record<string, string> = {}, account = { tenantId: '100004', username: 'sj_admin' }): Promise<Core> {
  const core = await createCore({
    mode: 'browser',
    version: 'test',
    defaultServerUrl: serverUrl,
    secrets: await keychain(),
    settings: new FileSettingsStore(join(dataDir, 'settings.json')),
    env: { ...process.env, ...FAST_RETRY, ...env },
    dataDir,
  });
  const r = await core.bridge.session.loginPassword({ ...account, password: DEMO_PASSWORD });
  if (!r.ok) throw new Error(`login failed: ${r.error.message}`);
  await core.transfers.uploads.sync();
  return core;
}

export async function items(core: Core): Promise<UploadItem[]> {
  const r = await core.bridge.uploads.list();
  if (!r.ok) throw new Error(r.error.message);
  return r.data;
}

export async function enqueue(core: Core, path: string, name?: string): Promise<UploadItem> {
  const handle = await core.transfers.uploads.handles.register(path, { name });
  const r = await core.bridge.uploads.add({ handles: [handle.id] });
  if (!r.ok) throw new Error(r.error.message);
  return r.data[0];
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * Runs an engine in a child process (`script` beside this file: engineChild.ts, outcomeChild.ts: one upload of `file`
 * through a core on `dataDir`), handing each list of upload items it prints to `onItems` (which may
 * kill it). Resolves with its exit code, or null when it was killed (SIGKILL).
 */
export function runEngineChild(
  script: string,
  args: { serverUrl: string; dataDir: string; file: string },
  onItems: (items: UploadItem[], child: ChildProcess) => void,
  timeoutMs = 120_000,
): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, script), args.serverUrl, args.dataDir, args.file], {
    cwd: join(__dirname, '../../../..'),
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
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') resolve(null);
      else if (code === 0) resolve(0);
      else reject(new Error(`the engine process ended with ${code}:\n${errors}`));
    });
  });
}
