import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import type { Customer } from '@shared/domain/customer';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const valid = { compName: '华东设计研究院', legal: '张三', areaCode: '310101', contacts: '李四', phone: '13800000001', wechat: 'lisi', qq: '12345', email: 'li@example.com', remark: '重点客户' };

describe.each(BACKENDS)('customers cust_attention/* (spec 1 §4, §5, §7) ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let sj: ApiClient;
  let yz: ApiClient;
  /** 林一鸣, a manager at the design institute (sj_admin's organisation). */
  let multi: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    [sj, yz, multi] = await signIn(server, 'sj_admin', 'yz_admin', 'multi');
  });
  afterAll(() => server?.close());

  const submit = (api: ApiClient, body: unknown) => api.call(endpoints.customerSubmit, { json: body });
  const page = async (api: ApiClient, query: Record<string, string | number> = {}) => expectOk<Page<Customer>>(await api.call(endpoints.customerPage, { query }));

  it.skipIf(skip)('adds with 新增成功 at status 0 with the creator, edits with 更新成功, reads the detail', async () => {
    const added = await submit(sj, { ...valid, status: 2 });
    expect(added.body.msg).toBe('新增成功');
    const created = expectOk<Customer>(added);
    expect(created).toMatchObject({ ...valid, status: 0 });
    expect(created.createUserName).not.toBe('');
    expect(created.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const edited = await submit(sj, { ...valid, id: created.id, legal: '法'.repeat(30) });
    expect(edited.body.msg).toBe('更新成功');
    expect(expectOk<Customer>(edited).legal).toBe('法'.repeat(30));
    expect(expectOk<Customer>(await sj.call(endpoints.customerDetail, { query: { id: created.id } })).legal).toBe('法'.repeat(30));
  });

  it.skipIf(skip)('answers each rule violation with its message and creates nothing', async () => {
    const before = (await page(sj, { size: -1 })).total;
    const cases: [unknown, string][] = [
      [{ ...valid, compName: '' }, '请输入企业名称'],
      [{ ...valid, compName: '企'.repeat(31) }, '长度不能超过30个字符'],
      [{ ...valid, legal: '' }, '请输入法人'],
      [{ ...valid, legal: '法'.repeat(21) }, '长度不能超过20个字符'],
      [{ ...valid, areaCode: '' }, '请选择所在地区'],
      [{ ...valid, contacts: '' }, '请输入联系人'],
      [{ ...valid, contacts: '联'.repeat(21) }, '长度不能超过20个字符'],
      [{ ...valid, phone: '' }, '请输入联系电话'],
      [{ ...valid, phone: '12800000000' }, '手机号码格式有误'],
      [{ ...valid, qq: '01234' }, 'QQ号码格式有误'],
      [{ ...valid, email: 'not-an-email' }, '邮箱格式有误'],
      [{ ...valid, remark: '备'.repeat(201) }, '长度不能超过200个字符'],
      [{ ...valid, wechat: 'w'.repeat(31) }, '长度不能超过30个字符'],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await submit(sj, body), 400, message);
    const existing = (await page(sj, { size: 1 })).records[0];
    expectEnvelopeFailure(await submit(sj, { ...valid, id: existing.id, legal: '法'.repeat(31) }), 400, '长度不能超过30个字符');
    expect((await page(sj, { size: -1 })).total).toBe(before);
  });

  it.skipIf(skip)('searches by company name, status, province, creator and created date, and pages', async () => {
    const beijing = expectOk<Customer>(await submit(sj, { ...valid, compName: '北京第二客户', areaCode: '110101' }));
    // A second member of the same organisation adds one too, so the creator search has someone to leave out.
    const byMember = expectOk<Customer>(await submit(multi, { ...valid, compName: '广州成员客户', areaCode: '440103' }));
    const ids = async (query: Record<string, string | number>) => (await page(sj, { size: -1, ...query })).records.map((r) => r.id).sort();
    const shanghai = (await page(sj, { size: -1 })).records.filter((r) => r.areaCode === valid.areaCode).map((r) => r.id);
    expect(shanghai.length).toBeGreaterThan(0);

    expect((await page(sj, { compName: '第二' })).records.map((r) => r.compName)).toEqual(['北京第二客户']);
    expect(await ids({ province: '11' })).toEqual([beijing.id]);
    expect(await ids({ province: '44' })).toEqual([byMember.id]);
    expect(await ids({ province: '31' })).toEqual([...shanghai].sort());
    expect((await page(sj, { province: '65' })).total).toBe(0);
    expect((await page(sj, { status: 1 })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(sj, { createTimeFrom: `${today} 00:00:00`, createTimeTo: `${today} 00:00:00` })).total).toBeGreaterThan(0);
    expect((await page(sj, { createTimeTo: '2000-01-01 00:00:00' })).total).toBe(0);

    expect(byMember.createUserName).not.toBe(beijing.createUserName);
    expect(await ids({ createUserName: byMember.createUserName })).toEqual([byMember.id]);
    const admins = await ids({ createUserName: beijing.createUserName });
    expect(admins).toEqual([beijing.id, ...shanghai].sort());
    expect((await page(sj, { createUserName: '查无此人' })).total).toBe(0);
    const one = await page(sj, { current: 2, size: 1 });
    expect(one.records).toHaveLength(1);
  });

  it.skipIf(skip)('changes the cooperation status only along the allowed transitions', async () => {
    const c = expectOk<Customer>(await submit(sj, { ...valid, compName: '状态客户' }));
    const change = (status: unknown) => sj.call(endpoints.customerChangeStatus, { json: { id: c.id, status } });
    expectEnvelopeFailure(await change(''), 400, '请选择合作状态');
    expectEnvelopeFailure(await change(0), 400, '不允许的合作状态变更');
    expect(expectOk<Customer>(await change(1)).status).toBe(1);
    expectEnvelopeFailure(await change(0), 400, '不允许的合作状态变更');
    expect(expectOk<Customer>(await change(2)).status).toBe(2);
    expect(expectOk<Customer>(await change(0)).status).toBe(0);
  });

  it.skipIf(skip)("never lists, reads, changes or removes another organisation's customer", async () => {
    const theirs = (await page(sj, { size: 1 })).records[0];
    expect((await page(yz, { size: -1 })).records.some((r) => r.id === theirs.id)).toBe(false);
    expectEnvelopeFailure(await yz.call(endpoints.customerDetail, { query: { id: theirs.id } }), 400, '客户不存在或已删除');
    expectEnvelopeFailure(await submit(yz, { ...valid, id: theirs.id }), 400, '客户不存在或已删除');
    expectEnvelopeFailure(await yz.call(endpoints.customerChangeStatus, { json: { id: theirs.id, status: 1 } }), 400, '客户不存在或已删除');
    expectEnvelopeFailure(await yz.call(endpoints.customerRemove, { query: { ids: theirs.id } }), 400, '客户不存在或已删除');
    expect(expectOk<Customer>(await sj.call(endpoints.customerDetail, { query: { id: theirs.id } })).compName).toBe(theirs.compName);
  });

  it.skipIf(skip)('removes its own with 删除成功; none selected is 请选择至少一条数据', async () => {
    const all = (await page(sj, { size: -1 })).records;
    const answer = await sj.call(endpoints.customerRemove, { query: { ids: all[0].id } });
    expect(answer.body.msg).toBe('删除成功');
    expect((await page(sj, { size: -1 })).total).toBe(all.length - 1);
    expectEnvelopeFailure(await sj.call(endpoints.customerRemove, { query: { ids: '' } }), 400, '请选择至少一条数据');
  });
});
