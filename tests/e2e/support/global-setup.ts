import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRenderer, rendererIsStale } from './buildRenderer';
import { DATA_DIR_ENV, HOST_LOG_ENV, HOST_PID_ENV, LAUNCH_URL_ENV } from './hostEnv';
import { startHost } from './hostProcess';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Builds the renderer if its sources moved on, then starts a host on a fresh data folder and hands
 * its launch address to the tests. Set CEM_E2E_LAUNCH_URL to test a host you started yourself.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env[LAUNCH_URL_ENV]) return;
  if (rendererIsStale(root)) {
    console.log('[e2e] building the renderer…');
    await buildRenderer(root);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'cem-e2e-'));
  const logFile = join(dataDir, 'host.log');
  const host = await startHost(
    root,
    dataDir,
    {
      ...process.env,
      // A keychain entry of its own, so a real keychain never mixes test sessions with the person's.
      CEM_KEYCHAIN_SERVICE: `cem-desktop-e2e-${randomBytes(4).toString('hex')}`,
      // Tests ask for SMS codes for the same demo phones many times; the 60 s server limit has its own tests.
      CEM_SMS_RESEND_INTERVAL: '0',
      CEM_SMS_PHONE_HOURLY: '100000',
      CEM_SMS_ADDRESS_HOURLY: '100000',
    },
    logFile,
  );
  process.env[HOST_LOG_ENV] = logFile;
  process.env[LAUNCH_URL_ENV] = host.launchUrl;
  process.env[HOST_PID_ENV] = String(host.child.pid);
  process.env[DATA_DIR_ENV] = dataDir;
  console.log(`[e2e] host ready at ${new URL(host.launchUrl).origin}`);
}
