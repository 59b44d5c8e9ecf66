import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecretStore } from '../../../src/main/services/secrets/keychainSecretStore';

// npm test runs this inside a private dbus session with gnome-keyring (scripts/with-keyring.sh),
// which sets CEM_REQUIRE_KEYCHAIN: there a missing keychain is a failure, not a fallback.
const required = process.env.CEM_REQUIRE_KEYCHAIN === '1';

describe('the OS keychain', () => {
  it('stores, reads and deletes a secret for real', async () => {
    const store = await openSecretStore(`cem-test-${randomUUID()}`);
    if (required) expect(store.kind).toBe('keychain');
    await store.set('session@http://127.0.0.1:1', 'secret-value');
    expect(await store.get('session@http://127.0.0.1:1')).toBe('secret-value');
    await store.delete('session@http://127.0.0.1:1');
    expect(await store.get('session@http://127.0.0.1:1')).toBeNull();
  });

  it('falls back to memory, and says so, where no keychain answers', () => {
    // libsecret keeps its bus connection per process, so the keychain-less system is a fresh process.
    const script = `import { openSecretStore } from './src/main/services/secrets/keychainSecretStore.ts';
      const lines = []; const store = await openSecretStore('cem-test-none', (l) => lines.push(l));
      console.log(JSON.stringify({ kind: store.kind, lines }));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus' },
      encoding: 'utf8',
    });
    const { kind, lines } = JSON.parse(out.trim().split('\n').pop()!) as { kind: string; lines: string[] };
    expect(kind).toBe('memory');
    expect(lines.join('\n')).toMatch(/keychain unavailable/);
  });
});
