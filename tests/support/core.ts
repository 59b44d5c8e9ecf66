import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BridgeEvent } from '@shared/bridge';
import { createCore, type Core } from '../../src/main/services/core';
import type { SecretStore } from '../../src/main/services/secrets/secretStore';
import { FileSettingsStore } from '../../src/main/services/settings/fileSettingsStore';
import type { WindowOpener } from '../../src/main/services/windows/windowOpener';
import { InProcessKeychain } from './keychain';

export const DEMO_PASSWORD = process.env.CEM_DEMO_PASSWORD || 'Cem@2026';

export interface TestCore {
  core: Core;
  secrets: SecretStore;
  dataDir: string;
  events: BridgeEvent[];
  /** Every request the core sent, as `METHOD path?query` plus the form's grant type for token calls. */
  requests: string[];
}

/**
 * A desktop core as the app builds it, pointed at a real server. The fetch it is given only records
 * what goes out (so tests can count refresh calls) and passes every request on unchanged.
 */
export async function startTestCore(
  serverUrl: string,
  opts: {
    secrets?: SecretStore;
    env?: Record<string, string>;
    dataDir?: string;
    windows?: WindowOpener;
    /** Awaited before a request goes out, to hold one back while the test does something else. */
    beforeSend?: (url: URL) => Promise<void>;
    launchSecret?: string;
  } = {},
): Promise<TestCore> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'cem-core-'));
  const secrets = opts.secrets ?? new InProcessKeychain();
  const requests: string[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const grant = typeof init?.body === 'string' ? new URLSearchParams(init.body).get('grant_type') : null;
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}${grant ? ` ${grant}` : ''}`);
    await opts.beforeSend?.(url);
    return fetch(input, init);
  };
  const core = await createCore({
    mode: 'browser',
    version: 'test',
    defaultServerUrl: serverUrl,
    secrets,
    settings: new FileSettingsStore(join(dataDir, 'settings.json')),
    env: { ...process.env, ...opts.env },
    fetch: recordingFetch,
    dataDir,
    windows: opts.windows,
    launchSecret: opts.launchSecret,
  });
  const events: BridgeEvent[] = [];
  core.events.on((e) => events.push(e));
  return { core, secrets, dataDir, events, requests };
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
