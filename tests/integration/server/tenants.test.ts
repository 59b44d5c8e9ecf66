import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints, type Endpoint } from '@shared/api/endpoints';
import { grantEndpoints } from '@shared/api/grantEndpoints';
import { memberEndpoints } from '@shared/api/memberEndpoints';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { tenantEndpoints, tenantPackageEndpoints } from '@shared/api/tenantEndpoints';
import type { ButtonNode, MenuRoute } from '@shared/domain/menu';
import { TENANT_MESSAGES, type Tenant, type TenantCard } from '@shared/domain/tenant';
import { TENANT_LIMIT_MESSAGES } from '@shared/domain/tenantLimits';
import { TENANT_PACKAGE_MESSAGES, type TenantPackage } from '@shared/domain/tenantPackage';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOAuthFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, DEMO_PASSWORD, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

type Node = { code: string; children: Node[] };
const codes = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.code, ...codes(n.children)]);

describe.each(BACKENDS)('tenants, tenant packages and datasources ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let sj: ApiClient;
  let kj: ApiClient;
  /** sj_staff, given a staff post at the operator: a member of 000000 who is not its administrator. */
  let opStaff: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [admin, sj, kj] = await signIn(server, 'admin', 'sj_admin', 'kj_admin');
    opStaff = apiClient(server.url);
    await opStaff.login('sj_staff', '100004');
    const staffRole = await db.selectFrom('role').select('id').where('tenant_id', '=', '000000').where('alias', '=', 'staff').executeTakeFirstOrThrow();
    const dept = await db.selectFrom('dept').select('id').where('tenant_id', '=', '000000').executeTakeFirstOrThrow();
    const user = await db.selectFrom('app_user').select('id').where('account', '=', 'sj_staff').executeTakeFirstOrThrow();
    await db.insertInto('post').values({ id: '990000000000000001', user_id: user.id, tenant_id: '000000', dept_id: dept.id, post_name: '', role_ids: staffRole.id, join_status: 'JOINED', job_post_id: '', create_time: '2026-01-01 00:00:00', update_time: '2026-01-01 00:00:00', apply_time: null }).execute();
    expect((await opStaff.token({ grant_type: 'refresh_token', refresh_token: opStaff.session.refreshToken!, tenant_id: '000000' })).status).toBe(200);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const page = async (query: Record<string, string | number> = {}) => expectOk<Page<Tenant>>(await admin.call(tenantEndpoints.page, { query: { size: 100, ...query } }));

  it.skipIf(skip)('lists every organisation as a tenant with its limits, package and joined members; detail by id', async () => {
    const all = await page();
    expect(all.records.map((t) => t.tenantId)).toEqual(expect.arrayContaining(['000000', '100004', '100011']));
    const sjTenant = all.records.find((t) => t.tenantId === '100004')!;
    expect(sjTenant).toMatchObject({ id: '100004', tenantName: expect.any(String), orgCategory: 'sj', accountNumber: -1, expireTime: '', packageId: '', packageName: '', domain: '' });
    expect(sjTenant.memberCount).toBeGreaterThanOrEqual(3);
    expect((await page({ tenantName: sjTenant.tenantName })).records.map((t) => t.tenantId)).toEqual(['100004']);
    expect(expectOk<Tenant>(await admin.call(tenantEndpoints.detail, { query: { id: '100004' } }))).toEqual(sjTenant);
    expectEnvelopeFailure(await admin.call(tenantEndpoints.detail, { query: { id: '999999' } }), 404, TENANT_MESSAGES.notFound);
  });

  it.skipIf(skip)('refuses every tenant call to another organisation and to a non-administrator of 000000 (403)', async () => {
    const e = tenantEndpoints;
    const calls: [Endpoint<unknown, unknown>, { query?: Record<string, string>; json?: unknown }][] = [
      [e.page, {}],
      [e.detail, { query: { id: '100004' } }],
      [e.submit, { json: { tenantId: '100004', domain: 'x.example.com' } }],
      [e.remove, { json: { ids: '100011' } }],
      [e.setting, { json: { ids: '100004', accountNumber: 1, expireTime: '' } }],
      [e.packageDetail, { query: { tenantId: '100004' } }],
      [e.packageSetting, { json: { tenantId: '100004', packageId: '' } }],
      [e.datasourcePage, {}],
      [tenantPackageEndpoints.select, {}],
    ];
    for (const api of [sj, opStaff]) for (const [endpoint, options] of calls) expectEnvelopeFailure(await api.call(endpoint, options), 403, MESSAGES.forbidden);
    expect((await page()).records.find((t) => t.tenantId === '100011')).toBeDefined();
  });

  it.skipIf(skip)('answers every datasource call that per-tenant datasources are not supported', async () => {
    const e = tenantEndpoints;
    for (const endpoint of [e.datasource, e.datasourcePage, e.datasourceDetail, e.datasourceSubmit, e.datasourceRemove]) {
      expectEnvelopeFailure(await admin.call(endpoint, endpoint.method === 'POST' ? { json: {} } : {}), 501, TENANT_MESSAGES.datasourceUnsupported);
    }
  });

  it.skipIf(skip)('submit sets a domain (unique, a host name) and never adds a tenant; info answers by domain, select lists enabled tenants, both without a session', async () => {
    const submit = (json: unknown) => admin.call(tenantEndpoints.submit, { json });
    expectEnvelopeFailure(await submit({ domain: 'new.example.com' }), 400, TENANT_MESSAGES.addInOrganisations);
    expectEnvelopeFailure(await submit({ tenantId: '100004', domain: 'http://sj.example.com/x' }), 400, TENANT_MESSAGES.domainFormat);
    expectEnvelopeFailure(await submit({ tenantId: '999999', domain: 'sj.example.com' }), 404, TENANT_MESSAGES.notFound);
    const saved = await submit({ tenantId: '100004', domain: 'SJ.Example.com' });
    expect(saved.body.msg).toBe(MESSAGES.updated);
    expect(expectOk<Tenant>(saved)).toMatchObject({ tenantId: '100004', domain: 'sj.example.com' });
    expectEnvelopeFailure(await submit({ tenantId: '100002', domain: 'sj.example.com' }), 400, TENANT_MESSAGES.domainTaken);
    const visitor = apiClient(server.url);
    expect(expectOk<TenantCard>(await visitor.call(tenantEndpoints.info, { query: { domain: 'sj.example.com' } }))).toEqual({ tenantId: '100004', tenantName: expect.any(String), domain: 'sj.example.com' });
    expectEnvelopeFailure(await visitor.call(tenantEndpoints.info, { query: { domain: 'none.example.com' } }), 404, TENANT_MESSAGES.domainUnknown);
    const listed = expectOk<TenantCard[]>(await visitor.call(tenantEndpoints.select));
    expect(listed.map((t) => t.tenantId)).toEqual(expect.arrayContaining(['000000', '100004']));
    expect(listed.map((t) => t.tenantId)).not.toContain('100011');
    expect(Object.keys(listed[0]).sort()).toEqual(['domain', 'tenantId', 'tenantName']);
  });

  it.skipIf(skip)('removes only a draft nobody joined, never the operator, all or nothing', async () => {
    const remove = (ids: string) => admin.call(tenantEndpoints.remove, { json: { ids } });
    expectEnvelopeFailure(await remove('000000'), 400, TENANT_MESSAGES.operatorNotRemovable);
    expectEnvelopeFailure(await remove('100011,100004'), 400, TENANT_MESSAGES.removeNotDraft);
    expect((await page()).records.find((t) => t.tenantId === '100011')).toBeDefined();
    expect((await remove('100011')).body.msg).toBe(MESSAGES.deleted);
    expectEnvelopeFailure(await admin.call(tenantEndpoints.detail, { query: { id: '100011' } }), 404, TENANT_MESSAGES.notFound);
    expect(await db.selectFrom('role').select('id').where('tenant_id', '=', '100011').execute()).toEqual([]);
  });

  it.skipIf(skip)('setting refuses bad input with its message and changes nothing', async () => {
    const setting = (json: unknown) => admin.call(tenantEndpoints.setting, { json });
    for (const accountNumber of [0, -2, 'abc', 1.5]) expectEnvelopeFailure(await setting({ ids: '100004', accountNumber, expireTime: '' }), 400, TENANT_MESSAGES.accountNumber);
    for (const expireTime of ['2026-13-01 00:00:00', '2026-01-01', 'tomorrow']) expectEnvelopeFailure(await setting({ ids: '100004', accountNumber: -1, expireTime }), 400, TENANT_MESSAGES.expireTime);
    expectEnvelopeFailure(await setting({ ids: '100004,999999', accountNumber: 5, expireTime: '' }), 404, TENANT_MESSAGES.notFound);
    expect(expectOk<Tenant>(await admin.call(tenantEndpoints.detail, { query: { id: '100004' } }))).toMatchObject({ accountNumber: -1, expireTime: '' });
  });

  it.skipIf(skip)('an expired tenant cannot be signed in to by password, SMS, refresh or switch; clearing the expiry lets everyone back', async () => {
    const expire = (ids: string, expireTime: string) => admin.call(tenantEndpoints.setting, { json: { ids, accountNumber: -1, expireTime } });
    // multi: a member of 100004 and 100006, signed in to 100006 before it expires.
    const [multi] = await signIn(server, 'multi');
    expect((await multi.token({ grant_type: 'refresh_token', refresh_token: multi.session.refreshToken!, tenant_id: '100006' })).status).toBe(200);
    const [before] = await signIn(server, 'multi');
    expectOk(await expire('100006', '2020-01-01 00:00:00'));

    expectOAuthFailure(await apiClient(server.url).token({ grant_type: 'password', tenant_id: '100006', username: 'pt_admin', password: DEMO_PASSWORD }), 'invalid_grant', TENANT_LIMIT_MESSAGES.expired);
    expectOk(await apiClient(server.url).call(endpoints.sendSmsCode, { query: { phone: '13800000006', smsCode: 'login' } }));
    const code = server.smsCode('13800000006')!;
    expectOAuthFailure(await apiClient(server.url).token({ grant_type: 'sms', tenant_id: '100006', phone: '13800000006', code }), 'invalid_grant', TENANT_LIMIT_MESSAGES.expired);
    // A session already in 100006 is not renewed; one in 100004 cannot switch into it.
    expectOAuthFailure(await multi.token({ grant_type: 'refresh_token', refresh_token: multi.session.refreshToken! }), 'invalid_grant', TENANT_LIMIT_MESSAGES.expired);
    expectOAuthFailure(await before.token({ grant_type: 'refresh_token', refresh_token: before.session.refreshToken!, tenant_id: '100006' }), 'invalid_grant', TENANT_LIMIT_MESSAGES.expired);
    // Other tenants are untouched, and a future expiry is no expiry yet.
    expect((await before.token({ grant_type: 'refresh_token', refresh_token: before.session.refreshToken! })).status).toBe(200);
    expectOk(await expire('100006', '2099-12-31 23:59:59'));
    expect((await apiClient(server.url).token({ grant_type: 'password', tenant_id: '100006', username: 'pt_admin', password: DEMO_PASSWORD })).status).toBe(200);
    expectOk(await expire('100006', ''));
  });

  it.skipIf(skip)('the account quota refuses a new member once the joined members reach it', async () => {
    const tenant = expectOk<Tenant>(await admin.call(tenantEndpoints.detail, { query: { id: '100002' } }));
    expectOk(await admin.call(tenantEndpoints.setting, { json: { ids: '100002', accountNumber: tenant.memberCount, expireTime: '' } }));
    const roles = await db.selectFrom('role').select(['id', 'alias']).where('tenant_id', '=', '100002').execute();
    const dept = await db.selectFrom('dept').select('id').where('tenant_id', '=', '100002').executeTakeFirstOrThrow();
    const person = { phone: '13912340001', realName: '额度测试', sex: 1, areaCode: '110101', postId: '', roleIds: [roles.find((r) => r.alias === 'staff')!.id], deptId: dept.id };
    expectEnvelopeFailure(await kj.call(memberEndpoints.addUser, { json: person }), 400, TENANT_LIMIT_MESSAGES.quotaReached);
    expect(await db.selectFrom('app_user').select('id').where('phone', '=', person.phone).execute()).toEqual([]);
    expectOk(await admin.call(tenantEndpoints.setting, { json: { ids: '100002', accountNumber: tenant.memberCount + 1, expireTime: '' } }));
    expectOk(await kj.call(memberEndpoints.addUser, { json: person }));
    expect(expectOk<Tenant>(await admin.call(tenantEndpoints.detail, { query: { id: '100002' } })).memberCount).toBe(tenant.memberCount + 1);
    expectOk(await admin.call(tenantEndpoints.setting, { json: { ids: '100002', accountNumber: -1, expireTime: '' } }));
  });

  it.skipIf(skip)('the quota also refuses joining by invitation and approving an application, each in its transaction', async () => {
    const [cb] = await signIn(server, 'cb_admin');
    const code = expectOk<{ code: string }>(await sj.call(personalEndpoints.inviteGenerate)).code;
    expect((await cb.call(personalEndpoints.inviteJoin, { json: { code } })).status).toBe(200);
    const members = expectOk<Tenant>(await admin.call(tenantEndpoints.detail, { query: { id: '100004' } })).memberCount;
    expectOk(await admin.call(tenantEndpoints.setting, { json: { ids: '100004', accountNumber: members, expireTime: '' } }));
    const pending = expectOk<{ id: string; account: string }[]>(await sj.call(personalEndpoints.applicationList)).find((a) => a.account === 'cb_admin')!;
    expectEnvelopeFailure(await sj.call(personalEndpoints.applicationApprove, { json: { id: pending.id } }), 400, TENANT_LIMIT_MESSAGES.quotaReached);
    expect(expectOk<{ id: string }[]>(await sj.call(personalEndpoints.applicationList)).map((a) => a.id)).toContain(pending.id);
    const [sc] = await signIn(server, 'sc_admin');
    expectEnvelopeFailure(await sc.call(personalEndpoints.inviteJoin, { json: { code } }), 400, TENANT_LIMIT_MESSAGES.quotaReached);
    expectOk(await admin.call(tenantEndpoints.setting, { json: { ids: '100004', accountNumber: -1, expireTime: '' } }));
    expectOk(await sj.call(personalEndpoints.applicationApprove, { json: { id: pending.id } }));
  });

  it.skipIf(skip)("a package limits the tenant's menus, buttons and grant tree; in use it is not removed; none gives the whole template back", async () => {
    const template = await db.selectFrom('menu_template').select(['id', 'code']).where('code', 'in', ['desk', 'customer', 'customer_follow']).execute();
    const menuIds = template.map((t) => t.id).join(',');
    const e = tenantPackageEndpoints;
    expectEnvelopeFailure(await admin.call(e.submit, { json: { packageName: '', menuIds } }), 400, TENANT_PACKAGE_MESSAGES.nameRequired);
    expectEnvelopeFailure(await admin.call(e.submit, { json: { packageName: '客户包', menuIds: '' } }), 400, TENANT_PACKAGE_MESSAGES.menusRequired);
    expectEnvelopeFailure(await admin.call(e.submit, { json: { packageName: '客户包', menuIds: '123456789' } }), 400, TENANT_PACKAGE_MESSAGES.menuUnknown);
    for (const api of [sj, opStaff]) expect((await api.call(e.submit, { json: { packageName: '越权', menuIds } })).status).toBe(403);
    const pkg = expectOk<TenantPackage>(await admin.call(e.submit, { json: { packageName: '客户包', menuIds, remark: '只有客户' } }));
    expect(pkg).toMatchObject({ packageName: '客户包', remark: '只有客户' });
    expect(expectOk<TenantPackage[]>(await admin.call(e.select)).map((p) => p.id)).toContain(pkg.id);

    const fullButtons = codes(expectOk<ButtonNode[]>(await kj.call(endpoints.menuButtons)) as Node[]);
    expectEnvelopeFailure(await admin.call(tenantEndpoints.packageSetting, { json: { tenantId: '000000', packageId: pkg.id } }), 400, TENANT_MESSAGES.operatorNoPackage);
    expectEnvelopeFailure(await admin.call(tenantEndpoints.packageSetting, { json: { tenantId: '100002', packageId: '123' } }), 400, TENANT_PACKAGE_MESSAGES.notFound);
    expectOk(await admin.call(tenantEndpoints.packageSetting, { json: { tenantId: '100002', packageId: pkg.id } }));
    expect(expectOk<TenantPackage>(await admin.call(tenantEndpoints.packageDetail, { query: { tenantId: '100002' } }))).toEqual(pkg);
    expect(expectOk<Tenant>(await admin.call(tenantEndpoints.detail, { query: { id: '100002' } }))).toMatchObject({ packageId: pkg.id, packageName: '客户包' });

    expect(codes(expectOk<MenuRoute[]>(await kj.call(endpoints.menuRoutes)) as Node[]).sort()).toEqual(['customer', 'customer_follow', 'desk']);
    const buttons = codes(expectOk<ButtonNode[]>(await kj.call(endpoints.menuButtons)) as Node[]);
    expect(buttons).toContain('customer_add');
    expect(buttons.filter((c) => !['customer', 'customer_follow'].includes(c)).every((c) => c.startsWith('customer_'))).toBe(true);
    // The package holds no role screen, so its administrator may not grant (below); the operator reads its tree.
    const grantTree = expectOk<{ menu: Node[] }>(await admin.call(grantEndpoints.menuGrantTree, { query: { tenantId: '100002' } }));
    expect(codes(grantTree.menu).sort()).toEqual(['desk', 'customer', ...buttons.filter((c) => c !== 'desk' && c !== 'customer')].sort());
    // A button outside the package is refused on the server too, though the role was granted it before.
    expect((await kj.call(endpoints.noticeRemove, { json: { ids: '1' } })).status).toBe(403);
    expect((await kj.call(grantEndpoints.menuGrantTree)).status).toBe(403);
    // Another tenant keeps its whole menu.
    expect(codes(expectOk<MenuRoute[]>(await sj.call(endpoints.menuRoutes)) as Node[]).length).toBeGreaterThan(3);

    expectEnvelopeFailure(await admin.call(e.remove, { json: { ids: pkg.id } }), 400, TENANT_PACKAGE_MESSAGES.inUse);
    expectOk(await admin.call(tenantEndpoints.packageSetting, { json: { tenantId: '100002', packageId: '' } }));
    expect(expectOk(await admin.call(tenantEndpoints.packageDetail, { query: { tenantId: '100002' } }))).toBeNull();
    expect(codes(expectOk<ButtonNode[]>(await kj.call(endpoints.menuButtons)) as Node[]).sort()).toEqual(fullButtons.sort());
    expect((await kj.call(endpoints.noticeRemove, { json: { ids: '1' } })).status).not.toBe(403);
    expect((await admin.call(e.remove, { json: { ids: pkg.id } })).body.msg).toBe(MESSAGES.deleted);
    expectEnvelopeFailure(await admin.call(e.detail, { query: { id: pkg.id } }), 400, TENANT_PACKAGE_MESSAGES.notFound);
  });
});
