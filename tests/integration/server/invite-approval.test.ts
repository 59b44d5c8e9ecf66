import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import type { ActiveInvite, InviteInfo, JoinApplication } from '@shared/domain/invite';
import type { OrgPost } from '@shared/domain/organisation';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOAuthFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

/**
 * Issue 20, "anyone can join any organisation": a code is random, expiring, revocable and leads to
 * one organisation (never the operator's); joining by it makes a pending member the organisation's
 * administrator approves or refuses.
 */
describe.each(BACKENDS)('joining by invitation waits for the administrator ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let kj: ApiClient;
  let st: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [kj, st] = await signIn(server, 'kj_admin', 'st_admin');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const generate = async (admin: ApiClient) => expectOk<InviteInfo>(await admin.call(personalEndpoints.inviteGenerate)).code;
  const applications = async (admin: ApiClient) => expectOk<JoinApplication[]>(await admin.call(personalEndpoints.applicationList));
  const switchTo = (api: ApiClient, tenantId: string) => api.token({ grant_type: 'refresh_token', refresh_token: api.session.refreshToken!, tenant_id: tenantId });
  const postIn = async (api: ApiClient, tenantId: string) => expectOk<OrgPost[]>(await api.call(endpoints.userOrgs)).find((p) => p.tenantId === tenantId);

  describe.skipIf(skip)('pending membership', () => {
    it('join → pending, listed to the administrator, not switchable; approved → switchable', async () => {
      const [cb] = await signIn(server, 'cb_admin');
      const code = await generate(kj);
      expect(expectOk(await cb.call(personalEndpoints.inviteJoin, { json: { code } }))).toMatchObject({ tenantId: '100002' });
      expect(await postIn(cb, '100002')).toMatchObject({ joinStatus: 'APPLY' });

      // Pending: neither a switch nor a sign-in reaches the organisation, and nothing of it is readable.
      expectOAuthFailure(await switchTo(cb, '100002'), 'invalid_grant', AUTH_MESSAGES.orgNotJoined);
      expectOAuthFailure(await apiClient(server.url).token({ grant_type: 'password', tenant_id: '100002', username: 'cb_admin', password: process.env.CEM_DEMO_PASSWORD || 'Cem@2026' }), 'invalid_grant', AUTH_MESSAGES.orgNotJoined);
      expect(cb.session.tenantId).toBe('100010');

      const pending = (await applications(kj)).find((a) => a.account === 'cb_admin');
      expect(pending).toMatchObject({ realName: '黄志明', phone: '13800000010', deptName: '中科筑云科技有限公司' });
      expect(pending!.applyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // Another organisation's administrator neither sees it nor decides it.
      expect((await applications(st)).map((a) => a.id)).not.toContain(pending!.id);
      expectEnvelopeFailure(await st.call(personalEndpoints.applicationApprove, { json: { id: pending!.id } }), 404, '加入申请不存在或已处理');
      expectEnvelopeFailure(await st.call(personalEndpoints.applicationRefuse, { json: { id: pending!.id } }), 404, '加入申请不存在或已处理');
      expect(await postIn(cb, '100002')).toMatchObject({ joinStatus: 'APPLY' });

      const approved = await kj.call(personalEndpoints.applicationApprove, { json: { id: pending!.id } });
      expect(expectOk(approved)).toBeNull();
      expect(approved.body.msg).toBe('已同意加入申请');
      expect(await postIn(cb, '100002')).toMatchObject({ joinStatus: 'JOINED' });
      expect((await switchTo(cb, '100002')).status).toBe(200);
      expect(cb.session.tenantId).toBe('100002');
      expectOk(await cb.call(endpoints.userInfo));
      // Decided once: a second decision finds nothing.
      expectEnvelopeFailure(await kj.call(personalEndpoints.applicationRefuse, { json: { id: pending!.id } }), 404, '加入申请不存在或已处理');
      expect((await applications(kj)).map((a) => a.id)).not.toContain(pending!.id);
    });

    it('a refused application is REFUSE: not switchable, and the same person cannot ask again', async () => {
      const [sc] = await signIn(server, 'sc_admin');
      const code = await generate(kj);
      expectOk(await sc.call(personalEndpoints.inviteJoin, { json: { code } }));
      const pending = (await applications(kj)).find((a) => a.account === 'sc_admin')!;
      const refused = await kj.call(personalEndpoints.applicationRefuse, { json: { id: pending.id } });
      expect(refused.body.msg).toBe('已拒绝加入申请');
      expect(await postIn(sc, '100002')).toMatchObject({ joinStatus: 'REFUSE' });
      expectOAuthFailure(await switchTo(sc, '100002'), 'invalid_grant', AUTH_MESSAGES.orgNotJoined);
      expectEnvelopeFailure(await sc.call(personalEndpoints.inviteJoin, { json: { code } }), 400, '您在该组织的账号已被锁定或冻结，请联系管理员');
    });

    it('only an administrator lists and decides, and bad ids change nothing', async () => {
      const multi = apiClient(server.url);
      await multi.login('multi', '100004');
      expectEnvelopeFailure(await multi.call(personalEndpoints.applicationList), 403, '只有管理员可以管理邀请码和加入申请');
      expectEnvelopeFailure(await multi.call(personalEndpoints.applicationApprove, { json: { id: 'x' } }), 403);
      expectEnvelopeFailure(await multi.call(personalEndpoints.inviteList), 403, '只有管理员可以管理邀请码和加入申请');
      expectEnvelopeFailure(await multi.call(personalEndpoints.inviteRevoke, { json: { code: 'ABCDEFGH' } }), 403);
      for (const body of [{}, { id: '' }, { id: 42 }, { id: 'x'.repeat(40) }, { id: 'nosuch' }]) {
        const answer = await kj.call(personalEndpoints.applicationApprove, { json: body });
        expectEnvelopeFailure(answer, answer.status === 404 ? 404 : 400, '加入申请不存在或已处理');
      }
    });
  });

  describe.skipIf(skip)('codes', () => {
    it('are listed to their own administrator, and a revoked one is refused at once', async () => {
      const code = await generate(kj);
      const listed = expectOk<ActiveInvite[]>(await kj.call(personalEndpoints.inviteList));
      expect(listed.find((i) => i.code === code)).toMatchObject({ deptName: '中科筑云科技有限公司', inviterName: '陈晓峰' });
      expect(expectOk<ActiveInvite[]>(await st.call(personalEndpoints.inviteList)).map((i) => i.code)).not.toContain(code);
      // Another organisation's administrator cannot revoke it.
      expectEnvelopeFailure(await st.call(personalEndpoints.inviteRevoke, { json: { code } }), 404, '邀请码不存在或已失效');
      expectOk(await apiClient(server.url).call(personalEndpoints.inviteInfo, { query: { code } }));

      const revoked = await kj.call(personalEndpoints.inviteRevoke, { json: { code: code.toLowerCase() } });
      expect(revoked.body.msg).toBe('邀请码已作废');
      expect(expectOk<ActiveInvite[]>(await kj.call(personalEndpoints.inviteList)).map((i) => i.code)).not.toContain(code);
      expectEnvelopeFailure(await apiClient(server.url).call(personalEndpoints.inviteInfo, { query: { code } }), 400, '邀请码无效或已过期');
      const [gl] = await signIn(server, 'gl_admin');
      expectEnvelopeFailure(await gl.call(personalEndpoints.inviteJoin, { json: { code } }), 400, '邀请码无效或已过期');
      expect(await postIn(gl, '100002')).toBeUndefined();
      expectEnvelopeFailure(await kj.call(personalEndpoints.inviteRevoke, { json: { code } }), 404, '邀请码不存在或已失效');
    });

    it('an expired code is neither listed nor taken', async () => {
      const code = await generate(kj);
      await db.updateTable('invite_code').set({ expires_at: '2000-01-01 00:00:00' }).where('code', '=', code).execute();
      expect(expectOk<ActiveInvite[]>(await kj.call(personalEndpoints.inviteList)).map((i) => i.code)).not.toContain(code);
      const [yz] = await signIn(server, 'yz_admin');
      expectEnvelopeFailure(await yz.call(personalEndpoints.inviteJoin, { json: { code } }), 400, '邀请码无效或已过期');
      expect(await postIn(yz, '100002')).toBeUndefined();
    });

    it('the operator organisation neither generates codes nor is joined by one', async () => {
      const [admin] = await signIn(server, 'admin');
      expectEnvelopeFailure(await admin.call(personalEndpoints.inviteGenerate), 403, '平台运营组织不能通过邀请码加入');
      // A code for 000000 left in the database (an earlier version generated them) leads nowhere.
      const dept = await db.selectFrom('dept').select('id').where('tenant_id', '=', '000000').executeTakeFirstOrThrow();
      await db.insertInto('invite_code').values({ code: 'OPERATOR', tenant_id: '000000', dept_id: dept.id, create_user: '0', create_time: '2026-01-01 00:00:00', expires_at: '2099-01-01 00:00:00', revoked_at: null }).execute();
      const [sj] = await signIn(server, 'sj_admin');
      for (const code of ['OPERATOR', 'JOIN000000']) {
        expectEnvelopeFailure(await sj.call(personalEndpoints.inviteInfo, { query: { code } }), 400, '邀请码无效或已过期');
        expectEnvelopeFailure(await sj.call(personalEndpoints.inviteJoin, { json: { code } }), 400, '邀请码无效或已过期');
      }
      expect(await postIn(sj, '000000')).toBeUndefined();
    });

    it('the audit reproduction: sj_admin cannot reach kj by JOIN100002', async () => {
      const [sj] = await signIn(server, 'sj_admin');
      expectEnvelopeFailure(await sj.call(personalEndpoints.inviteJoin, { json: { code: 'JOIN100002' } }), 400, '邀请码无效或已过期');
      expectOAuthFailure(await switchTo(sj, '100002'), 'invalid_grant', AUTH_MESSAGES.orgUnknown);
    });
  });
});
