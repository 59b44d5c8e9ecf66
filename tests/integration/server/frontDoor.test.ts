import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '@shared/api/headers';
import { endpoints } from '@shared/api/endpoints';
import { startServer, type RunningServer } from '../../../src/server/index';
import { DEMO_PASSWORD, startTestCore, tempDir } from '../../support/core';

const HOST_REFUSED = '请求的主机名不是本服务器的地址';
const NO_LAUNCH_SECRET = '本服务只接受本应用客户端的请求';
const CLIENT = basicAuth(DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET);
const LOGIN = new URLSearchParams({ grant_type: 'password', tenant_id: '100004', username: 'sj_admin', password: DEMO_PASSWORD }).toString();

/** node:http, because fetch will not let a test set Host the way a rebinding page or a forged request would. */
function raw(server: RunningServer, path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    // An empty host means none at all (HTTP/1.0 style), which node would otherwise fill in.
    const setHost = opts.headers?.host !== '';
    const headers = Object.fromEntries(Object.entries(opts.headers ?? {}).filter(([k, v]) => k !== 'host' || v !== ''));
    const req = request(new URL(path, server.url), { method: opts.method ?? 'GET', headers, setHost }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const login = (server: RunningServer, headers: Record<string, string> = {}) =>
  raw(server, '/api/cem-ops-auth/oauth/token', {
    method: 'POST',
    headers: { authorization: CLIENT, 'tenant-id': '100004', 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: LOGIN,
  });

describe('the Host header', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const env = { ...process.env, CEM_DEMO: 'on', CEM_PUBLIC_HOSTS: 'cem.example.com, https://files.example.com:8443/app', CEM_OSS_ENDPOINT: 'https://oss.example.com' };
    server = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env, log: () => {} });
  });
  afterAll(() => server?.close());

  it('refuses a name that is not the server, on every path, with the reason and no token', async () => {
    for (const host of ['evil.example', `evil.example:${server.port}`, '127.0.0.1:1', `127.0.0.2:${server.port}`, 'cem.example.com.evil.example']) {
      const res = await login(server, { host });
      expect(res.status, host).toBe(421);
      expect(JSON.parse(res.body)).toMatchObject({ code: 421, success: false, msg: HOST_REFUSED });
      expect(res.body).not.toMatch(/token/);
    }
    // No Host at all: Node's HTTP server refuses an HTTP/1.1 request before the app sees it.
    const none = await login(server, { host: '' });
    expect(none.status).toBe(400);
    expect(none.body).not.toMatch(/token/);
    // Unknown paths too: nothing is answered under a foreign name.
    expect((await raw(server, '/nothing-here', { headers: { host: 'evil.example' } })).status).toBe(421);
  });

  it('accepts its own address under each loopback name, and the configured public names', async () => {
    for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`, `LOCALHOST:${server.port}`, `[::1]:${server.port}`, 'cem.example.com', 'files.example.com:8443', 'oss.example.com']) {
      expect((await login(server, { host })).status, host).toBe(200);
    }
  });
});

describe('the launch secret of an embedded server', () => {
  const secret = randomBytes(32).toString('base64url');
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on' }, log: () => {}, launchSecret: secret });
  });
  afterAll(() => server?.close());

  it('refuses every request without it before routing: a second local process gets no token and no demo sign-in', async () => {
    for (const headers of [{} as Record<string, string>, { 'x-cem-launch': '' }, { 'x-cem-launch': 'guess' }, { 'x-cem-launch': `${secret}x` }]) {
      const res = await login(server, headers);
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ code: 403, success: false, msg: NO_LAUNCH_SECRET });
    }
    // Public routes and unknown paths alike.
    expect((await raw(server, '/api/cem-ops-system/setting/footer', { headers: { authorization: CLIENT } })).status).toBe(403);
    expect((await raw(server, '/nothing-here')).status).toBe(403);
    expect((await login(server, { 'x-cem-launch': secret })).status).toBe(200);
  });

  it('leaves the object endpoint to its own signature check (ali-oss names a virtual host in Host)', async () => {
    const res = await raw(server, '/cem-files/100004/x.pdf', { headers: { host: 'cem-files.oss-cn-hangzhou.aliyuncs.com' } });
    expect(res.body).not.toContain(NO_LAUNCH_SECRET);
    expect(res.body).toContain('<Code>');
  });

  it('is sent by the core given it, so the app works; a core without it is refused', async () => {
    const t = await startTestCore(server.url, { launchSecret: secret });
    expect(await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD })).toMatchObject({ ok: true });
    expect(await t.core.bridge.api.call({ module: 'auth', path: endpoints.userInfo.path })).toMatchObject({ ok: true, data: { account: 'sj_admin' } });
    t.core.dispose();

    const stranger = await startTestCore(server.url);
    expect(await stranger.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD })).toMatchObject({ ok: false });
    expect((await stranger.core.bridge.session.state()).user).toBeNull();
    stranger.core.dispose();
  });
});
