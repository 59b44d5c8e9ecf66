import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import { HEADER_CLIENT, HEADER_TENANT, HEADER_TOKEN } from '@shared/api/headers';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import type { OrgPost } from '@shared/domain/organisation';
import { MESSAGES } from '@shared/messages';
import { expectEnvelopeFailure, expectOAuthFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(BACKENDS)('sessions ($label)', ({ backend, skip }) => {
  let server: TestServer;
  beforeAll(async () => {
    if (!skip) server = await startTestServer({ backend });
  });
  afterAll(() => server?.close());

  async function signedIn(account = 'multi', tenant = '100004'): Promise<ApiClient> {
    const api = apiClient(server.url);
    await api.login(account, tenant);
    return api;
  }
  const refresh = (api: ApiClient, refreshToken: string, extra: Record<string, string> = {}) =>
    api.token({ grant_type: 'refresh_token', refresh_token: refreshToken, ...extra });

  describe.skipIf(skip)('refresh tokens', () => {
    it('rotate on every use: the new pair works, the old refresh token does not', async () => {
      const api = await signedIn();
      const first = api.session.refreshToken!;
      const rotated = await refresh(api, first);
      expect(rotated.status).toBe(200);
      expect(rotated.body.refresh_token).not.toBe(first);
      expect(rotated.body.tenant_id).toBe('100004');
      expectOk(await api.call(endpoints.userInfo));

      expectOAuthFailure(await apiClient(server.url).token({ grant_type: 'refresh_token', refresh_token: 'not-a-token' }), 'invalid_grant', MESSAGES.sessionExpired);
    });

    it('reusing a rotated refresh token ends the whole session (theft detection)', async () => {
      const api = await signedIn();
      const stolen = api.session.refreshToken!;
      expect((await refresh(api, stolen)).status).toBe(200);
      const current = { ...api.session };

      const thief = apiClient(server.url);
      expectOAuthFailure(await refresh(thief, stolen), 'invalid_grant', MESSAGES.sessionExpired);

      // The rightful holder's newer tokens died with the session.
      expectEnvelopeFailure(await api.call(endpoints.userInfo), 401);
      expectOAuthFailure(await refresh(apiClient(server.url), current.refreshToken!), 'invalid_grant', MESSAGES.sessionExpired);
    });
  });

  describe.skipIf(skip)('logout', () => {
    it('GET oauth/logout revokes the access and the refresh token', async () => {
      const api = await signedIn();
      const { refreshToken } = api.session;
      expectOk(await api.call(endpoints.logout));
      expectEnvelopeFailure(await api.call(endpoints.userInfo), 401, MESSAGES.sessionExpired);
      expectOAuthFailure(await refresh(apiClient(server.url), refreshToken!), 'invalid_grant', MESSAGES.sessionExpired);
    });

    it('POST oauth/logout does the same', async () => {
      const api = await signedIn('sj_admin');
      const { refreshToken } = api.session;
      expectOk(await api.call(endpoints.logoutLog));
      expectEnvelopeFailure(await api.call(endpoints.menuRoutes), 401);
      expectOAuthFailure(await refresh(apiClient(server.url), refreshToken!), 'invalid_grant', MESSAGES.sessionExpired);
    });

    it('ends only its own session', async () => {
      const a = await signedIn();
      const b = await signedIn();
      expectOk(await a.call(endpoints.logout));
      expectOk(await b.call(endpoints.userInfo));
    });
  });

  describe.skipIf(skip)('switching organisation', () => {
    it('lists every post of the person with its state', async () => {
      const api = await signedIn();
      const posts = expectOk<OrgPost[]>(await api.call(endpoints.userOrgs));
      const byTenant = Object.fromEntries(posts.map((p) => [p.tenantId, p]));
      expect(Object.keys(byTenant).sort()).toEqual(['100004', '100005', '100006']);
      expect(byTenant['100004']).toMatchObject({ joinStatus: 'JOINED', orgCategory: 'sj', postName: '项目经理', roleName: '项目经理', deptName: '远景建筑设计研究院有限公司' });
      expect(byTenant['100006']).toMatchObject({ joinStatus: 'JOINED', orgCategory: 'pt', roleName: '普通员工' });
      expect(byTenant['100005']).toMatchObject({ joinStatus: 'LOCK', orgCategory: 'yz' });
      for (const p of posts) expect(p.id && p.deptId && p.roleId).toBeTruthy();
    });

    it('moves the session to a JOINED post: the new token carries the new organisation', async () => {
      const api = await signedIn();
      const posts = expectOk<OrgPost[]>(await api.call(endpoints.userOrgs));
      const target = posts.find((p) => p.tenantId === '100006')!;
      const oldRefresh = api.session.refreshToken!;

      const switched = await refresh(api, oldRefresh, { tenant_id: target.tenantId, dept_id: target.deptId, role_id: target.roleId });
      expect(switched.status).toBe(200);
      expect(switched.body).toMatchObject({ tenant_id: '100006', dept_id: target.deptId, role_id: target.roleId, role_name: 'staff', detail: { orgCategory: 'pt' } });
      expect(expectOk(await api.call(endpoints.userInfo))).toMatchObject({ tenantId: '100006', orgCategory: 'pt', orgName: '长江工程咨询有限公司' });
      expectOAuthFailure(await refresh(apiClient(server.url), oldRefresh), 'invalid_grant', MESSAGES.sessionExpired);
    });

    it('refuses a LOCK post and an organisation without a post, and the session stays usable', async () => {
      const api = await signedIn();
      const token = api.session.refreshToken!;
      expectOAuthFailure(await refresh(apiClient(server.url), token, { tenant_id: '100005' }), 'invalid_grant', AUTH_MESSAGES.orgNotJoined);
      expectOAuthFailure(await refresh(apiClient(server.url), token, { tenant_id: '100001' }), 'invalid_grant', AUTH_MESSAGES.orgUnknown);
      expectOAuthFailure(await refresh(apiClient(server.url), token, { tenant_id: '100006', role_id: '123' }), 'invalid_grant', AUTH_MESSAGES.roleUnknown);
      expect((await refresh(api, token)).status).toBe(200);
      expectOk(await api.call(endpoints.userInfo));
    });
  });

  describe.skipIf(skip)('access checks', () => {
    it('refuses a call without the client credentials, or with wrong ones, even to public routes', async () => {
      const api = await signedIn();
      expectEnvelopeFailure(await api.call(endpoints.userInfo, { headers: { [HEADER_CLIENT]: null } }), 401, MESSAGES.clientUnauthorized);
      const wrong = apiClient(server.url, { clientSecret: 'guess' });
      expectEnvelopeFailure(await wrong.token({ grant_type: 'password', tenant_id: '100004', username: 'multi', password: 'x' }), 401, MESSAGES.clientUnauthorized);
      expectEnvelopeFailure(await apiClient(server.url).call(endpoints.captcha, { headers: { [HEADER_CLIENT]: 'Bearer abc' } }), 401, MESSAGES.clientUnauthorized);
    });

    it('answers 401 to a missing, malformed or forged access token', async () => {
      const api = apiClient(server.url);
      expectEnvelopeFailure(await api.call(endpoints.userInfo, { headers: { [HEADER_TENANT]: '100004' } }), 401, MESSAGES.tokenMissing);
      expectEnvelopeFailure(await api.call(endpoints.userInfo, { headers: { [HEADER_TOKEN]: 'bearer abc.def.ghi', [HEADER_TENANT]: '100004' } }), 401);

      const real = await signedIn();
      const claims = JSON.parse(Buffer.from(real.session.accessToken!.split('.')[1], 'base64url').toString());
      const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(64)));
      expectEnvelopeFailure(await api.call(endpoints.userInfo, { headers: { [HEADER_TOKEN]: `bearer ${forged}`, [HEADER_TENANT]: '100004' } }), 401);
    });

    it('answers 403 when Tenant-Id is not the token organisation', async () => {
      const api = await signedIn();
      expectEnvelopeFailure(await api.call(endpoints.userInfo, { headers: { [HEADER_TENANT]: '100006' } }), 403, MESSAGES.tenantMismatch);
      expectEnvelopeFailure(await api.call(endpoints.menuRoutes, { headers: { [HEADER_TENANT]: null } }), 403, MESSAGES.tenantMismatch);
    });

    it('answers oauth/clear-cache', async () => {
      expect(expectOk(await (await signedIn()).call(endpoints.clearCache))).toBeNull();
    });
  });
});

describe.each(BACKENDS)('access token lifetime ($label)', ({ backend, skip }) => {
  let server: TestServer;
  beforeAll(async () => {
    // Long enough that the renewed token outlives the next call on a loaded machine.
    if (!skip) server = await startTestServer({ backend, env: { CEM_ACCESS_TOKEN_TTL: '3' } });
  });
  afterAll(() => server?.close());

  it.skipIf(skip)('answers 412 once the access token expired, and a refresh brings the session back', async () => {
    const api = apiClient(server.url);
    const token = await api.login('multi', '100004');
    expect(token.expires_in).toBe(3);
    await sleep(4100);
    expectEnvelopeFailure(await api.call(endpoints.userInfo), 412);
    expect((await api.token({ grant_type: 'refresh_token', refresh_token: api.session.refreshToken! })).status).toBe(200);
    expectOk(await api.call(endpoints.userInfo));
  });
});
