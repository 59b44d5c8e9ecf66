import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, startTestServer, type TestServer } from '../../support/server';

const KNOWN = '13800000004';
const UNKNOWN = '13912345670';

describe.each(BACKENDS)('send-code does not tell registered phones ($label)', ({ backend, skip }) => {
  let server: TestServer;
  beforeAll(async () => {
    if (!skip) server = await startTestServer({ backend });
  });
  afterAll(() => server?.close());

  const send = (phone: string, smsCode: string) => apiClient(server.url).call(endpoints.sendSmsCode, { query: { phone, smsCode } });

  it.skipIf(skip)('answers a known and an unknown phone alike, first and second time, and sends only to the known one', async () => {
    const phones = { login: ['13800000001', '13912345671'], reset: ['13800000002', '13912345672'], bind: ['13800000003', '13912345673'] };
    for (const [purpose, [known, unknown]] of Object.entries(phones)) {
      const first = [await send(known, purpose), await send(unknown, purpose)];
      expectOk(first[0]);
      expect(first[1]).toEqual(first[0]);
      // Within the resend interval both are refused the same way.
      const second = [await send(known, purpose), await send(unknown, purpose)];
      expectEnvelopeFailure(second[0], 429, AUTH_MESSAGES.smsTooFrequent);
      expect(second[1]).toEqual(second[0]);
      expect(server.smsCode(known)).toMatch(/^\d{6}$/);
      expect(server.smsCode(unknown)).toBeUndefined();
    }
  });

  it.skipIf(skip)('asks for a session before telling a phone change that a number is taken', async () => {
    expectEnvelopeFailure(await send(KNOWN, 'change'), 401);
    expectEnvelopeFailure(await send(UNKNOWN, 'change'), 401);
    const api = apiClient(server.url);
    await api.login('st_admin', '100009');
    expectEnvelopeFailure(await api.call(endpoints.sendSmsCode, { query: { phone: KNOWN, smsCode: 'change' } }), 400, '该手机号已被其他账号使用');
    expectOk(await api.call(endpoints.sendSmsCode, { query: { phone: UNKNOWN, smsCode: 'change' } }));
  });
});

describe.each(BACKENDS)('send-code limits per phone and per address ($label)', ({ backend, skip }) => {
  let server: TestServer;
  beforeAll(async () => {
    if (!skip) server = await startTestServer({ backend, env: { CEM_SMS_RESEND_INTERVAL: '0', CEM_SMS_PHONE_HOURLY: '3', CEM_SMS_ADDRESS_HOURLY: '5' } });
  });
  afterAll(() => server?.close());

  const send = (phone: string, from: string) => apiClient(server.url, { localAddress: from }).call(endpoints.sendSmsCode, { query: { phone, smsCode: 'login' } });

  it.skipIf(skip)('refuses the fourth code to one phone within the hour, from any address, known or not', async () => {
    for (const phone of [KNOWN, UNKNOWN]) {
      for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) expectOk(await send(phone, from));
      expectEnvelopeFailure(await send(phone, '127.0.0.5'), 429, AUTH_MESSAGES.smsLimitReached);
    }
  });

  it.skipIf(skip)('refuses the sixth code asked from one address within the hour, whatever the phone', async () => {
    const phones = ['13800000001', '13800000002', '13800000003', '13912340001', '13912340002'];
    for (const phone of phones) expectOk(await send(phone, '127.0.0.6'));
    expectEnvelopeFailure(await send('13800000005', '127.0.0.6'), 429, AUTH_MESSAGES.smsLimitReached);
    // Another address is not held back, and the refused request spent nothing of the phone's allowance.
    expectOk(await send('13800000005', '127.0.0.7'));
  });
});
