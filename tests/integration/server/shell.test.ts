import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { AGREEMENT_STATUS, type FrameworkCheck } from '@shared/domain/agreement';
import type { BizAttention } from '@shared/domain/bizAttention';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { NOTICE_ID_MESSAGES, type Notice } from '@shared/domain/notice';
import { REGISTRATION_MESSAGES } from '@shared/domain/registration';
import { RULE_MESSAGES } from '@shared/domain/rules';
import { SETTING_KEYS, type SystemSettings } from '@shared/domain/systemSettings';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const registration = (overrides: Record<string, string> = {}) => ({
  tenantId: '100004',
  name: '测试访客',
  account: `guest_${Math.random().toString(36).slice(2, 8)}`,
  password: 'Guest@2026',
  password2: 'Guest@2026',
  ...overrides,
});

describe.each(BACKENDS)('shell endpoints ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  const sessions: Record<string, ApiClient> = {};
  const as = (account: string) => sessions[account];

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    const accounts = ['admin', 'sj_admin', 'kj_admin', 'pt_admin'];
    for (const [i, client] of (await signIn(server, ...accounts)).entries()) sessions[accounts[i]] = client;
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  describe.skipIf(skip)('framework-agreement/checkFramework', () => {
    it('tells the seeded design institute it has no signed agreement', async () => {
      const check = expectOk<FrameworkCheck>(await as('sj_admin').call(endpoints.frameworkCheck));
      expect(check).toMatchObject({ signed: false, status: AGREEMENT_STATUS.unsigned });
    });

    it('answers signed once the organisation has a signed agreement in force, and expired after its end', async () => {
      const id = newId();
      await db
        .insertInto('framework_agreement')
        .values({ id, tenant_id: '100004', name: '补签协议', status: 1, sign_time: '2026-01-01 00:00:00', expire_time: '2099-01-01 00:00:00', create_time: '2099-01-01 00:00:00' })
        .execute();
      expect(expectOk<FrameworkCheck>(await as('sj_admin').call(endpoints.frameworkCheck))).toMatchObject({ signed: true, status: 1, name: '补签协议' });

      await db.updateTable('framework_agreement').set({ expire_time: '2001-01-01 00:00:00' }).where('id', '=', id).execute();
      expect(expectOk<FrameworkCheck>(await as('sj_admin').call(endpoints.frameworkCheck))).toMatchObject({ signed: false, status: AGREEMENT_STATUS.expired });
      await db.deleteFrom('framework_agreement').where('id', '=', id).execute();
    });

    it('answers for the caller’s own organisation only', async () => {
      expect(expectOk<FrameworkCheck>(await as('kj_admin').call(endpoints.frameworkCheck))).toMatchObject({ signed: true });
      expect(expectOk<FrameworkCheck>(await as('admin').call(endpoints.frameworkCheck))).toMatchObject({ signed: false, status: null });
    });

    it('needs a session', async () => {
      expectEnvelopeFailure(await apiClient(server.url).call(endpoints.frameworkCheck), 401);
    });
  });

  describe.skipIf(skip)('biz-attention/list', () => {
    it('gives the operator the design companies it looks after, paged', async () => {
      const page = expectOk<Page<BizAttention>>(await as('admin').call(endpoints.bizAttentionList, { query: { orgCategory: 'sj', current: 1, size: 10 } }));
      expect(page.total).toBe(1);
      expect(page.records[0]).toMatchObject({ tenantId: '100004', orgCategory: 'sj', compName: '远景建筑设计研究院有限公司', frameworkAgreement: 0 });

      const all = expectOk<Page<BizAttention>>(await as('admin').call(endpoints.bizAttentionList, { query: { size: 3 } }));
      expect(all).toMatchObject({ total: 10, size: 3, pages: 4 });
      expect(all.records).toHaveLength(3);
      const signed = expectOk<Page<BizAttention>>(await as('admin').call(endpoints.bizAttentionList, { query: { frameworkAgreement: 1, size: -1 } }));
      expect(signed.total).toBe(9);
      expect(signed.records.every((r) => r.frameworkAgreement === 1)).toBe(true);
    });

    it('is scoped to the caller’s organisation', async () => {
      // The design institute's own partners (demo-partners.ts: one per partner category), not the operator's ten.
      const own = expectOk<Page<BizAttention>>(await as('sj_admin').call(endpoints.bizAttentionList, { query: { size: -1 } }));
      expect(own.records.map((r) => r.orgCategory).sort()).toEqual(['cb', 'pt', 'sc', 'st', 'yz', 'zy']);
    });

    it('refuses an unknown category with a Chinese message', async () => {
      expectEnvelopeFailure(await as('admin').call(endpoints.bizAttentionList, { query: { orgCategory: 'xx' } }), 400, '组织类别有误');
    });
  });

  describe.skipIf(skip)('user/register-guest', () => {
    it('stores a pending application without a session, which cannot sign in yet', async () => {
      const input = registration();
      expectOk(await apiClient(server.url).call(endpoints.registerGuest, { json: input }));
      const row = await db.selectFrom('guest_registration').selectAll().where('account', '=', input.account).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ tenant_id: '100004', status: 'pending', name: '测试访客' });
      expect(row.password_hash).not.toContain(input.password);

      const login = await apiClient(server.url).token({ grant_type: 'password', tenant_id: '100004', username: input.account, password: input.password });
      expect(login.status).toBe(400);
    });

    it('refuses an account that exists or already waits, with a Chinese message', async () => {
      expectEnvelopeFailure(await apiClient(server.url).call(endpoints.registerGuest, { json: registration({ account: 'sj_admin' }) }), 400, REGISTRATION_MESSAGES.accountTaken);
      const input = registration();
      expectOk(await apiClient(server.url).call(endpoints.registerGuest, { json: input }));
      expectEnvelopeFailure(await apiClient(server.url).call(endpoints.registerGuest, { json: registration({ account: input.account }) }), 400, REGISTRATION_MESSAGES.applicationPending);
    });

    it('checks the dialog’s rules on the server too', async () => {
      const post = (body: Record<string, string>) => apiClient(server.url).call(endpoints.registerGuest, { json: body });
      expectEnvelopeFailure(await post(registration({ tenantId: '' })), 400, REGISTRATION_MESSAGES.tenantRequired);
      expectEnvelopeFailure(await post(registration({ account: '' })), 400, REGISTRATION_MESSAGES.accountRequired);
      expectEnvelopeFailure(await post(registration({ password: '' })), 400, REGISTRATION_MESSAGES.passwordRequired);
      expectEnvelopeFailure(await post(registration({ password2: 'Other@2026' })), 400, RULE_MESSAGES.passwordMismatch);
      expectEnvelopeFailure(await post(registration({ tenantId: '999999' })), 400, AUTH_MESSAGES.tenantUnknown);
    });
  });

  describe.skipIf(skip)('notice/detail and notice/read', () => {
    const unread = async () => expectOk<number>(await as('pt_admin').call(endpoints.noticeUnreadCount));

    it('gives a notice of the caller’s organisation, and reading it lowers the unread count', async () => {
      const list = expectOk<Page<Notice>>(await as('pt_admin').call(endpoints.noticeList, { query: { category: 1, size: -1 } }));
      const target = list.records.find((n) => n.status === 1 && n.isRead === 0)!;
      const detail = expectOk<Notice>(await as('pt_admin').call(endpoints.noticeDetail, { query: { id: target.id } }));
      expect(detail).toMatchObject({ id: target.id, title: target.title, isRead: 0, categoryName: '通知公告' });
      expect(detail.content).toContain('<p>');

      const before = await unread();
      expectOk(await as('pt_admin').call(endpoints.noticeRead, { json: { id: target.id } }));
      expect(await unread()).toBe(before - 1);
      expect(expectOk<Notice>(await as('pt_admin').call(endpoints.noticeDetail, { query: { id: target.id } })).isRead).toBe(1);
      // Reading twice changes nothing; the id may come as a request parameter, as the spec sends it.
      expectOk(await as('pt_admin').request('POST', as('pt_admin').path('system', 'notice/read'), { query: { id: target.id } }));
      expect(await unread()).toBe(before - 1);
    });

    it('does not reveal or mark another organisation’s notice', async () => {
      const other = expectOk<Page<Notice>>(await as('kj_admin').call(endpoints.noticeList)).records[0];
      expectEnvelopeFailure(await as('pt_admin').call(endpoints.noticeDetail, { query: { id: other.id } }), 400, NOTICE_ID_MESSAGES.unknown);
      expectEnvelopeFailure(await as('pt_admin').call(endpoints.noticeRead, { json: { id: other.id } }), 400, NOTICE_ID_MESSAGES.unknown);
      expectEnvelopeFailure(await as('pt_admin').call(endpoints.noticeDetail, { query: { id: 'abc' } }), 400, NOTICE_ID_MESSAGES.idFormat);
      expectEnvelopeFailure(await as('pt_admin').call(endpoints.noticeDetail), 400);
    });
  });

  describe.skipIf(skip)('setting/public', () => {
    it('gives every signed-in person the download page and the service contacts', async () => {
      const settings = expectOk<SystemSettings>(await as('sj_admin').call(endpoints.systemSettings));
      expect(Object.keys(settings).sort()).toEqual([...SETTING_KEYS].sort());
      expect(settings.app_download_url).toMatch(/^https?:\/\//);
      expect(settings['service-tel']).not.toBe('');
      expectEnvelopeFailure(await apiClient(server.url).call(endpoints.systemSettings), 401);
    });
  });

  describe.skipIf(skip)('error-log/upload', () => {
    const log = { url: 'app://renderer/desk/index', time: '2026-11-21 10:00:00', type: 'error', message: 'boom', stack: 'Error: boom', info: '' };

    it('keeps the uploaded entries under the caller’s organisation', async () => {
      expectOk(await as('kj_admin').call(endpoints.errorLogUpload, { json: { logs: [log, { ...log, message: 'second' }] } }));
      const rows = await db.selectFrom('error_log').selectAll().where('tenant_id', '=', '100002').execute();
      expect(rows.map((r) => r.message).sort()).toEqual(['boom', 'second']);
      expect(rows[0]).toMatchObject({ url: log.url, type: 'error', time: log.time });
    });

    it('refuses an empty or malformed upload in Chinese, and callers without a session', async () => {
      expectEnvelopeFailure(await as('kj_admin').call(endpoints.errorLogUpload, { json: { logs: [] } }), 400, '没有可上传的日志');
      expectEnvelopeFailure(await as('kj_admin').call(endpoints.errorLogUpload, { json: { logs: [{ ...log, time: 'x'.repeat(40) }] } }), 400);
      expectEnvelopeFailure(await apiClient(server.url).call(endpoints.errorLogUpload, { json: { logs: [log] } }), 401);
    });
  });
});
