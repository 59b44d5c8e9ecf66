/**
 * Partners (biz-attention/*), their framework agreements (framework-agreement/list) and other
 * companies (biz-record/*) on SQLite and PostgreSQL: happy paths, each message, the button codes,
 * and another organisation's records neither listed, read, changed nor removed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { partnerEndpoints as e } from '@shared/api/partnerEndpoints';
import type { PartnerAgreement } from '@shared/domain/agreement';
import type { BizAttention, BizAttentionCheck, PartnerCandidate } from '@shared/domain/bizAttention';
import type { OtherCompany } from '@shared/domain/otherCompany';
import { openDatabase } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

describe.each(BACKENDS)('partners, agreements and other companies ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let sj: ApiClient;
  let yz: ApiClient;
  let gl: ApiClient;
  let admin: ApiClient;
  /** 林一鸣, a manager at the design institute: may add and edit partners, not disable or remove them. */
  let multi: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    [sj, yz, gl, admin, multi] = await signIn(server, 'sj_admin', 'yz_admin', 'gl_admin', 'admin', 'multi');
  });
  afterAll(() => server?.close());

  const partners = async (api: ApiClient, query: Record<string, string | number> = {}) => expectOk<Page<BizAttention>>(await api.call(endpoints.bizAttentionList, { query: { size: -1, ...query } }));
  const statusPath = (api: ApiClient, id: string, status: number | string) => api.path('system', `biz-attention/status/${id}/${status}`);
  const setStatus = (api: ApiClient, id: string, status: number | string) => api.request('POST', statusPath(api, id, status));

  describe.skipIf(skip)('biz-attention', () => {
    it('lists the demo partners by category with their agreement in force and their standing here; one is disabled', async () => {
      const all = await partners(sj);
      expect(all.records.map((r) => r.orgCategory).sort()).toEqual(['cb', 'pt', 'sc', 'st', 'yz', 'zy']);
      expect(all.records.every((r) => r.frameworkAgreement === 1 && r.status === 1)).toBe(true);
      const cb = (await partners(sj, { orgCategory: 'cb' })).records;
      expect(cb).toMatchObject([{ tenantId: '100010', attentionStatus: 2 }]);
      expect((await partners(sj, { attentionStatus: 2 })).records.map((r) => r.tenantId)).toEqual(['100010']);
      expect((await partners(sj, { frameworkAgreement: 0 })).total).toBe(0);
      // The owner unit has no owner-unit partner (it is the only one), the other five categories.
      expect((await partners(yz)).records.map((r) => r.orgCategory).sort()).toEqual(['cb', 'pt', 'sc', 'st', 'zy']);
    });

    it('reads an agreement past its expiry as expired (2), in the list and its filter', async () => {
      const { db } = openDatabase(server.databaseUrl);
      try {
        await db.updateTable('framework_agreement').set({ expire_time: '2020-01-01 00:00:00' }).where('tenant_id', '=', '100009').execute();
        expect((await partners(sj, { orgCategory: 'st' })).records[0].frameworkAgreement).toBe(2);
        expect((await partners(sj, { frameworkAgreement: 2 })).records.map((r) => r.tenantId)).toEqual(['100009']);
        const agreements = expectOk<Page<PartnerAgreement>>(await sj.call(e.agreementPage, { query: { status: 2 } }));
        expect(agreements.records).toMatchObject([{ tenantId: '100009', status: 2, expireTime: '2020-01-01 00:00:00' }]);
      } finally {
        await db.updateTable('framework_agreement').set({ expire_time: '2099-01-01 00:00:00' }).where('tenant_id', '=', '100009').execute();
        await db.destroy();
      }
    });

    it('lists the partners’ framework agreements with name, state and dates', async () => {
      const page = expectOk<Page<PartnerAgreement>>(await sj.call(e.agreementPage, { query: { size: -1 } }));
      expect(page.total).toBe(6);
      for (const a of page.records) {
        expect(a.status).toBe(1);
        expect(a.name).toContain('框架合作协议');
        expect(a.signTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      }
      expect(expectOk<Page<PartnerAgreement>>(await sj.call(e.agreementPage, { query: { orgCategory: 'yz' } })).records.map((r) => r.tenantId)).toEqual(['100005']);
    });

    it('offers platform organisations in normal standing as candidates: not itself, not the operator, not a partner already', async () => {
      const page = expectOk<Page<PartnerCandidate>>(await sj.call(e.partnerCandidates, { query: { size: -1 } }));
      expect(page.records.map((r) => r.tenantId).sort()).toEqual(['100001', '100002', '100003']);
      expect(expectOk<Page<PartnerCandidate>>(await sj.call(e.partnerCandidates, { query: { orgCategory: 'kj', compName: '筑云' } })).records.map((r) => r.tenantId)).toEqual(['100002']);
    });

    it('checks before adding: not itself, not twice, not a disabled or unknown organisation', async () => {
      const check = async (targetTenantId: string) => expectOk<BizAttentionCheck>(await sj.call(e.partnerCheckExist, { query: { targetTenantId } }));
      expect(await check('100002')).toEqual({ available: true, message: '' });
      expect(await check('100004')).toEqual({ available: false, message: '不能将本单位添加为合作单位' });
      expect(await check('100005')).toEqual({ available: false, message: '该单位已是合作单位，请勿重复添加' });
      expect(await check('999999')).toEqual({ available: false, message: '该单位不存在或状态异常，无法添加为合作单位' });
      expect(await check('000000')).toMatchObject({ available: false });
    });

    it('adds, edits the remark, disables, enables and removes a partner, each message checked; nothing changes on a refusal', async () => {
      const before = (await partners(sj)).total;
      expectEnvelopeFailure(await sj.call(e.partnerSubmit, { json: { targetTenantId: '' } }), 400, '请选择合作单位');
      expectEnvelopeFailure(await sj.call(e.partnerSubmit, { json: { targetTenantId: '100004' } }), 400, '不能将本单位添加为合作单位');
      expectEnvelopeFailure(await sj.call(e.partnerSubmit, { json: { targetTenantId: '100005' } }), 400, '该单位已是合作单位，请勿重复添加');
      expectEnvelopeFailure(await sj.call(e.partnerSubmit, { json: { targetTenantId: '100002', remark: '备'.repeat(201) } }), 400, '长度不能超过200个字符');
      expect((await partners(sj)).total).toBe(before);

      const added = await sj.call(e.partnerSubmit, { json: { targetTenantId: '100002', remark: '技术合作' } });
      expect(added.body.msg).toBe('新增成功');
      const partner = expectOk<BizAttention>(added);
      expect(partner).toMatchObject({ tenantId: '100002', orgCategory: 'kj', attentionStatus: 1, remark: '技术合作', frameworkAgreement: 1 });
      const edited = await sj.call(e.partnerSubmit, { json: { id: partner.id, targetTenantId: '100002', remark: '长期合作' } });
      expect(edited.body.msg).toBe('更新成功');
      expect(expectOk<BizAttention>(await sj.call(e.partnerDetail, { query: { id: partner.id } })).remark).toBe('长期合作');

      expectEnvelopeFailure(await setStatus(sj, partner.id, 3), 400, '请选择合作单位状态');
      expect(expectOk<BizAttention>(await setStatus(sj, partner.id, 2)).attentionStatus).toBe(2);
      expect((await partners(sj, { orgCategory: 'kj' })).records[0].attentionStatus).toBe(2);
      expect(expectOk<BizAttention>(await setStatus(sj, partner.id, 1)).attentionStatus).toBe(1);

      const removed = await sj.call(e.partnerRemove, { json: { ids: partner.id } });
      expect(removed.body.msg).toBe('删除成功');
      expect((await partners(sj)).total).toBe(before);
      expectEnvelopeFailure(await sj.call(e.partnerRemove, { json: { ids: '' } }), 400, '请选择至少一条数据');
    });

    it('refuses a manager the status and remove buttons (403) and changes nothing; adding is granted', async () => {
      const mine = (await partners(multi, { orgCategory: 'yz' })).records[0];
      expectEnvelopeFailure(await setStatus(multi, mine.id, 2), 403, '没有权限访问该资源');
      expectEnvelopeFailure(await multi.call(e.partnerRemove, { json: { ids: mine.id } }), 403, '没有权限访问该资源');
      expect(expectOk<BizAttention>(await sj.call(e.partnerDetail, { query: { id: mine.id } })).attentionStatus).toBe(1);
    });

    it("never lists, reads, changes or removes another organisation's partnership", async () => {
      const theirs = (await partners(sj, { orgCategory: 'yz' })).records[0];
      expect((await partners(gl)).records.some((r) => r.id === theirs.id)).toBe(false);
      expectEnvelopeFailure(await gl.call(e.partnerDetail, { query: { id: theirs.id } }), 400, '合作单位不存在或已移除');
      expectEnvelopeFailure(await gl.call(e.partnerSubmit, { json: { id: theirs.id, targetTenantId: '100005', remark: 'x' } }), 400, '合作单位不存在或已移除');
      expectEnvelopeFailure(await setStatus(gl, theirs.id, 2), 400, '合作单位不存在或已移除');
      expectEnvelopeFailure(await gl.call(e.partnerRemove, { json: { ids: theirs.id } }), 400, '合作单位不存在或已移除');
      expect(expectOk<BizAttention>(await sj.call(e.partnerDetail, { query: { id: theirs.id } }))).toMatchObject({ attentionStatus: 1, remark: '' });
      // Another organisation's partners by its code: the operator's administrator only.
      expectEnvelopeFailure(await gl.call(endpoints.bizAttentionList, { query: { code: 'ORG100004' } }), 400, '单位不存在或无权查看其合作单位');
      expect((await partners(admin, { code: 'ORG100004' })).total).toBe(6);
    });
  });

  describe.skipIf(skip)('biz-record (other companies)', () => {
    const valid = { orgName: '沪上幕墙工程有限公司', orgLegal: '马力', provinceCodes: '310104', orgAddress: '上海市徐汇区漕溪北路88号', regNo: '91310104MA1K4AB12C', invoiceEmail: 'fp@mq.example.com', invoicePhone: '13600001111', remark: '幕墙分包' };
    const page = async (api: ApiClient, query: Record<string, string | number> = {}) => expectOk<Page<OtherCompany>>(await api.call(e.otherCompanyPage, { query: { size: -1, ...query } }));

    it('lists the two demo companies and searches by orgName_like', async () => {
      expect((await page(sj)).total).toBe(2);
      expect((await page(sj, { orgName_like: '测绘' })).records.map((r) => r.orgName)).toEqual(['江南测绘技术服务部']);
    });

    it('adds, reads, edits and removes, with 新增成功, 更新成功 and 删除成功', async () => {
      const added = await sj.call(e.otherCompanySubmit, { json: valid });
      expect(added.body.msg).toBe('新增成功');
      const company = expectOk<OtherCompany>(added);
      expect(company).toMatchObject(valid);
      expect(company.createUserName).toBe('张明远');
      const edited = await sj.call(e.otherCompanySubmit, { json: { ...valid, id: company.id, orgLegal: '马强' } });
      expect(edited.body.msg).toBe('更新成功');
      expect(expectOk<OtherCompany>(await sj.call(e.otherCompanyDetail, { query: { id: company.id } })).orgLegal).toBe('马强');
      expect((await sj.call(e.otherCompanyRemove, { json: { ids: company.id } })).body.msg).toBe('删除成功');
      expect((await page(sj)).total).toBe(2);
    });

    it('answers each rule with its message and creates nothing', async () => {
      const cases: [unknown, string][] = [
        [{ ...valid, orgName: '' }, '请输入单位名称'],
        [{ ...valid, orgName: '名'.repeat(31) }, '长度不能超过30个字符'],
        [{ ...valid, orgLegal: '法'.repeat(21) }, '长度不能超过20个字符'],
        [{ ...valid, orgAddress: '址'.repeat(51) }, '长度不能超过50个字符'],
        [{ ...valid, regNo: '91310104MA1K4AB12' }, '社会信用代码格式有误'],
        [{ ...valid, regNo: '91310104MA1K4AB12I' }, '社会信用代码格式有误'],
        [{ ...valid, invoiceEmail: 'not-an-email' }, '邮箱格式输入有误'],
        [{ ...valid, invoiceEmail: `${'a'.repeat(25)}@x.com` }, '邮箱格式输入有误'],
        [{ ...valid, invoicePhone: '12345678901' }, '收票手机号码格式有误'],
        [{ ...valid, provinceCodes: 'abc' }, '请选择所在地区'],
        [{ ...valid, remark: '备'.repeat(201) }, '长度不能超过200个字符'],
      ];
      for (const [body, message] of cases) expectEnvelopeFailure(await sj.call(e.otherCompanySubmit, { json: body }), 400, message);
      expect((await page(sj)).total).toBe(2);
      // Only the name is required.
      const bare = expectOk<OtherCompany>(await sj.call(e.otherCompanySubmit, { json: { orgName: '仅有名称的单位' } }));
      expect(bare).toMatchObject({ orgLegal: '', regNo: '', invoicePhone: '' });
      expectOk(await sj.call(e.otherCompanyRemove, { json: { ids: bare.id } }));
    });

    it("never lists, reads, changes or removes another organisation's company", async () => {
      const theirs = (await page(sj)).records[0];
      expect((await page(yz)).records.some((r) => r.id === theirs.id)).toBe(false);
      expectEnvelopeFailure(await yz.call(e.otherCompanyDetail, { query: { id: theirs.id } }), 400, '其他单位不存在或已删除');
      expectEnvelopeFailure(await yz.call(e.otherCompanySubmit, { json: { ...valid, id: theirs.id } }), 400, '其他单位不存在或已删除');
      expectEnvelopeFailure(await yz.call(e.otherCompanyRemove, { json: { ids: theirs.id } }), 400, '其他单位不存在或已删除');
      expect(expectOk<OtherCompany>(await sj.call(e.otherCompanyDetail, { query: { id: theirs.id } })).orgName).toBe(theirs.orgName);
    });
  });
});
