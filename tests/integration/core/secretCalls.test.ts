import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCall } from '@shared/bridge';
import { endpoints } from '@shared/api/endpoints';
import { startServer } from '../../../src/server';
import { parseStoredSession } from '../../../src/main/services/session/storedSession';
import { DEMO_PASSWORD, startTestCore, tempDir, type TestCore } from '../../support/core';

const REFUSED = '该接口涉及登录凭证或存储密钥，只能由客户端内部调用';
/** What a token answer or storage credentials would show; a refusal shows none of it. */
const SECRET = /access_?token|refresh_?token|access_?key|secret|security_?token|eyJ/i;

let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on' }, log: () => {} });
});
afterAll(() => server?.close());

async function signedIn(env?: Record<string, string>): Promise<{ t: TestCore; refreshToken: string }> {
  const t = await startTestCore(server.url, { env });
  await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
  const stored = parseStoredSession(await t.secrets.get(`session@${new URL(server.url).origin}`))!;
  return { t, refreshToken: stored.refreshToken };
}

/** Every way a page was found (or could try) to get a token or storage credentials out of the core. */
function attempts(refreshToken: string): ApiCall[] {
  return [
    { module: 'auth', path: 'oauth/token', method: 'POST', form: { grant_type: 'password', tenant_id: '100004', username: 'sj_admin', password: DEMO_PASSWORD } },
    { module: 'auth', path: 'oauth/token', method: 'POST', form: { grant_type: 'refresh_token', refresh_token: refreshToken } },
    { module: 'auth', path: 'oauth/token', method: 'POST', query: { grant_type: 'refresh_token', refresh_token: refreshToken } },
    { module: 'auth', path: 'OAuth/Token', method: 'POST', form: { grant_type: 'refresh_token', refresh_token: refreshToken } },
    { module: 'auth', path: 'oauth/token/x', method: 'POST' },
    { module: 'auth', path: 'oauth/logout' },
    { module: 'auth', path: 'oauth/captcha' },
    { module: 'resource', path: 'oss/sts' },
    { module: 'resource', path: 'OSS/STS' },
    { module: 'resource', path: 'oss/sts', method: 'POST' },
    { module: 'resource', path: 'oss/read-url', query: { key: '100004/20261125/a_1.png', purpose: 'download' } },
  ];
}

describe('secret-bearing calls from the renderer', () => {
  it('are refused through api.call, with the reason, and the answer holds no token or key', async () => {
    const { t, refreshToken } = await signedIn();
    t.requests.length = 0;
    for (const call of attempts(refreshToken)) {
      const result = await t.core.bridge.api.call(call);
      expect(result, `${call.module} ${call.path}`).toEqual({ ok: false, error: { kind: 'invalid', message: REFUSED } });
      expect(JSON.stringify(result)).not.toMatch(SECRET);
    }
    // Nothing went out: the refusal is the core's, not the server's.
    expect(t.requests).toEqual([]);
    // The session is untouched and what the page does read still works.
    expect(await t.core.bridge.api.call({ module: 'auth', path: endpoints.userInfo.path })).toMatchObject({ ok: true, data: { account: 'sj_admin' } });
    t.core.dispose();
  });

  it('are refused through the outbox too, and nothing is kept there', async () => {
    const { t, refreshToken } = await signedIn();
    for (const [i, call] of attempts(refreshToken).entries()) {
      const result = await t.core.bridge.outbox.submit({ ...call, method: 'POST', idempotencyKey: `secret-call-${i}` }, { formKey: 'notice:new', title: '新增通知' });
      expect(result, `${call.module} ${call.path}`).toEqual({ ok: false, error: { kind: 'invalid', message: REFUSED } });
    }
    expect(await t.core.bridge.outbox.list()).toEqual({ ok: true, data: [] });
    t.core.dispose();
  });

  it('are refused when a module is renamed onto the auth module', async () => {
    // CEM_MODULE_LOG names the auth module: log's oauth/token is then the token endpoint.
    const { t, refreshToken } = await signedIn({ CEM_MODULE_LOG: 'cem-ops-auth' });
    const result = await t.core.bridge.api.call({ module: 'log', path: 'oauth/token', method: 'POST', form: { grant_type: 'refresh_token', refresh_token: refreshToken } });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid', message: REFUSED } });
    t.core.dispose();
  });
});
