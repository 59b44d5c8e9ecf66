/**
 * Browser mode whose reference server runs as a separate process the test controls: the host is
 * started with CEM_SERVER_URL pointing at a fixed loopback port, so stopping the server leaves the
 * host (and the page, and the core's cache) running, exactly as a lost connection would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/freePort';
import { startHost, stopProcess } from './hostProcess';

const LISTENING = /^listening on (http:\/\/\S+)$/m;
const START_TIMEOUT_MS = 120_000;

export interface OfflineHost {
  launchUrl: string;
  serverUrl: string;
  /** Where the core keeps its cache files (<host data>/cache). */
  cacheDir: string;
  /** The reference server's SQLite file, for scenes no screen can set (edit it only while the server is stopped). */
  serverDbFile: string;
  stopServer(): Promise<void>;
  startServer(): Promise<void>;
  close(): Promise<void>;
}

function spawnServer(root: string, port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', '--port', String(port), '--data', dataDir, '--demo'], {
    cwd: root,
    env: { CEM_SCRYPT_LOG_N: '14', ...process.env, CEM_SERVER_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${START_TIMEOUT_MS / 1000}s:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!LISTENING.test(output)) return;
      clearTimeout(timer);
      child.stdout?.removeListener('data', onData);
      child.stdout?.resume();
      child.stderr?.resume();
      resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
}

export async function startOfflineHost(root: string): Promise<OfflineHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cem-e2e-offline-'));
  const port = await freePort();
  const serverDir = join(dataDir, 'server');
  let server: ChildProcess | null = await spawnServer(root, port, serverDir);
  const serverUrl = `http://127.0.0.1:${port}`;
  const host = await startHost(root, join(dataDir, 'host'), {
    ...process.env,
    CEM_SERVER_URL: serverUrl,
    CEM_KEYCHAIN_SERVICE: `cem-desktop-e2e-offline-${randomBytes(4).toString('hex')}`,
    // The app notices the server is back within a second or two.
    CEM_PROBE_MIN_MS: '250',
    CEM_PROBE_MAX_MS: '1000',
  });
  const stopServer = async () => {
    if (server?.pid) await stopProcess(server.pid);
    server = null;
  };
  return {
    launchUrl: host.launchUrl,
    serverUrl,
    cacheDir: join(dataDir, 'host', 'cache'),
    serverDbFile: join(serverDir, 'server.sqlite'),
    stopServer,
    startServer: async () => {
      if (!server) server = await spawnServer(root, port, serverDir);
    },
    close: async () => {
      await stopServer();
      if (host.child.pid) await stopProcess(host.child.pid);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
