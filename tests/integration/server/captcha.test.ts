import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Captcha } from '@shared/api/endpoints';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { expectEnvelopeFailure, expectOAuthFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, DEMO_PASSWORD, startTestServer, type TestServer } from '../../support/server';

/** Reads the answer back out of the SVG: the glyphs are its <text> elements, in order. */
function answerOf(captcha: Captcha): string {
  const svg = Buffer.from(captcha.image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  return [...svg.matchAll(/>([^<])<\/text>/g)].map((m) => m[1]).join('');
}

describe.each(BACKENDS)('captcha ($label)', ({ backend, skip }) => {
  let off: TestServer;
  let on: TestServer;
  beforeAll(async () => {
    if (skip) return;
    [off, on] = await Promise.all([startTestServer({ backend }), startTestServer({ backend, env: { CEM_CAPTCHA: 'on' } })]);
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  it.skipIf(skip)('is off by default: no captcha is issued and password login needs none', async () => {
    expectEnvelopeFailure(await apiClient(off.url).call(endpoints.captcha), 400, AUTH_MESSAGES.captchaDisabled);
    expect((await apiClient(off.url).token({ grant_type: 'password', tenant_id: '100004', username: 'multi', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it.skipIf(skip)('when on, issues an SVG image and requires its answer once', async () => {
    const api = apiClient(on.url);
    const form = { grant_type: 'password', tenant_id: '100004', username: 'multi', password: DEMO_PASSWORD };
    expectOAuthFailure(await api.token(form), 'invalid_request', AUTH_MESSAGES.captchaRequired);

    const wrong = expectOk<Captcha>(await api.call(endpoints.captcha));
    expect(wrong.key).toMatch(/^\d+$/);
    expect(wrong.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expectOAuthFailure(await api.token({ ...form, captcha_key: wrong.key, captcha_code: 'ZZZZ' }), 'invalid_grant', AUTH_MESSAGES.captchaInvalid);
    // A captcha answers one attempt: the right answer after a wrong one is refused too.
    expectOAuthFailure(await api.token({ ...form, captcha_key: wrong.key, captcha_code: answerOf(wrong) }), 'invalid_grant', AUTH_MESSAGES.captchaInvalid);

    const right = expectOk<Captcha>(await api.call(endpoints.captcha));
    expect(answerOf(right)).toMatch(/^[A-Z0-9]{4}$/);
    const answer = await api.token({ ...form, captcha_key: right.key, captcha_code: answerOf(right).toLowerCase() });
    expect(answer.status).toBe(200);
    expectOAuthFailure(await api.token({ ...form, captcha_key: right.key, captcha_code: answerOf(right) }), 'invalid_grant', AUTH_MESSAGES.captchaInvalid);
  });

  it.skipIf(skip)('when on, still judges the password after a right captcha', async () => {
    const api = apiClient(on.url);
    const captcha = expectOk<Captcha>(await api.call(endpoints.captcha));
    const answer = await api.token({ grant_type: 'password', tenant_id: '100004', username: 'multi', password: 'wrong', captcha_key: captcha.key, captcha_code: answerOf(captcha) });
    expectOAuthFailure(answer, 'invalid_grant', AUTH_MESSAGES.badCredentials);
  });
});
