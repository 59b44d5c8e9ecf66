import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { expectEnvelopeFailure, expectOAuthFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, DEMO_PASSWORD, startTestServer, type TestServer } from '../../support/server';

describe.each(BACKENDS)('oauth/token grants ($label)', ({ backend, skip }) => {
  let server: TestServer;
  const client = () => apiClient(server.url);

  beforeAll(async () => {
    if (!skip) server = await startTestServer({ backend });
  });
  afterAll(() => server?.close());

  describe.skipIf(skip)('password', () => {
    it('signs a member in at an organisation where the post is JOINED', async () => {
      const api = client();
      const token = await api.login('multi', '100004');
      expect(token).toMatchObject({
        token_type: 'bearer',
        expires_in: 1800,
        tenant_id: '100004',
        account: 'multi',
        real_name: '林一鸣',
        role_name: 'manager',
        detail: { orgCategory: 'sj', orgName: '远景建筑设计研究院有限公司' },
      });
      expect(token.access_token.split('.')).toHaveLength(3);
      expect(token.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(token.user_id && token.dept_id && token.role_id).toBeTruthy();
      expect(expectOk(await api.call(endpoints.userInfo))).toMatchObject({ account: 'multi', tenantId: '100004', orgCategory: 'sj', phone: '13800000099' });
    });

    it('signs every demo administrator in at their own organisation', async () => {
      const admins = [['admin', '000000', 'ss'], ['ss_admin', '100001', 'ss'], ['kj_admin', '100002', 'kj'], ['cb_admin', '100010', 'cb']] as const;
      for (const [account, tenant, category] of admins) {
        const token = await client().login(account, tenant);
        expect(token.detail.orgCategory).toBe(category);
        expect(token.role_name).toBe('administrator');
      }
    });

    it('answers a wrong password and an unknown account alike', async () => {
      const wrong = await client().token({ grant_type: 'password', tenant_id: '100004', username: 'sj_admin', password: 'nope' });
      const unknown = await client().token({ grant_type: 'password', tenant_id: '100004', username: 'nobody', password: DEMO_PASSWORD });
      expectOAuthFailure(wrong, 'invalid_grant', AUTH_MESSAGES.badCredentials);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('refuses a right password at an organisation without a JOINED post', async () => {
      const at = (tenant_id: string, username = 'ss_admin') => client().token({ grant_type: 'password', tenant_id, username, password: DEMO_PASSWORD });
      expectOAuthFailure(await at('100004'), 'invalid_grant', AUTH_MESSAGES.orgUnknown);
      expectOAuthFailure(await at('999999'), 'invalid_grant', AUTH_MESSAGES.tenantUnknown);
      expectOAuthFailure(await at('100005', 'multi'), 'invalid_grant', AUTH_MESSAGES.orgNotJoined);
    });

    it('locks an account for 15 minutes after five wrong passwords in a row, the right one included', async () => {
      const attempt = (password: string) => client().token({ grant_type: 'password', tenant_id: '100010', username: 'cb_admin', password });
      for (let i = 1; i <= 4; i++) expectOAuthFailure(await attempt(`wrong-${i}`), 'invalid_grant', AUTH_MESSAGES.badCredentials);
      expectOAuthFailure(await attempt('wrong-5'), 'invalid_grant', AUTH_MESSAGES.locked);
      expectOAuthFailure(await attempt(DEMO_PASSWORD), 'invalid_grant', AUTH_MESSAGES.locked);
    });

    it('starts counting again after a successful login', async () => {
      const attempt = (password: string) => client().token({ grant_type: 'password', tenant_id: '100009', username: 'st_admin', password });
      for (let i = 0; i < 4; i++) expectOAuthFailure(await attempt('wrong'), 'invalid_grant', AUTH_MESSAGES.badCredentials);
      expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
      for (let i = 0; i < 4; i++) expectOAuthFailure(await attempt('wrong'), 'invalid_grant', AUTH_MESSAGES.badCredentials);
      expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
    });

    it('names the missing field of an incomplete request', async () => {
      const answer = await client().token({ grant_type: 'password', tenant_id: '100004', username: 'multi' });
      expectOAuthFailure(answer, 'invalid_request', /password|密码/);
      expectOAuthFailure(await client().token({ grant_type: 'password', tenant_id: '12', username: 'multi', password: 'x' }), 'invalid_request', AUTH_MESSAGES.tenantFormat);
    });
  });

  describe.skipIf(skip)('sms', () => {
    const sendCode = (phone: string, smsCode = 'login') => client().call(endpoints.sendSmsCode, { query: { phone, smsCode } });

    it('prints the code on stdout, signs in with it once, and refuses it the second time', async () => {
      expectOk(await sendCode('13800000099'));
      const code = server.smsCode('13800000099');
      expect(code).toMatch(/^\d{6}$/);
      expect(server.lines).toContain(`SMS 13800000099 ${code}`);

      const form = { grant_type: 'sms', tenant_id: '100004', phone: '13800000099', code: code! };
      const first = await client().token(form);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ tenant_id: '100004', account: 'multi' });
      expectOAuthFailure(await client().token(form), 'invalid_grant', AUTH_MESSAGES.codeInvalid);
    });

    it('refuses a wrong code, and a second send to the same phone within a minute', async () => {
      expectOk(await sendCode('13800000004'));
      const code = server.smsCode('13800000004')!;
      const wrong = code === '000000' ? '111111' : '000000';
      expectOAuthFailure(await client().token({ grant_type: 'sms', tenant_id: '100004', phone: '13800000004', code: wrong }), 'invalid_grant', AUTH_MESSAGES.codeInvalid);
      expectEnvelopeFailure(await sendCode('13800000004'), 429, AUTH_MESSAGES.smsTooFrequent);
      // The wrong guess did not spend the code.
      expect((await client().token({ grant_type: 'sms', tenant_id: '100004', phone: '13800000004', code })).status).toBe(200);
    });

    it('spends a code after five wrong guesses', async () => {
      expectOk(await sendCode('13800000002'));
      const code = server.smsCode('13800000002')!;
      const form = (c: string) => ({ grant_type: 'sms', tenant_id: '100002', phone: '13800000002', code: c });
      for (let i = 0; i < 5; i++) expectOAuthFailure(await client().token(form(code === '999999' ? '888888' : '999999')), 'invalid_grant', AUTH_MESSAGES.codeInvalid);
      expectOAuthFailure(await client().token(form(code)), 'invalid_grant', AUTH_MESSAGES.codeInvalid);
    });

    it('sends no login code to an unregistered phone, and answers as for a registered one', async () => {
      expectOk(await sendCode('13912345678'));
      expect(server.lines.some((l) => l.includes('13912345678'))).toBe(false);
    });

    it('refuses a code for a phone that never got one', async () => {
      expectOAuthFailure(await client().token({ grant_type: 'sms', tenant_id: '100003', phone: '13800000003', code: '123456' }), 'invalid_grant', AUTH_MESSAGES.codeInvalid);
    });
  });

  describe.skipIf(skip)('other grants', () => {
    it('answers social and authorization_code as not configured', async () => {
      for (const grant_type of ['social', 'authorization_code']) {
        expectOAuthFailure(await client().token({ grant_type, tenant_id: '100004', code: 'abc', state: 'x' }), 'unsupported_grant_type', AUTH_MESSAGES.grantNotConfigured);
      }
    });

    it('refuses an unknown or missing grant type', async () => {
      expectOAuthFailure(await client().token({ grant_type: 'client_credentials' }), 'unsupported_grant_type', AUTH_MESSAGES.grantUnsupported);
      expectOAuthFailure(await client().token({ username: 'multi' }), 'unsupported_grant_type', AUTH_MESSAGES.grantUnsupported);
    });
  });
});

describe.each(BACKENDS)('sms code lifetime ($label)', ({ backend, skip }) => {
  let server: TestServer;
  beforeAll(async () => {
    if (!skip) server = await startTestServer({ backend, env: { CEM_SMS_CODE_TTL: '1' } });
  });
  afterAll(() => server?.close());

  it.skipIf(skip)('refuses a code after it expired', async () => {
    const api = apiClient(server.url);
    expectOk(await api.call(endpoints.sendSmsCode, { query: { phone: '13800000099', smsCode: 'login' } }));
    const code = server.smsCode('13800000099')!;
    await new Promise((r) => setTimeout(r, 2100));
    expectOAuthFailure(await api.token({ grant_type: 'sms', tenant_id: '100004', phone: '13800000099', code }), 'invalid_grant', AUTH_MESSAGES.codeInvalid);
  });
});
