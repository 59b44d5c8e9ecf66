import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import type { OrgPost } from '@shared/domain/organisation';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOAuthFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, startTestServer, type ApiClient, type TestServer } from '../../support/server';

/** An access token is good only for the post it was issued for, while that post is JOINED and its person enabled. */
describe.each(BACKENDS)('access tokens and their post ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  async function signedIn(account: string, tenant: string): Promise<ApiClient> {
    const api = apiClient(server.url);
    await api.login(account, tenant);
    return api;
  }
  /** The same session as seen with an older token: a copy of the client before it moved on. */
  const copy = (api: ApiClient) => {
    const old = apiClient(server.url);
    old.session = { ...api.session };
    return old;
  };
  const setPost = (account: string, tenant: string, join_status: string) =>
    db
      .updateTable('post')
      .set({ join_status })
      .where('tenant_id', '=', tenant)
      .where('user_id', '=', db.selectFrom('app_user').select('id').where('account', '=', account))
      .execute();

  it.skipIf(skip)("stop working for the old organisation after a switch, while the new organisation's work", async () => {
    const api = await signedIn('multi', '100004');
    const before = copy(api);
    const target = expectOk<OrgPost[]>(await api.call(endpoints.userOrgs)).find((p) => p.tenantId === '100006')!;
    const switched = await api.token({ grant_type: 'refresh_token', refresh_token: api.session.refreshToken!, tenant_id: target.tenantId, dept_id: target.deptId, role_id: target.roleId });
    expect(switched.status).toBe(200);

    expectEnvelopeFailure(await before.call(endpoints.userInfo), 401, MESSAGES.sessionExpired);
    expectEnvelopeFailure(await before.call(endpoints.menuRoutes), 401, MESSAGES.sessionExpired);
    expect(expectOk(await api.call(endpoints.userInfo))).toMatchObject({ tenantId: '100006' });
  });

  it.skipIf(skip)('keep working after a plain refresh in the same post', async () => {
    const api = await signedIn('sj_admin', '100004');
    const before = copy(api);
    expect((await api.token({ grant_type: 'refresh_token', refresh_token: api.session.refreshToken! })).status).toBe(200);
    expectOk(await before.call(endpoints.userInfo));
    expectOk(await api.call(endpoints.userInfo));
  });

  it.skipIf(skip)('stop working at the next call once the post is removed (QUIT), and cannot be renewed', async () => {
    const api = await signedIn('kj_admin', '100002');
    expectOk(await api.call(endpoints.userInfo));
    await setPost('kj_admin', '100002', 'QUIT');
    expectEnvelopeFailure(await api.call(endpoints.userInfo), 401, MESSAGES.sessionExpired);
    expectOAuthFailure(await api.token({ grant_type: 'refresh_token', refresh_token: api.session.refreshToken! }), 'invalid_grant', AUTH_MESSAGES.orgNotJoined);
  });

  it.skipIf(skip)('stop working at the next call once the post is frozen (LOCK), and work again when it is JOINED again', async () => {
    const api = await signedIn('gl_admin', '100003');
    await setPost('gl_admin', '100003', 'LOCK');
    expectEnvelopeFailure(await api.call(endpoints.userInfo), 401, MESSAGES.sessionExpired);
    await setPost('gl_admin', '100003', 'JOINED');
    expectOk(await api.call(endpoints.userInfo));
  });

  it.skipIf(skip)('stop working once the role they carry is taken from the post', async () => {
    const api = await signedIn('st_admin', '100009');
    await db
      .updateTable('post')
      .set({ role_ids: 'some-other-role' })
      .where('tenant_id', '=', '100009')
      .where('user_id', '=', db.selectFrom('app_user').select('id').where('account', '=', 'st_admin'))
      .execute();
    expectEnvelopeFailure(await api.call(endpoints.userInfo), 401, MESSAGES.sessionExpired);
  });

  it.skipIf(skip)('stop working once the account is disabled', async () => {
    const api = await signedIn('cb_admin', '100010');
    await db.updateTable('app_user').set({ status: 2 }).where('account', '=', 'cb_admin').execute();
    expectEnvelopeFailure(await api.call(endpoints.userInfo), 401, AUTH_MESSAGES.userDisabled);
  });
});
