import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { registrationEndpoints as e } from '@shared/api/registrationEndpoints';
import {
  ENTERPRISE_REGISTRATION_MESSAGES as M,
  type EnterpriseApplication,
  type RegistrationRecord,
} from '@shared/domain/enterpriseRegistration';
import type { MenuRoute } from '@shared/domain/menu';
import type { OrgPost } from '@shared/domain/organisation';
import { REGISTRATION_MESSAGES } from '@shared/domain/registration';
import { CUSTOMER_MESSAGES } from '@shared/domain/customer';
import { maxLengthMessage, RULE_MESSAGES } from '@shared/domain/rules';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, DEMO_PASSWORD, signIn, startTestServer, type ApiClient, type Answer, type TestServer } from '../../support/server';

let seq = 0;
const enterprise = (overrides: Record<string, string> = {}) => ({
  orgCategory: 'sj',
  name: `测试注册设计院${Date.now() % 100000}${++seq}`,
  legal: '王注册',
  provinceCodes: '110101',
  contacts: '李联系',
  phone: '13912345678',
  remark: '',
  ...overrides,
});
const guest = () => ({ tenantId: '100004', name: '第三方访客', account: `reg_guest_${Date.now() % 100000}_${++seq}`, password: 'Guest@2026', password2: 'Guest@2026' });

type Menu = MenuRoute & { children: Menu[] };
const codes = (menus: Menu[]): string[] => menus.flatMap((m) => [m.code, ...codes(m.children ?? [])]).sort();

/**
 * Issue 13, enterprise registration: a signed-in person applies, the operator tenant's administrator
 * approves (a working organisation with the applicant as its administrator) or refuses with a reason;
 * third-party account applications are decided in the same list and sign in only once approved.
 */
describe.each(BACKENDS)('enterprise and third-party registrations ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let st: ApiClient;
  let sj: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [admin, st, sj] = await signIn(server, 'admin', 'st_admin', 'sj_admin');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const submit = (api: ApiClient, body: unknown) => api.call(e.submit, { json: body });
  const apply = async (api: ApiClient, overrides: Record<string, string> = {}) => expectOk<EnterpriseApplication>(await submit(api, enterprise(overrides)));
  const approve = (api: ApiClient, id: string) => api.request('POST', api.path('system', `enterprise-registration/approve/${id}`));
  const refuse = (api: ApiClient, id: string, refuseReason: string) => api.call(e.refuse, { json: { id, refuseReason } });
  const page = async (query: Record<string, string | number>) => expectOk<Page<RegistrationRecord>>(await admin.call(e.page, { query: { size: -1, ...query } }));
  const mine = async (api: ApiClient) => expectOk<EnterpriseApplication[]>(await api.call(e.mine));
  const applyGuest = async () => {
    const input = guest();
    expectOk(await apiClient(server.url).call(endpoints.registerGuest, { json: input }));
    const row = await db.selectFrom('guest_registration').select('id').where('account', '=', input.account).executeTakeFirstOrThrow();
    return { ...input, id: row.id };
  };
  const signInTo = (tenantId: string, username: string, password = DEMO_PASSWORD) => apiClient(server.url).token({ grant_type: 'password', tenant_id: tenantId, username, password });

  describe.skipIf(skip)('user/register-new and the applicant’s list', () => {
    it('stores a pending application with the spec’s success message and lists it to its applicant only', async () => {
      const answer = await submit(st, enterprise({ remark: '申请备注' }));
      expect((answer.body as { msg: string }).msg).toBe(REGISTRATION_MESSAGES.submitted);
      const app = expectOk<EnterpriseApplication>(answer);
      expect(app).toMatchObject({ status: 'pending', orgCategory: 'sj', remark: '申请备注', tenantId: '', refuseReason: '' });
      expect(app.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect((await mine(st)).map((a) => a.id)).toContain(app.id);
      expect((await mine(sj)).map((a) => a.id)).not.toContain(app.id);
    });

    it('refuses each rule with its message and stores nothing', async () => {
      const before = (await mine(st)).length;
      const cases: [Record<string, string>, string][] = [
        [{ orgCategory: '' }, M.category],
        [{ orgCategory: 'kj' }, M.category],
        [{ name: '' }, CUSTOMER_MESSAGES.compName],
        [{ name: '名'.repeat(31) }, maxLengthMessage(30)],
        [{ legal: '' }, CUSTOMER_MESSAGES.legal],
        [{ legal: '法'.repeat(21) }, maxLengthMessage(20)],
        [{ provinceCodes: '' }, RULE_MESSAGES.regionRequired],
        [{ contacts: '' }, CUSTOMER_MESSAGES.contacts],
        [{ contacts: '联'.repeat(21) }, maxLengthMessage(20)],
        [{ phone: '' }, M.phone],
        [{ phone: '12345678901' }, M.phoneFormat],
        [{ remark: 'x'.repeat(501) }, maxLengthMessage(500)],
      ];
      for (const [overrides, message] of cases) expectEnvelopeFailure(await submit(st, enterprise(overrides)), 400, message);
      const taken = await apply(st);
      expectEnvelopeFailure(await submit(sj, enterprise({ name: taken.name })), 400, M.nameTaken);
      expectEnvelopeFailure(await submit(sj, enterprise({ name: '中科筑云科技有限公司' })), 400, M.nameTaken);
      expect((await mine(st)).length).toBe(before + 1);
    });
  });

  describe.skipIf(skip)('the operator’s approval list', () => {
    it('answers only the operator tenant’s administrator', async () => {
      const app = await apply(st);
      expectEnvelopeFailure(await sj.call(e.page), 403, MESSAGES.forbidden);
      expectEnvelopeFailure(await st.call(e.detail, { query: { id: app.id } }), 403, MESSAGES.forbidden);
      expectEnvelopeFailure(await approve(sj, app.id), 403, MESSAGES.forbidden);
      expectEnvelopeFailure(await refuse(sj, app.id, '不行'), 403, MESSAGES.forbidden);
      expect((await mine(st)).find((a) => a.id === app.id)).toMatchObject({ status: 'pending' });
    });

    it('lists both kinds newest first, filtered by kind, status and name, and shows one', async () => {
      const app = await apply(st);
      const g = await applyGuest();
      const all = await page({});
      expect(all.records.map((r) => r.id)).toEqual(expect.arrayContaining([app.id, g.id]));
      const times = all.records.map((r) => r.createTime);
      expect(times).toEqual([...times].sort().reverse());
      expect(all.total).toBe(all.records.length);
      expect((await page({ kind: 'guest' })).records.every((r) => r.kind === 'guest')).toBe(true);
      expect((await page({ kind: 'enterprise', status: 'pending', name: app.name })).records.map((r) => r.id)).toEqual([app.id]);
      expect((await page({ name: g.account })).records).toEqual([expect.objectContaining({ id: g.id, kind: 'guest', account: g.account, tenantId: '100004', orgCategory: 'sj', status: 'pending' })]);
      expect((await page({ status: 'refused', name: app.name })).records).toEqual([]);
      const paged = expectOk<Page<RegistrationRecord>>(await admin.call(e.page, { query: { current: 1, size: 1 } }));
      expect(paged).toMatchObject({ size: 1, current: 1, total: all.total, pages: all.total });
      expect(paged.records).toHaveLength(1);
      expect(expectOk<RegistrationRecord>(await admin.call(e.detail, { query: { id: app.id } }))).toMatchObject({ kind: 'enterprise', account: 'st_admin', name: app.name, legal: '王注册', provinceCodes: '110101' });
      expectEnvelopeFailure(await admin.call(e.detail, { query: { id: '123' } }), 404, M.notFound);
    });

    it('approves: a working organisation of the category, its applicant as administrator and director, an invitation code', async () => {
      const app = await apply(st, { contacts: '赵联系', remark: '请尽快' });
      const answer = await approve(admin, app.id);
      expect((answer.body as { msg: string }).msg).toBe(M.approved);
      const approved = expectOk<RegistrationRecord>(answer);
      expect(approved).toMatchObject({ status: 'approved', reviewTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
      const tenantId = approved.tenantId;
      expect(tenantId).toMatch(/^\d{6}$/);
      const tenant = await db.selectFrom('tenant').selectAll().where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
      expect(tenant).toMatchObject({ name: app.name, category: 'sj', status: 1, org_legal: '王注册', province_codes: '110101', contact_name: '赵联系', contact_phone: '13912345678', remark: '请尽快', director_phone: '13800000009' });
      const invite = await db.selectFrom('invite_code').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
      expect(invite?.code).toMatch(/^[A-Z2-9]{8}$/);
      expect((await mine(st)).find((a) => a.id === app.id)).toMatchObject({ status: 'approved', tenantId });

      // The applicant signs in to it as its administrator and sees the menu of a design company's administrator.
      expect((await signInTo(tenantId, 'st_admin')).status).toBe(200);
      const fresh = apiClient(server.url);
      await fresh.login('st_admin', tenantId);
      expect(expectOk<OrgPost[]>(await fresh.call(endpoints.userOrgs)).find((p) => p.tenantId === tenantId)).toMatchObject({ joinStatus: 'JOINED', orgCategory: 'sj' });
      const menu = codes(expectOk<Menu[]>(await fresh.call(endpoints.menuRoutes)));
      expect(menu.length).toBeGreaterThan(0);
      expect(menu).toEqual(codes(expectOk<Menu[]>(await sj.call(endpoints.menuRoutes))));

      // Decided once: neither a second approval nor a refusal passes, and nothing more is created.
      expectEnvelopeFailure(await approve(admin, app.id), 409, M.decided);
      expectEnvelopeFailure(await refuse(admin, app.id, '晚了'), 409, M.decided);
      expect((await db.selectFrom('tenant').select('tenant_id').where('name', '=', app.name).execute()).length).toBe(1);
    });

    it('lets only one of two approvals at the same moment pass', async () => {
      const app = await apply(st);
      const answers: Answer[] = await Promise.all([approve(admin, app.id), approve(admin, app.id)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect((await db.selectFrom('tenant').select('tenant_id').where('name', '=', app.name).execute()).length).toBe(1);
    });

    it('approves two applications at the same moment into two organisations with tenant ids of their own', async () => {
      const [first, second] = [await apply(st), await apply(sj)];
      const answers = await Promise.all([approve(admin, first.id), approve(admin, second.id)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const tenantIds = answers.map((a) => expectOk<RegistrationRecord>(a).tenantId);
      expect(new Set(tenantIds).size).toBe(2);
      const rows = await db.selectFrom('tenant').select(['tenant_id', 'name']).where('name', 'in', [first.name, second.name]).execute();
      expect(rows.map((r) => r.tenant_id).sort()).toEqual([...tenantIds].sort());
    });

    it('refuses with a required reason the applicant then reads', async () => {
      const app = await apply(st);
      expectEnvelopeFailure(await refuse(admin, app.id, ''), 400, M.refuseReason);
      expectEnvelopeFailure(await refuse(admin, app.id, '因'.repeat(201)), 400, maxLengthMessage(200));
      const answer = await refuse(admin, app.id, '营业执照信息不全');
      expect((answer.body as { msg: string }).msg).toBe(M.refused);
      expect(expectOk<RegistrationRecord>(answer)).toMatchObject({ status: 'refused', refuseReason: '营业执照信息不全' });
      expect((await mine(st)).find((a) => a.id === app.id)).toMatchObject({ status: 'refused', refuseReason: '营业执照信息不全', tenantId: '' });
      expectEnvelopeFailure(await approve(admin, app.id), 409, M.decided);
      expect(await db.selectFrom('tenant').select('tenant_id').where('name', '=', app.name).executeTakeFirst()).toBeUndefined();
    });

    it('approves a third-party account, which then signs in; a refused one never does', async () => {
      const g = await applyGuest();
      expect((await signInTo('100004', g.account, g.password)).status).toBe(400);
      expect(expectOk<RegistrationRecord>(await approve(admin, g.id))).toMatchObject({ kind: 'guest', status: 'approved' });
      expect((await signInTo('100004', g.account, g.password)).status).toBe(200);
      expectEnvelopeFailure(await approve(admin, g.id), 409, M.decided);

      const other = await applyGuest();
      expect(expectOk<RegistrationRecord>(await refuse(admin, other.id, '身份不明'))).toMatchObject({ kind: 'guest', status: 'refused', refuseReason: '身份不明' });
      expect((await signInTo('100004', other.account, other.password)).status).toBe(400);
      expect(await db.selectFrom('app_user').select('id').where('account', '=', other.account).executeTakeFirst()).toBeUndefined();
    });
  });
});
