import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { customerEndpoints } from '@shared/api/customerEndpoints';
import { endpoints } from '@shared/api/endpoints';
import type { BizAttention } from '@shared/domain/bizAttention';
import type { Customer } from '@shared/domain/customer';
import type { FollowRecord } from '@shared/domain/followRecord';
import { openDatabase } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const customer = { compName: '跟进测试客户', legal: '张三', areaCode: '310101', contacts: '李四', phone: '13800000001' };
const record = { startTime: '2026-11-20 09:00:00', endTime: '2026-11-20 10:30:00', theme: '首次拜访', remark: '<p>介绍了<b>产品</b></p>' };

describe.each(BACKENDS)('follow-up records promote/*FollowRecords, my customers, invite list ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let sj: ApiClient;
  let multi: ApiClient;
  let yz: ApiClient;
  let mine: Customer;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    [sj, multi, yz] = await signIn(server, 'sj_admin', 'multi', 'yz_admin');
    mine = expectOk<Customer>(await sj.call(endpoints.customerSubmit, { json: customer }));
  });
  afterAll(() => server?.close());

  const submit = (api: ApiClient, body: unknown) => api.call(customerEndpoints.followRecordSubmit, { json: body });
  const page = async (api: ApiClient, customerId: string, query: Record<string, string | number> = {}) =>
    expectOk<Page<FollowRecord>>(await api.call(customerEndpoints.followRecordPage, { query: { customerId, ...query } }));

  it.skipIf(skip)('adds a record with 新增成功, the follower from the session and the details sanitised; lists newest first', async () => {
    const images = [{ name: 'a.png', link: 'http://127.0.0.1:9000/cem/a.png' }];
    const added = await submit(sj, { ...record, customerId: mine.id, remark: '<p onclick="x()">见面<script>alert(1)</script></p>', imgList: images });
    expect(added.body.msg).toBe('新增成功');
    const saved = expectOk<FollowRecord>(added);
    expect(saved).toMatchObject({ customerId: mine.id, theme: '首次拜访', followerName: '张明远', imgList: images });
    expect(saved.remark).toBe('<p>见面</p>');
    expectOk(await submit(multi, { ...record, customerId: mine.id, theme: '二次回访', startTime: '2026-11-21 09:00:00', endTime: '2026-11-21 09:00:00' }));
    const listed = await page(sj, mine.id);
    expect(listed.total).toBe(2);
    expect(listed.records.map((r) => [r.theme, r.followerName])).toEqual([
      ['二次回访', '林一鸣'],
      ['首次拜访', '张明远'],
    ]);
    expect((await page(sj, mine.id, { current: 2, size: 1 })).records.map((r) => r.theme)).toEqual(['首次拜访']);
  });

  it.skipIf(skip)('edits a record with 更新成功 and keeps its follower', async () => {
    const first = (await page(sj, mine.id)).records[1];
    const edited = await submit(multi, { ...record, id: first.id, customerId: mine.id, theme: '首次拜访（补记）' });
    expect(edited.body.msg).toBe('更新成功');
    expect(expectOk<FollowRecord>(edited)).toMatchObject({ theme: '首次拜访（补记）', followerName: '张明远' });
  });

  it.skipIf(skip)('answers each rule violation with its message and adds nothing', async () => {
    const before = (await page(sj, mine.id)).total;
    const body = { ...record, customerId: mine.id };
    const cases: [unknown, string][] = [
      [{ ...body, startTime: '' }, '请选择开始时间'],
      [{ ...body, endTime: undefined }, '请选择结束时间'],
      [{ ...body, startTime: '2026/11/20 09:00' }, '日期格式应为 yyyy-MM-dd HH:mm:ss'],
      [{ ...body, endTime: '2026-11-20 08:59:59' }, '结束时间不能早于开始时间'],
      [{ ...body, theme: ' ' }, '请输入跟进主题'],
      [{ ...body, theme: '主'.repeat(31) }, '长度不能超过30个字符'],
      [{ ...body, remark: '' }, '请输入跟进详情'],
      [{ ...body, remark: '<p> </p>' }, '请输入跟进详情'],
      [{ ...body, remark: '<script>alert(1)</script>' }, '请输入跟进详情'],
      [{ ...body, remark: `<p>${'详'.repeat(2001)}</p>` }, '长度不能超过2000个字符'],
      [{ ...body, imgList: Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, link: `http://h/${i}.png` })) }, '所选图片个数超出了限制！'],
      [{ ...body, imgList: [{ name: 'x', link: 'javascript:alert(1)' }] }, '图片地址有误'],
      [{ ...body, customerId: '' }, '请选择客户'],
      [{ ...body, customerId: '999999' }, '客户不存在或已删除'],
    ];
    for (const [input, message] of cases) expectEnvelopeFailure(await submit(sj, input), 400, message);
    expect(expectOk<FollowRecord>(await submit(sj, { ...body, theme: '主'.repeat(30), remark: `<p>${'详'.repeat(2000)}</p>` })).theme).toBe('主'.repeat(30));
    expect((await page(sj, mine.id)).total).toBe(before + 1);
  });

  it.skipIf(skip)("never lists, adds to, changes or removes another organisation's records", async () => {
    const theirs = (await page(sj, mine.id)).records[0];
    expectEnvelopeFailure(await yz.call(customerEndpoints.followRecordPage, { query: { customerId: mine.id } }), 400, '客户不存在或已删除');
    expectEnvelopeFailure(await submit(yz, { ...record, customerId: mine.id }), 400, '客户不存在或已删除');
    const own = expectOk<Customer>(await yz.call(endpoints.customerSubmit, { json: customer }));
    expectEnvelopeFailure(await submit(yz, { ...record, id: theirs.id, customerId: own.id }), 400, '跟进记录不存在或已删除');
    expectEnvelopeFailure(await yz.call(customerEndpoints.followRecordRemove, { json: { ids: theirs.id } }), 400, '跟进记录不存在或已删除');
    expect((await page(sj, mine.id)).records[0]).toEqual(theirs);
  });

  it.skipIf(skip)('removes with 删除成功, all or nothing; none selected is 请选择至少一条数据', async () => {
    const records = (await page(sj, mine.id)).records;
    expectEnvelopeFailure(await sj.call(customerEndpoints.followRecordRemove, { json: { ids: `${records[0].id},999999` } }), 400, '跟进记录不存在或已删除');
    expect((await page(sj, mine.id)).total).toBe(records.length);
    const answer = await sj.call(customerEndpoints.followRecordRemove, { json: { ids: records[0].id } });
    expect(answer.body.msg).toBe('删除成功');
    expect((await page(sj, mine.id)).records.map((r) => r.id)).toEqual(records.slice(1).map((r) => r.id));
    expectEnvelopeFailure(await sj.call(customerEndpoints.followRecordRemove, { json: { ids: '' } }), 400, '请选择至少一条数据');
  });

  it.skipIf(skip)("mine=1 lists only the caller's own customers; without it, the whole organisation's", async () => {
    const theirs = expectOk<Customer>(await multi.call(endpoints.customerSubmit, { json: { ...customer, compName: '多岗位的客户' } }));
    const list = async (api: ApiClient, query: Record<string, string | number>) =>
      expectOk<Page<Customer>>(await api.call(endpoints.customerPage, { query: { size: -1, ...query } })).records.map((r) => r.id);
    expect(await list(sj, { mine: 1 })).toContain(mine.id);
    expect(await list(sj, { mine: 1 })).not.toContain(theirs.id);
    expect(await list(multi, { mine: 1 })).toEqual([theirs.id]);
    expect(await list(sj, {})).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await list(multi, { mine: 1, compName: '跟进测试' })).toEqual([]);
  });

  it.skipIf(skip)('removing a customer removes its follow-up records with it', async () => {
    const gone = expectOk<Customer>(await sj.call(endpoints.customerSubmit, { json: { ...customer, compName: '将删除的客户' } }));
    expectOk(await submit(sj, { ...record, customerId: gone.id }));
    expectOk(await submit(sj, { ...record, customerId: gone.id, theme: '第二次' }));
    const { db } = openDatabase(server.databaseUrl);
    try {
      const followUps = () => db.selectFrom('customer_follow').select('id').where('customer_id', '=', gone.id).execute();
      expect(await followUps()).toHaveLength(2);
      expectOk(await sj.call(endpoints.customerRemove, { json: { ids: gone.id } }));
      expect(await followUps()).toEqual([]);
      expect((await page(sj, mine.id)).total).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  });

  it.skipIf(skip)('the invite list: biz-attention/list with orgCategory kj and status 1 keeps normal technology companies', async () => {
    const admin = apiClient(server.url);
    await admin.login('admin', '000000');
    const invite = async () =>
      expectOk<Page<BizAttention>>(await admin.call(endpoints.bizAttentionList, { query: { orgCategory: 'kj', status: 1 } })).records.map((r) => r.tenantId);
    expect(await invite()).toEqual(['100002']);
    const { db } = openDatabase(server.databaseUrl);
    try {
      await db.updateTable('tenant').set({ status: 3 }).where('tenant_id', '=', '100002').execute();
      expect(await invite()).toEqual([]);
      expect(expectOk<Page<BizAttention>>(await admin.call(endpoints.bizAttentionList, { query: { orgCategory: 'kj' } })).total).toBe(1);
    } finally {
      await db.updateTable('tenant').set({ status: 1 }).where('tenant_id', '=', '100002').execute();
      await db.destroy();
    }
    expectEnvelopeFailure(await admin.call(endpoints.bizAttentionList, { query: { status: 'x' } }), 400, '筛选条件有误');
    expect(expectOk<Page<BizAttention>>(await sj.call(endpoints.bizAttentionList, { query: { orgCategory: 'kj', status: 1 } })).total).toBe(0);
  });
});
