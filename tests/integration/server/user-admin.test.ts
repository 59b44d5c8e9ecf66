import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { logEndpoints } from '@shared/api/logEndpoints';
import { userAdminEndpoints as e } from '@shared/api/userAdminEndpoints';
import type { UsualLog } from '@shared/domain/logs';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { PARAM_KEYS } from '@shared/domain/param';
import { RULE_MESSAGES } from '@shared/domain/rules';
import {
  USER_ADMIN_MESSAGES as M,
  USER_ADMIN_SHARED_MESSAGES as S,
  type UserAdminRecord,
  type UserPlatformDetail,
  type UserTenantOptions,
} from '@shared/domain/userAdmin';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { expectEnvelopeFailure, expectOAuthFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, DEMO_PASSWORD, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const OPERATOR = '000000';
const PASSWORD = 'Abc12345';

describe.each(BACKENDS)('user administration user/* (spec 3 §5, §7) ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let kj: ApiClient;
  let choices: UserTenantOptions;
  let adminId: string;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [admin, kj] = await signIn(server, 'admin', 'kj_admin');
    choices = expectOk<UserTenantOptions>(await admin.call(e.tenantOptions, { query: { tenantId: OPERATOR } }));
    adminId = (await db.selectFrom('app_user').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const role = (alias: string) => db.selectFrom('role').select('id').where('tenant_id', '=', OPERATOR).where('alias', '=', alias).executeTakeFirstOrThrow().then((r) => r.id);
  let seq = 0;
  const newUser = async (over: Record<string, unknown> = {}) => {
    seq += 1;
    const body = {
      account: `ops_${backend}_${seq}`,
      userType: 1,
      password: PASSWORD,
      password2: PASSWORD,
      name: `昵称${seq}`,
      realName: '周小川',
      phone: `1370000${String(seq).padStart(4, '0')}`,
      tenantId: OPERATOR,
      roleIds: [await role('staff')],
      deptId: choices.depts[0].id,
      postId: choices.posts[0].id,
      ...over,
    };
    return { body, answer: await admin.call(e.submit, { json: body }) };
  };
  const added = async (over: Record<string, unknown> = {}) => {
    const { body, answer } = await newUser(over);
    expect(answer.body.msg).toBe(MESSAGES.created);
    return { ...expectOk<UserAdminRecord>(answer), password: body.password };
  };
  const signedIn = async (account: string, password = PASSWORD) => {
    const api = apiClient(server.url);
    await api.login(account, OPERATOR, password);
    return api;
  };
  const total = async () => expectOk<Page<UserAdminRecord>>(await admin.call(e.page, { query: { size: 1 } })).total;

  it.skipIf(skip)('adds an account and its post in the operator organisation; it signs in; the password is never answered', async () => {
    const { body, answer } = await newUser();
    const record = expectOk<UserAdminRecord>(answer);
    expect(record).toMatchObject({ account: body.account, name: body.name, realName: '周小川', userType: 1, status: 1, avatarStatus: 1, tenantId: OPERATOR, joinCount: 1, roleIds: body.roleIds, deptId: body.deptId, postId: body.postId });
    expect(JSON.stringify(answer.body)).not.toMatch(/Abc12345|password|scrypt/i);
    expect(expectOk(await (await signedIn(body.account)).call(endpoints.userInfo))).toMatchObject({ tenantId: OPERATOR });
    const found = expectOk<Page<UserAdminRecord>>(await admin.call(e.page, { query: { account: body.account } }));
    expect(found.records.map((r) => r.id)).toEqual([record.id]);
    expect(expectOk<UserAdminRecord>(await admin.request('GET', admin.path('system', `user/info/${record.id}`)))).toMatchObject({ id: record.id, account: body.account });
  });

  it.skipIf(skip)('two administrators adding the same account at once: one is added, the other is told the account is taken', async () => {
    seq += 1;
    const account = `ops_${backend}_race_${seq}`;
    const [a, b] = await Promise.all([newUser({ account }), newUser({ account })]);
    const messages = [a.answer.body.msg, b.answer.body.msg].sort();
    expect(messages).toEqual([M.userAccountTaken, MESSAGES.created].sort());
    expect([a.answer.status, b.answer.status].sort()).toEqual([200, 400]);
  });

  it.skipIf(skip)('refuses each rule of the form with its message and adds nothing', async () => {
    const before = await total();
    const taken = await added();
    const cases: [Record<string, unknown>, string][] = [
      [{ password2: 'Abc123456' }, M.userPasswordMismatch],
      [{ password2: '' }, M.userPassword2],
      [{ password: '', password2: '' }, S.password],
      [{ password: 'abcdefgh', password2: 'abcdefgh' }, S.passwordStrength],
      [{ realName: '周' }, M.userRealNameLength],
      [{ realName: '周小川周小川' }, M.userRealNameLength],
      [{ realName: '' }, M.userRealName],
      [{ name: '' }, M.userName],
      [{ account: '' }, M.userAccount],
      [{ account: 'a b' }, M.userAccountFormat],
      [{ userType: '' }, M.userType],
      [{ userType: 9 }, M.userType],
      [{ phone: '123' }, RULE_MESSAGES.mobileFormat],
      [{ roleIds: [] }, S.roles],
      [{ deptId: '' }, M.userDept],
      [{ postId: '' }, M.userPost],
      [{ tenantId: '' }, M.userTenant],
      [{ tenantId: '999999' }, M.userTenantUnknown],
      [{ tenantId: '100002' }, S.deptUnknown],
      [{ account: taken.account }, M.userAccountTaken],
      [{ phone: taken.phone }, S.phoneTaken],
    ];
    for (const [change, message] of cases) expectEnvelopeFailure((await newUser(change)).answer, 400, message);
    expect(await total()).toBe(before + 1);
  });

  it.skipIf(skip)('searches by phone (≤11), name (≤10), account, organisation and status', async () => {
    const u = await added({ realName: '欧阳明' });
    const search = async (query: Record<string, string | number>) => expectOk<Page<UserAdminRecord>>(await admin.call(e.page, { query })).records.map((r) => r.id);
    expect(await search({ phone: u.phone })).toEqual([u.id]);
    expect(await search({ realName: '欧阳明' })).toContain(u.id);
    expect(await search({ tenantId: '100002' })).not.toContain(u.id);
    expect(await search({ tenantId: OPERATOR, status: 1 })).toContain(u.id);
    expectEnvelopeFailure(await admin.call(e.page, { query: { phone: '138000000001' } }), 400, '长度不能超过11个字符');
    expectEnvelopeFailure(await admin.call(e.page, { query: { realName: '名'.repeat(11) } }), 400, '长度不能超过10个字符');
    expect(expectOk<{ id: string }[]>(await admin.call(e.userList, { query: { account: u.account } })).map((r) => r.id)).toEqual([u.id]);
  });

  it.skipIf(skip)('edit changes the account and its post but never the password; update-platform sets the type', async () => {
    const u = await added();
    const manager = await role('manager');
    const edit = { id: u.id, account: u.account, userType: 2, name: '新昵称', realName: '周大川', phone: u.phone, tenantId: OPERATOR, roleIds: [manager], deptId: choices.depts.at(-1)!.id, postId: choices.posts.at(-1)!.id };
    const saved = await admin.call(e.update, { json: { ...edit, password: 'Other999', password2: 'Other999' } });
    expect(saved.body.msg).toBe(MESSAGES.updated);
    expect(expectOk<UserAdminRecord>(saved)).toMatchObject({ name: '新昵称', realName: '周大川', userType: 2, roleIds: [manager], deptId: edit.deptId, postId: edit.postId });
    await signedIn(u.account, PASSWORD);
    expect(expectOk<UserAdminRecord>(await admin.call(e.updatePlatform, { json: { id: u.id, userType: 3 } })).userType).toBe(3);
    expectEnvelopeFailure(await admin.call(e.updatePlatform, { json: { id: u.id, userType: 7 } }), 400, M.userType);
    expectEnvelopeFailure(await admin.call(e.update, { json: { ...edit, id: '1' } }), 400, M.userNotFound);
  });

  it.skipIf(skip)('disable ends the sessions and refuses sign-in; enable lets it sign in again', async () => {
    const u = await added();
    const session = await signedIn(u.account);
    expectOk(await admin.call(e.updateStatus, { json: { ids: u.id, status: 2 } }));
    expectEnvelopeFailure(await session.call(endpoints.userInfo), 401);
    expectOAuthFailure(await apiClient(server.url).token({ grant_type: 'password', tenant_id: OPERATOR, username: u.account, password: PASSWORD }), 'invalid_grant', AUTH_MESSAGES.userDisabled);
    expectEnvelopeFailure(await admin.call(e.updateStatus, { json: { ids: u.id, status: 3 } }), 400, M.userStatus);
    expectOk(await admin.call(e.updateStatus, { json: { ids: u.id, status: 1 } }));
    await signedIn(u.account);
    // Both changes are in the usual log, naming the account.
    const events = expectOk<Page<UsualLog>>(await admin.call(logEndpoints.usualList, { query: { type: 'status', title: 'user/updateStatus' } })).records.filter((r) => r.targetIds === u.id);
    expect(events.map((r) => r.detail).sort()).toEqual(['1', '2']);
  });

  it.skipIf(skip)('five wrong passwords lock the account; unlock lets it sign in at once', async () => {
    const u = await added();
    const guess = () => apiClient(server.url).token({ grant_type: 'password', tenant_id: OPERATOR, username: u.account, password: 'Wrong0000' });
    for (let i = 0; i < 4; i++) expectOAuthFailure(await guess(), 'invalid_grant', AUTH_MESSAGES.badCredentials);
    expectOAuthFailure(await guess(), 'invalid_grant', AUTH_MESSAGES.locked);
    expectOAuthFailure(await apiClient(server.url).token({ grant_type: 'password', tenant_id: OPERATOR, username: u.account, password: PASSWORD }), 'invalid_grant', AUTH_MESSAGES.locked);
    const unlocked = await admin.call(e.unlock, { json: { ids: u.id } });
    expect(unlocked.body.msg).toBe(M.userUnlocked);
    await signedIn(u.account);
  });

  it.skipIf(skip)('reset-password sets the initial password (kept only as its hash) and ends the sessions; without one it is refused', async () => {
    const u = await added();
    const session = await signedIn(u.account);
    const stored = await db.selectFrom('sys_param').select('param_value').where('param_key', '=', PARAM_KEYS.initPassword).executeTakeFirstOrThrow();
    expect(stored.param_value).not.toContain(DEMO_PASSWORD);
    const reset = await admin.call(e.resetPassword, { json: { ids: u.id } });
    expect(reset.body.msg).toBe(M.userPasswordReset);
    expect(JSON.stringify(reset.body)).not.toContain(DEMO_PASSWORD);
    expectEnvelopeFailure(await session.call(endpoints.userInfo), 401);
    // The demo seed's initial password is the demo password.
    await signedIn(u.account, DEMO_PASSWORD);
    await db.deleteFrom('sys_param').where('param_key', '=', PARAM_KEYS.initPassword).execute();
    expectEnvelopeFailure(await admin.call(e.resetPassword, { json: { ids: u.id } }), 400, M.userNoInitPassword);
    await signedIn(u.account, DEMO_PASSWORD);
    await db.insertInto('sys_param').values({ id: newId(), param_name: '初始密码', param_key: PARAM_KEYS.initPassword, param_value: stored.param_value, remark: '', tenant_id: OPERATOR, create_user: '', create_time: '2026-11-26 00:00:00', update_time: '2026-11-26 00:00:00' }).execute();
  });

  it.skipIf(skip)('grant sets the roles in one organisation; the platform keeps an administrator; self and last administrator are refused', async () => {
    const u = await added();
    const administrator = await role('administrator');
    expectOk(await admin.call(e.grantRoles, { json: { userIds: u.id, tenantId: OPERATOR, roleIds: [administrator] } }));
    expect(expectOk<UserAdminRecord>(await admin.call(e.detail, { query: { id: u.id } })).roleIds).toEqual([administrator]);
    expectEnvelopeFailure(await admin.call(e.grantRoles, { json: { userIds: u.id, tenantId: '100002', roleIds: [administrator] } }), 400, S.roleUnknown);
    expectEnvelopeFailure(await admin.call(e.remove, { json: { ids: adminId } }), 400, M.userSelf);
    // The new administrator removes the seeded one; then nobody else is left for it to disable.
    const other = await signedIn(u.account);
    expectOk(await other.call(e.grantRoles, { json: { userIds: adminId, tenantId: OPERATOR, roleIds: [await role('staff')] } }));
    expectEnvelopeFailure(await other.call(e.grantRoles, { json: { userIds: u.id, tenantId: OPERATOR, roleIds: [await role('staff')] } }), 400, M.userLastOperatorAdmin);
    expectOk(await other.call(e.grantRoles, { json: { userIds: adminId, tenantId: OPERATOR, roleIds: [administrator] } }));
    admin = await signedIn('admin', process.env.CEM_DEMO_PASSWORD || 'Cem@2026');
  });

  it.skipIf(skip)('a hidden avatar is not answered to others; platform-detail lists every organisation', async () => {
    const multi = await db.selectFrom('app_user').select('id').where('account', '=', 'multi').executeTakeFirstOrThrow();
    await db.updateTable('app_user').set({ avatar: 'https://oss.example.com/a.png' }).where('id', '=', multi.id).execute();
    expectOk(await admin.call(e.updateAvatarStatus, { json: { ids: multi.id, avatarStatus: 0 } }));
    const hidden = expectOk<UserPlatformDetail>(await admin.call(e.platformDetail, { query: { id: multi.id } }));
    expect(hidden).toMatchObject({ avatar: '', avatarStatus: 0, joinCount: 2 });
    expect(hidden.posts.map((p) => [p.tenantId, p.joinStatus]).sort()).toEqual([['100004', 'JOINED'], ['100005', 'LOCK'], ['100006', 'JOINED']]);
    expectOk(await admin.call(e.updateAvatarStatus, { json: { ids: multi.id, avatarStatus: 1 } }));
    expect(expectOk<UserAdminRecord>(await admin.call(e.detail, { query: { id: multi.id } })).avatar).toBe('https://oss.example.com/a.png');
    expectEnvelopeFailure(await admin.call(e.updateAvatarStatus, { json: { ids: multi.id, avatarStatus: 5 } }), 400, M.userAvatarStatus);
  });

  it.skipIf(skip)('logoff: sessions end, it never signs in again, the account name stays taken, nothing more changes', async () => {
    const u = await added();
    const session = await signedIn(u.account);
    expect((await admin.call(e.logoff, { json: { ids: u.id } })).body.msg).toBe(M.userLoggedOffDone);
    expectEnvelopeFailure(await session.call(endpoints.userInfo), 401);
    expectOAuthFailure(await apiClient(server.url).token({ grant_type: 'password', tenant_id: OPERATOR, username: u.account, password: PASSWORD }), 'invalid_grant', AUTH_MESSAGES.userDisabled);
    expectEnvelopeFailure((await newUser({ account: u.account })).answer, 400, M.userAccountTaken);
    expectEnvelopeFailure(await admin.call(e.updateStatus, { json: { ids: u.id, status: 1 } }), 400, M.userLoggedOff);
    expectEnvelopeFailure(await admin.call(e.resetPassword, { json: { ids: u.id } }), 400, M.userLoggedOff);
    expect(expectOk<UserAdminRecord>(await admin.call(e.detail, { query: { id: u.id } })).status).toBe(3);
  });

  it.skipIf(skip)('remove hides the account, ends its posts and sessions; it cannot sign in', async () => {
    const u = await added();
    const session = await signedIn(u.account);
    expect((await admin.call(e.remove, { json: { ids: u.id } })).body.msg).toBe(MESSAGES.deleted);
    expectEnvelopeFailure(await session.call(endpoints.userInfo), 401);
    expectEnvelopeFailure(await admin.call(e.detail, { query: { id: u.id } }), 400, M.userNotFound);
    expect(expectOk<Page<UserAdminRecord>>(await admin.call(e.page, { query: { account: u.account } })).total).toBe(0);
    expectOAuthFailure(await apiClient(server.url).token({ grant_type: 'password', tenant_id: OPERATOR, username: u.account, password: PASSWORD }), 'invalid_grant', AUTH_MESSAGES.userDisabled);
    expectEnvelopeFailure(await admin.call(e.remove, { json: { ids: u.id } }), 400, M.userNotFound);
  });

  it.skipIf(skip)("refuses another organisation's administrator and a non-administrator of the operator, and changes nothing", async () => {
    const u = await added();
    const staff = await signedIn(u.account);
    const id = { ids: u.id };
    const calls: [typeof e[keyof typeof e], Record<string, unknown> | undefined, Record<string, string> | undefined][] = [
      [e.page, undefined, {}],
      [e.userList, undefined, {}],
      [e.detail, undefined, { id: u.id }],
      [e.platformDetail, undefined, { id: u.id }],
      [e.tenants, undefined, {}],
      [e.tenantOptions, undefined, { tenantId: OPERATOR }],
      [e.submit, { account: 'intruder' }, undefined],
      [e.update, { id: u.id }, undefined],
      [e.updatePlatform, { id: u.id, userType: 2 }, undefined],
      [e.remove, id, undefined],
      [e.updateStatus, { ...id, status: 2 }, undefined],
      [e.resetPassword, id, undefined],
      [e.unlock, id, undefined],
      [e.grantRoles, { userIds: u.id, tenantId: OPERATOR, roleIds: [] }, undefined],
      [e.updateAvatarStatus, { ...id, avatarStatus: 0 }, undefined],
      [e.logoff, id, undefined],
    ];
    for (const api of [kj, staff]) {
      for (const [endpoint, json, query] of calls) expectEnvelopeFailure(await api.call(endpoint, { json, query }), 403, MESSAGES.forbidden);
      expectEnvelopeFailure(await api.request('GET', api.path('system', `user/info/${u.id}`)), 403, MESSAGES.forbidden);
    }
    expect(expectOk<UserAdminRecord>(await admin.call(e.detail, { query: { id: u.id } }))).toMatchObject({ status: 1, avatarStatus: 1, userType: 1 });
  });
});
