import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../src/server';
import { openSecretStore } from '../../../src/main/services/secrets/keychainSecretStore';
import { parseStoredSession } from '../../../src/main/services/session/storedSession';
import { DEMO_PASSWORD, startTestCore, tempDir } from '../../support/core';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

let server: Awaited<ReturnType<typeof startServer>>;
let serverDir: string;
beforeAll(async () => {
  serverDir = tempDir('cem-server-');
  server = await startServer({ port: 0, dataDir: serverDir, env: { ...process.env, CEM_DEMO: 'on' }, log: () => {} });
});
afterAll(() => server?.close());

describe('after login', () => {
  it('the tokens are in the OS keychain and in no file of the app or the server', async () => {
    const secrets = await openSecretStore(`cem-test-${randomUUID()}`);
    if (process.env.CEM_REQUIRE_KEYCHAIN === '1') expect(secrets.kind).toBe('keychain');
    const t = await startTestCore(server.url, { secrets });
    await t.core.bridge.settings.update({ language: 'en' });
    const r = await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
    expect(r.ok).toBe(true);

    const stored = parseStoredSession(await secrets.get(`session@${new URL(server.url).origin}`));
    expect(stored?.accessToken).toBeTruthy();
    expect(stored?.refreshToken).toBeTruthy();

    const files = [...filesUnder(t.dataDir), ...filesUnder(serverDir)];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const bytes = readFileSync(file);
      expect(bytes.includes(stored!.accessToken), file).toBe(false);
      expect(bytes.includes(stored!.refreshToken), file).toBe(false);
      expect(bytes.includes(DEMO_PASSWORD), file).toBe(false);
    }
    await t.core.bridge.session.logout();
    expect(await secrets.get(`session@${new URL(server.url).origin}`)).toBeNull();
  });
});
