import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import { moduleNamesFrom } from '@shared/api/modules';
import { MESSAGES } from '@shared/messages';
import { startServer } from '../../../src/server/index';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, DEMO_PASSWORD } from '../../support/server';

const ROOT = resolve(__dirname, '../../..');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cem-server-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('server configuration', () => {
  it('keeps its signing key in <dataDir>/token-secret (owner-only) so sessions and data survive a restart', async () => {
    const dataDir = tempDir();
    const env = { CEM_DEMO: 'on', CEM_DEMO_PASSWORD: DEMO_PASSWORD };
    const first = await startServer({ dataDir, env, log: () => {} });
    const api = apiClient(first.url);
    await api.login('multi', '100004');
    await first.close();
    expect(statSync(join(dataDir, 'token-secret')).mode & 0o777).toBe(0o600);

    const second = await startServer({ dataDir, env, log: () => {} });
    try {
      const again = apiClient(second.url);
      again.session = { ...api.session };
      expect(expectOk(await again.call(endpoints.userInfo))).toMatchObject({ account: 'multi' });
      // Not seeded twice: still one post per organisation for the person.
      expect(expectOk<unknown[]>(await again.call(endpoints.userOrgs))).toHaveLength(3);
    } finally {
      await second.close();
    }
  });

  it('takes module names, client credentials and the demo password from its environment', async () => {
    const env = { CEM_MODULE_AUTH: 'blade-auth', CEM_MODULE_PREFIX: 'ops-', CEM_CLIENT_ID: 'desk', CEM_CLIENT_SECRET: 'desk-secret', CEM_DEMO: 'on', CEM_DEMO_PASSWORD: 'Another@2026' };
    const server = await startServer({ dataDir: tempDir(), env, log: () => {} });
    try {
      const moduleNames = moduleNamesFrom(env);
      expect(moduleNames).toMatchObject({ auth: 'blade-auth', system: 'ops-system' });
      const api = apiClient(server.url, { moduleNames, clientId: 'desk', clientSecret: 'desk-secret' });
      expect(api.path('auth', 'oauth/token')).toBe('/api/blade-auth/oauth/token');
      await api.login('multi', '100004', 'Another@2026');
      expectOk(await api.call(endpoints.menuRoutes));

      expectEnvelopeFailure(await apiClient(server.url, { moduleNames }).call(endpoints.captcha), 401, MESSAGES.clientUnauthorized);
      expectEnvelopeFailure(await api.request('GET', '/api/cem-ops-system/menu/routes'), 404);
    } finally {
      await server.close();
    }
  });
});

describe('npm run server', () => {
  /** Runs the CLI in a fresh data folder with no CEM_* variable; resolves with its first lines once it listens. */
  function runCli(args: string[]) {
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['src/server/cli.ts', '--port', '0', '--data', tempDir(), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    const lines: string[] = [];
    const listening = new Promise<string>((resolveUrl, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        lines.push(line);
        if (line.startsWith('listening on ')) resolveUrl(line.replace('listening on ', ''));
      });
      child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
    });
    return { child, exited, lines, listening };
  }

  it('with --demo prints exactly the listening line, serves the demo accounts, and exits cleanly on SIGTERM', async () => {
    const { child, exited, lines, listening } = runCli(['--demo']);
    try {
      const url = await listening;
      expect(lines).toEqual([`listening on ${url}`]);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const api = apiClient(url);
      await api.login('admin', '000000');
      await apiClient(url).login('sj_admin', '100004');
      expectOk(await api.call(endpoints.noticeUnreadCount));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(lines).toEqual([`listening on ${url}`]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('without --demo seeds no demo account and prints the operator administrator\'s first password once', async () => {
    const { child, exited, lines, listening } = runCli([]);
    try {
      const url = await listening;
      expect(lines).toHaveLength(2);
      const password = /^operator administrator: account admin, tenant 000000, password (\S+) \(shown once; change it after signing in\)$/.exec(lines[0])?.[1];
      expect(password).toBeDefined();
      await apiClient(url).login('admin', '000000', password);
      await expect(apiClient(url).login('sj_admin', '100004')).rejects.toThrow(/failed: 400/);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
