import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserMode, type BrowserMode } from '../../../src/main/host/browserMode';
import { DEMO_PASSWORD, tempDir } from '../../support/core';

let mode: BrowserMode;
let cookie: string;
let pageKey: string;

/** node:http, because fetch will not let a test set Host or Origin the way an attacker's page would. */
function raw(path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const url = new URL(path, mode.host.origin);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const bridgeCall = (method: string, args: unknown[], headers: Record<string, string> = {}) =>
  raw('/bridge/call', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: mode.host.origin, 'x-cem-bridge': pageKey, cookie, ...headers },
    body: JSON.stringify({ method, args }),
  });

beforeAll(async () => {
  const dataDir = tempDir('cem-host-');
  const rendererDir = join(dataDir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
  mode = await startBrowserMode({ dataDir, port: 0, rendererDir, version: 'test', env: { ...process.env, CEM_DEMO: 'on', CEM_KEYCHAIN_SERVICE: `cem-host-test-${Date.now()}` }, log: () => {} });
});
afterAll(() => mode?.close());

describe('browser mode host', () => {
  it('hands the launch secret over as an HttpOnly, SameSite=Strict cookie and drops it from the address', async () => {
    const res = await raw(new URL(mode.host.launchUrl).pathname + new URL(mode.host.launchUrl).search);
    expect(res.status).toBe(302);
    // The page key travels in the fragment, which no server is ever sent.
    expect(res.headers.location).toMatch(/^\/#cem-key=[\w-]{43}$/);
    pageKey = String(res.headers.location).split('=')[1];
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    cookie = setCookie.split(';')[0];
    // Named for this host's port: a launch on another port keeps its own cookie.
    expect(cookie.split('=')[0]).toBe(`cem_launch_${new URL(mode.host.origin).port}`);
    expect(cookie.split('=')[1]).not.toBe(pageKey);
  });

  it('answers nothing but the app’s files to the cookie alone, as a server on another port of 127.0.0.1 receives it', async () => {
    expect((await raw('/desk/index', { headers: { cookie } })).status).toBe(200);
    for (const key of ['1', '', 'guess', cookie.split('=')[1]]) {
      expect((await bridgeCall('session.state', [], { 'x-cem-bridge': key })).status, key).toBe(403);
      expect((await raw(`/bridge/events?key=${encodeURIComponent(key)}`, { headers: { cookie } })).status, key).toBe(403);
      const upload = await raw('/bridge/upload?name=a.pdf&purpose=large', { method: 'PUT', headers: { cookie, origin: mode.host.origin, 'x-cem-bridge': key, 'content-type': 'application/octet-stream' }, body: 'x' });
      expect(upload.status, key).toBe(403);
    }
    expect((await raw('/bridge/events', { headers: { cookie } })).status).toBe(403);
    // Another port's cookie, even holding the right secret, is not this host's.
    const otherPort = `cem_launch_1=${cookie.split('=')[1]}`;
    expect((await raw('/', { headers: { cookie: otherPort } })).status).toBe(403);
  });

  it('refuses a wrong launch secret and any request without the cookie', async () => {
    expect((await raw('/?launch=guess')).status).toBe(403);
    expect((await raw('/')).status).toBe(403);
    expect((await raw('/desk/index')).status).toBe(403);
    expect((await bridgeCall('session.state', [], { cookie: 'cem_launch=guess' })).status).toBe(403);
  });

  it('serves the app, with its CSP, for every route of the app', async () => {
    const res = await raw('/desk/index', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>app</title>');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    // Embedded pages over https only: a plain-http page cannot be framed.
    expect(String(res.headers['content-security-policy'])).toMatch(/frame-src 'self' https:;/);
  });

  it('answers bridge calls only from its own origin with its header', async () => {
    expect((await bridgeCall('session.state', [], { origin: 'https://evil.example' })).status).toBe(403);
    expect((await bridgeCall('session.state', [], { 'x-cem-bridge': '' })).status).toBe(403);
    const ok = await bridgeCall('session.state', []);
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ result: { user: null, secretStorage: expect.any(String) } });
  });

  it('refuses a rebinding Host name even with the cookie', async () => {
    expect((await raw('/', { headers: { cookie, host: 'evil.example:80' } })).status).toBe(421);
  });

  it('refuses names that are not bridge methods', async () => {
    for (const method of ['session', 'constructor.constructor', '__proto__', 'session.state.call']) {
      expect((await bridgeCall(method, [])).status).toBe(400);
    }
    expect((await raw('/bridge/call', { method: 'POST', headers: { 'content-type': 'application/json', origin: mode.host.origin, 'x-cem-bridge': pageKey, cookie }, body: '{"method":"session.state"}' })).status).toBe(400);
  });

  it('carries a login and the session events, and never a token', async () => {
    const events: string[] = [];
    const stream = await fetch(`${mode.host.origin}/bridge/events?key=${pageKey}`, { headers: { cookie } });
    const reader = stream.body!.getReader();
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        events.push(new TextDecoder().decode(value));
        if (events.join('').includes('session-ended')) return;
      }
    })();

    const login = await bridgeCall('session.loginPassword', [{ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD }]);
    expect(login.status).toBe(200);
    expect(JSON.parse(login.body).result).toMatchObject({ ok: true, data: { user: { account: 'sj_admin' } } });
    expect(login.body).not.toMatch(/access_token|refresh_token|accessToken|refreshToken/);

    await bridgeCall('session.logout', []);
    await reading;
    await reader.cancel();
    expect(events.join('')).toContain('"type":"session-changed"');
    expect(events.join('')).toContain('"reason":"logout"');
  });
});
