import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startBrowserMode } from '../../../src/main/host/browserMode';
import { startServer } from '../../../src/server';
import { DEMO_PASSWORD, tempDir } from '../../support/core';

/**
 * Issue 20, "files on disk": the server's data folder and browser mode's are the owner's only (0700,
 * files 0600: the SQLite databases with their -wal/-shm, the token secret, settings, the error log),
 * when made and on every start, also when an earlier version left them 0755/0644.
 */
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Every folder and file under `dir` with its mode, relative to `dir`; `skip` names sub-folders left out. */
function modes(dir: string, skip: string[] = []): Record<string, string> {
  const out: Record<string, string> = { '.': mode(dir) };
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      const rel = relative(dir, path);
      if (skip.includes(rel)) continue;
      out[rel] = mode(path);
      if (lstatSync(path).isDirectory()) walk(path);
    }
  };
  walk(dir);
  return out;
}

/** What an earlier version left: folders 0755, files 0644 (a umask of 022). */
function loosen(dir: string): void {
  chmodSync(dir, 0o755);
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (lstatSync(path).isDirectory()) loosen(path);
    else chmodSync(path, 0o644);
  }
}

const expectOwnerOnly = (all: Record<string, string>, dir: string) => {
  for (const [rel, m] of Object.entries(all)) expect(`${rel} ${m}`).toBe(`${rel} ${lstatSync(join(dir, rel)).isDirectory() ? '700' : '600'}`);
};

describe.skipIf(process.platform === 'win32')('owner-only files', () => {
  it('the reference server: data folder 0700; server.sqlite, -wal, -shm and token-secret 0600, made so and made so again on start', async () => {
    const dataDir = join(tempDir('cem-modes-'), 'server');
    const env = { CEM_DEMO: 'on', CEM_DEMO_PASSWORD: DEMO_PASSWORD };
    const first = await startServer({ dataDir, env, log: () => {} });
    const files = ['server.sqlite', 'server.sqlite-wal', 'server.sqlite-shm', 'token-secret'];
    try {
      expect(mode(dataDir)).toBe('700');
      for (const f of files) expect(`${f} ${mode(join(dataDir, f))}`).toBe(`${f} 600`);
    } finally {
      await first.close();
    }

    loosen(dataDir);
    writeFileSync(join(dataDir, 'server.sqlite-wal'), '', { flag: 'a', mode: 0o644 });
    chmodSync(join(dataDir, 'server.sqlite-wal'), 0o644);
    const second = await startServer({ dataDir, env, log: () => {} });
    try {
      expect(mode(dataDir)).toBe('700');
      for (const f of files) expect(`${f} ${mode(join(dataDir, f))}`).toBe(`${f} 600`);
    } finally {
      await second.close();
    }
  });

  it('browser mode: the data folder and everything the core keeps in it (settings, cache, uploads, error log) 0700/0600, also after 0755/0644', async () => {
    const root = tempDir('cem-modes-');
    const dataDir = join(root, 'data');
    const rendererDir = join(root, 'renderer');
    mkdirSync(rendererDir);
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
    const start = () =>
      startBrowserMode({ dataDir, port: 0, rendererDir, version: 'test', demo: true, env: { ...process.env, CEM_DEMO_PASSWORD: DEMO_PASSWORD, CEM_KEYCHAIN_SERVICE: `cem-modes-test-${Date.now()}` }, log: () => {} });
    // The object store's own files are the storage engineer's; the server folder's 0700 closes them.
    const skip = ['server/oss'];

    const first = await start();
    try {
      await first.core.bridge.settings.update({ language: 'en' });
      expect(await first.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD })).toMatchObject({ ok: true });
      expect(await first.core.bridge.api.call({ module: 'system', path: 'dict/dictionary', method: 'GET', query: { code: 'sex' } })).toMatchObject({ ok: true });
      await first.core.bridge.uploads.list();
      await first.core.bridge.errorLog.record({ url: 'http://127.0.0.1/desk/index', type: 'error', message: 'boom' });
      const made = modes(dataDir, skip);
      // What this test is about exists: settings, cache, uploads, error log, the server's database and key.
      for (const f of ['settings.json', 'error-log.json', 'server/server.sqlite', 'server/token-secret', 'cache', 'uploads']) expect(Object.keys(made)).toContain(f);
      expect(Object.keys(made).some((f) => /^cache\/.+\.sqlite$/.test(f))).toBe(true);
      expect(Object.keys(made).some((f) => /^uploads\/.+/.test(f))).toBe(true);
      expectOwnerOnly(made, dataDir);
    } finally {
      await first.close();
    }

    loosen(dataDir);
    expect(mode(join(dataDir, 'settings.json'))).toBe('644');
    const second = await start();
    try {
      expectOwnerOnly(modes(dataDir, skip), dataDir);
      expect(existsSync(join(dataDir, 'settings.json'))).toBe(true);
    } finally {
      await second.close();
    }
  });
});
