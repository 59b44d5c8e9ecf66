import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { SECURITY_MESSAGES } from '@shared/domain/accountSecurity';
import { expectEnvelopeFailure, expectOAuthFailure } from '../../support/envelope';
import { apiClient, BACKENDS, DEMO_PASSWORD, startTestServer, type TestServer } from '../../support/server';

/** Guessing passwords: the spec's lock, and the backoffs that keep a stranger from using it against the owner. */
describe.each(BACKENDS)('sign-in guards ($label)', ({ backend, skip }) => {
  let server: TestServer;
  beforeAll(async () => {
    if (!skip) server = await startTestServer({ backend });
  });
  afterAll(() => server?.close());

  /** A password sign-in from a loopback address of its own (127.0.0.1 unless named). */
  const attempt = (username: string, password: string, from?: string, tenant_id = '100004') =>
    apiClient(server.url, { localAddress: from }).token({ grant_type: 'password', tenant_id, username, password });
  const message = (answer: { body: { error_description?: string } }) => answer.body.error_description;

  it.skipIf(skip)('checks at most five of 40 parallel wrong passwords, then refuses the right one as locked', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt('sj_admin', `wrong-${i}`)));
    for (const answer of answers) expect(answer.status).toBe(400);
    const counts = { bad: 0, locked: 0 };
    for (const answer of answers) {
      if (message(answer) === AUTH_MESSAGES.badCredentials) counts.bad++;
      else if (message(answer) === AUTH_MESSAGES.locked) counts.locked++;
    }
    // Four checked guesses answer 账号或密码错误 and the fifth locks; everything else is refused unchecked.
    expect(counts).toEqual({ bad: 4, locked: 36 });
    expectOAuthFailure(await attempt('sj_admin', DEMO_PASSWORD), 'invalid_grant', AUTH_MESSAGES.locked);
  });

  it.skipIf(skip)("locks a stranger's five wrong passwords out at the stranger's address only", async () => {
    for (let i = 1; i <= 4; i++) expectOAuthFailure(await attempt('multi', `guess-${i}`, '127.0.0.2'), 'invalid_grant', AUTH_MESSAGES.badCredentials);
    expectOAuthFailure(await attempt('multi', 'guess-5', '127.0.0.2'), 'invalid_grant', AUTH_MESSAGES.locked);
    expectOAuthFailure(await attempt('multi', DEMO_PASSWORD, '127.0.0.2'), 'invalid_grant', AUTH_MESSAGES.locked);
    // The owner, at their own address, is not locked out.
    expect((await attempt('multi', DEMO_PASSWORD)).status).toBe(200);
  });

  it.skipIf(skip)('backs the whole account off once guesses come from several addresses', async () => {
    // Four from each of two addresses and two from a third: ten failures, no address locked.
    const from = ['127.0.0.3', '127.0.0.3', '127.0.0.3', '127.0.0.3', '127.0.0.4', '127.0.0.4', '127.0.0.4', '127.0.0.4', '127.0.0.5'];
    for (const address of from) expectOAuthFailure(await attempt('gl_admin', 'nope', address, '100003'), 'invalid_grant', AUTH_MESSAGES.badCredentials);
    expectOAuthFailure(await attempt('gl_admin', 'nope', '127.0.0.5', '100003'), 'invalid_grant', AUTH_MESSAGES.badCredentials);
    // The tenth failure starts the account's backoff: for a while nobody is checked, from anywhere.
    expectOAuthFailure(await attempt('gl_admin', DEMO_PASSWORD, '127.0.0.6', '100003'), 'invalid_grant', AUTH_MESSAGES.signInThrottled);
    expectOAuthFailure(await attempt('gl_admin', DEMO_PASSWORD, undefined, '100003'), 'invalid_grant', AUTH_MESSAGES.signInThrottled);
  });

  it.skipIf(skip)('backs an address off after twenty failures across accounts, unknown ones included', async () => {
    for (let i = 0; i < 20; i++) expectOAuthFailure(await attempt(`nobody-${i}`, 'nope', '127.0.0.7'), 'invalid_grant', AUTH_MESSAGES.badCredentials);
    expectOAuthFailure(await attempt('kj_admin', DEMO_PASSWORD, '127.0.0.7', '100002'), 'invalid_grant', AUTH_MESSAGES.signInThrottled);
    expect((await attempt('kj_admin', DEMO_PASSWORD, '127.0.0.8', '100002')).status).toBe(200);
  });

  it.skipIf(skip)('locks unknown accounts like real ones, so the lock does not tell which exist', async () => {
    for (let i = 1; i <= 4; i++) expectOAuthFailure(await attempt('no_such_person', 'nope', '127.0.0.9'), 'invalid_grant', AUTH_MESSAGES.badCredentials);
    expectOAuthFailure(await attempt('no_such_person', 'nope', '127.0.0.9'), 'invalid_grant', AUTH_MESSAGES.locked);
  });

  it.skipIf(skip)('counts wrong old passwords in the personal centre against the same lock', async () => {
    const api = apiClient(server.url, { localAddress: '127.0.0.10' });
    await api.login('cb_admin', '100010');
    const change = (oldPassword: string) => api.call(personalEndpoints.passwordUpdate, { json: { oldPassword, newPassword: 'NewPass2026', newPassword1: 'NewPass2026' } });
    for (let i = 1; i <= 4; i++) expectEnvelopeFailure(await change(`Wrong${i}pass`), 400, SECURITY_MESSAGES.securityOldPasswordWrong);
    expectEnvelopeFailure(await change('Wrong5pass'), 400, AUTH_MESSAGES.locked);
    expectEnvelopeFailure(await change(DEMO_PASSWORD), 400, AUTH_MESSAGES.locked);
    expectOAuthFailure(await attempt('cb_admin', DEMO_PASSWORD, '127.0.0.10', '100010'), 'invalid_grant', AUTH_MESSAGES.locked);
  });
});
