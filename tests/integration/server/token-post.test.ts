import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { MEMBER_MESSAGES } from '@shared/domain/member';
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
    expectEnvelopeFailure(await api.call(endpoints.userInfo), 401, MEMBER_MESSAGES.membershipEnded);
    // kj_admin belongs nowhere else: the renewal is refused and the session ends.
    expectOAuthFailure(await api.token({ grant_type: 'refresh_token', refresh_token: api.session.refreshToken! }), 'invalid_grant', MEMBER_MESSAGES.membershipEnded);
  });

  it.skipIf(skip)('stop working at the next call once the post is frozen (LOCK), and work again when it is JOINED again', async () => {
    const api = await signedIn('gl_admin', '100003');
    await setPost('gl_admin', '100003', 'LOCK');
    expectEnvelopeFailure(await api.call(endpoints.userInfo), 401, MEMBER_MESSAGES.membershipEnded);
    await setPost('gl_admin', '100003', 'JOINED');
    expectOk(await api.call(endpoints.userInfo));
  });

  it.skipIf(skip)('read their roles from the post at every call: a role taken or given applies without ending the session', async () => {
    const api = await signedIn('st_admin', '100009');
    const setRoles = (role_ids: string) =>
      db
        .updateTable('post')
        .set({ role_ids })
        .where('tenant_id', '=', '100009')
        .where('user_id', '=', db.selectFrom('app_user').select('id').where('account', '=', 'st_admin'))
        .execute();
    const held = (await db.selectFrom('role').select(['id', 'alias']).where('tenant_id', '=', '100009').execute()).reduce<Record<string, string>>((m, r) => ({ ...m, [r.alias]: r.id }), {});
    await setRoles(held.staff);
    expectOk(await api.call(endpoints.userInfo));
    // A plain renewal keeps the session and carries the post's roles as they are now.
    const renewed = await api.token({ grant_type: 'refresh_token', refresh_token: api.session.refreshToken! });
    expect(renewed.status).toBe(200);
    expect((renewed.body as { role_id: string }).role_id).toBe(held.staff);
    await setRoles(`${held.administrator}`);
    expectOk(await api.call(endpoints.userInfo));
  });

  it.skipIf(skip)('a renewal of a session whose post was frozen moves it to the next organisation the person has joined', async () => {
    const api = await signedIn('multi', '100004');
    await setPost('multi', '100004', 'LOCK');
    const before = copy(api);
    expectEnvelopeFailure(await api.call(endpoints.userInfo), 401, MEMBER_MESSAGES.membershipEnded);
    const moved = await api.token({ grant_type: 'refresh_token', refresh_token: api.session.refreshToken! });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ tenant_id: '100006', detail: { orgName: '长江工程咨询有限公司' } });
    expect(expectOk(await api.call(endpoints.userInfo))).toMatchObject({ tenantId: '100006' });
    // The token of the frozen post stays refused.
    expectEnvelopeFailure(await before.call(endpoints.userInfo), 401);
    await setPost('multi', '100004', 'JOINED');
  });

  it.skipIf(skip)('stop working once the account is disabled', async () => {
    const api = await signedIn('cb_admin', '100010');
    await db.updateTable('app_user').set({ status: 2 }).where('account', '=', 'cb_admin').execute();
    expectEnvelopeFailure(await api.call(endpoints.userInfo), 401, AUTH_MESSAGES.userDisabled);
  });
});
