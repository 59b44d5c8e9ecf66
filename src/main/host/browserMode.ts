import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { startServer } from '../../server';
import { createCore, type Core } from '../services/core';
import { ownerOnlyTree } from '../services/files/ownerOnly';
import { openSecretStore } from '../services/secrets/keychainSecretStore';
import { FileSettingsStore } from '../services/settings/fileSettingsStore';
import { startHost, type Host } from './hostServer';
import { sweepStagedCopies } from './stagingSweep';

export interface BrowserModeOptions {
  dataDir: string;
  port: number;
  rendererDir: string;
  version: string;
  env?: Record<string, string | undefined>;
  /** Demo organisations and accounts in an empty server data folder (`--demo`; env CEM_DEMO=on does the same). */
  demo?: boolean;
  log?: (line: string) => void;
}

export interface BrowserMode {
  host: Host;
  core: Core;
  serverUrl: string;
  close(): Promise<void>;
}

/**
 * Browser mode: the reference server (unless CEM_SERVER_URL names another), the desktop core and
 * the host that carries the bridge to a browser tab, all in this process.
 */
export async function startBrowserMode(opts: BrowserModeOptions): Promise<BrowserMode> {
  const env = opts.env ?? process.env;
  const log = opts.log ?? ((line: string) => console.log(line));
  // Owner-only, also what an earlier version left readable by others (services/files/ownerOnly.ts).
  ownerOnlyTree(opts.dataDir);

  const external = env.CEM_SERVER_URL?.trim();
  // The embedded server answers only requests carrying this launch's secret, which only the core holds.
  const launchSecret = randomBytes(32).toString('base64url');
  const server = external ? null : await startServer({ port: 0, dataDir: join(opts.dataDir, 'server'), env, demo: opts.demo, log, launchSecret });
  const serverUrl = external || server!.url;

  const secrets = await openSecretStore(env.CEM_KEYCHAIN_SERVICE || 'cem-desktop', log);
  const settings = new FileSettingsStore(join(opts.dataDir, 'settings.json'));
  const core = await createCore({ mode: 'browser', version: opts.version, defaultServerUrl: serverUrl, secrets, settings, env, dataDir: opts.dataDir, launchSecret: server ? launchSecret : undefined });
  // Staged copies a crash left behind go before the host stages anything new.
  const staging = core.transfers.uploads.stagingDir;
  if (staging) {
    const { removed } = await sweepStagedCopies(staging, dirname(staging));
    if (removed.length > 0) log(`removed ${removed.length} staged upload copies left by an earlier run`);
  }
  const host = await startHost({ core, rendererDir: opts.rendererDir, port: opts.port, log });

  return {
    host,
    core,
    serverUrl,
    close: async () => {
      await host.close();
      await core.dispose();
      await server?.close();
    },
  };
}
