/**
 * Filed projects, record/* and record-history/list (spec 3 §2, §4, §5 filing, §7): each rule with its
 * message, the name unique per organisation under concurrency, the status machine (4 never a target,
 * never left), removal refused for an initiated filing, the organisation's isolation, button codes,
 * and the read-only list-by-resource of the resource provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { recordEndpoints } from '@shared/api/recordEndpoints';
import type { ProjectRecord, RecordChange } from '@shared/domain/projectRecord';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const OWNER = '100005';
const PROVIDER = '100007';
const valid = {
  name: '东湖新城综合体',
  status: 1,
  regionId: '420106',
  detailAddr: '武昌区东湖路88号',
  type: '1',
  mainIndustry: '1',
  otherIndustry: '2,7',
  scale: '总建筑面积约5万平方米',
  remark: '重点跟踪',
  ownerUnitDeptId: OWNER,
  resProviderDeptId: PROVIDER,
};

describe.each(BACKENDS)('project filings record/* ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let gl: ApiClient;
  let glStaff: ApiClient;
  let kj: ApiClient;
  let zy: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    [gl, kj, zy] = await signIn(server, 'gl_admin', 'kj_admin', 'zy_admin');
    glStaff = apiClient(server.url);
    await glStaff.login('gl_staff', '100003');
  });
  afterAll(() => server?.close());

  const submit = (api: ApiClient, body: unknown) => api.call(recordEndpoints.submit, { json: body });
  const page = async (api: ApiClient, query: Record<string, string | number> = {}) => expectOk<Page<ProjectRecord>>(await api.call(recordEndpoints.page, { query: { size: -1, ...query } }));
  // The test client does not fill path parameters; the desktop core does (record/status/{id}/{status}).
  const changeStatus = (api: ApiClient, id: string, status: unknown) => api.request('POST', api.path('project', `record/status/${id}/${String(status)}`));

  it.skipIf(skip)('adds with a server code and parties, checks the name on blur, edits name and status with history', async () => {
    const added = await submit(gl, valid);
    expect(added.body.msg).toBe('新增成功');
    const created = expectOk<ProjectRecord>(added);
    expect(created).toMatchObject({ name: valid.name, status: 1, ownerUnitDeptId: OWNER, resProviderDeptId: PROVIDER, otherIndustry: '2,7', createUserName: expect.any(String) });
    expect(created.code).toMatch(/^BA\d{20}$/);
    expect(created.ownerUnitName).not.toBe('');
    expect(created.resProviderList.map((p) => p.bizId)).toEqual([PROVIDER]);

    expectEnvelopeFailure(await gl.call(recordEndpoints.checkExist, { query: { name: valid.name } }), 400, '备案名已存在');
    expect(expectOk(await gl.call(recordEndpoints.checkExist, { query: { name: valid.name, id: created.id } }))).toBe(true);
    expect(expectOk(await gl.call(recordEndpoints.checkExist, { query: { name: '从未用过的名字' } }))).toBe(true);
    // Another organisation may use the same name.
    expect(expectOk(await kj.call(recordEndpoints.checkExist, { query: { name: valid.name } }))).toBe(true);

    const edited = await submit(gl, { id: created.id, name: '东湖新城综合体（一期）', status: 2, remark: 'ignored', scale: 'ignored' });
    expect(edited.body.msg).toBe('更新成功');
    expect(expectOk<ProjectRecord>(edited)).toMatchObject({ name: '东湖新城综合体（一期）', status: 2, scale: valid.scale, remark: valid.remark });
    expect(expectOk<ProjectRecord>(await changeStatus(gl, created.id, 3)).status).toBe(3);

    const history = expectOk<Page<RecordChange>>(await gl.call(recordEndpoints.history, { query: { recordId: created.id } }));
    expect(history.records.map((h) => h.after)).toEqual([{ status: 3 }, { name: '东湖新城综合体（一期）', status: 2 }]);
    expect(history.records[1].before).toEqual({ name: valid.name, status: 1 });
    expect(history.records[0].orgName).not.toBe('');
    expect(history.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expectEnvelopeFailure(await kj.call(recordEndpoints.history, { query: { recordId: created.id } }), 400, '备案不存在或已删除');
  });

  it.skipIf(skip)('answers each rule with its message and creates nothing', async () => {
    const before = (await page(gl)).total;
    const cases: [unknown, string][] = [
      [{ ...valid, name: '' }, '请填写，200个字内'],
      [{ ...valid, name: '名'.repeat(201) }, '请填写，200个字内'],
      [{ ...valid, name: '规则测试', ownerUnitDeptId: '' }, '请选择业主单位'],
      [{ ...valid, name: '规则测试', ownerUnitDeptId: '100008' }, '所选单位不是本单位的合作单位或已停用'],
      [{ ...valid, name: '规则测试', resProviderDeptId: `${PROVIDER},${OWNER}` }, '所选单位不是本单位的合作单位或已停用'],
      [{ ...valid, name: '规则测试', regionId: '' }, '请选择项目所在地'],
      [{ ...valid, name: '规则测试', detailAddr: '' }, '请填写项目详细地址'],
      [{ ...valid, name: '规则测试', detailAddr: '址'.repeat(101) }, '长度不能超过100个字符'],
      [{ ...valid, name: '规则测试', type: '' }, '请选择'],
      [{ ...valid, name: '规则测试', mainIndustry: '' }, '请选择'],
      [{ ...valid, name: '规则测试', scale: '' }, '请填写项目规模'],
      [{ ...valid, name: '规则测试', scale: '规'.repeat(2001) }, '长度不能超过2000个字符'],
      [{ ...valid, name: '规则测试', remark: '备'.repeat(201) }, '长度不能超过200个字符'],
      [{ ...valid, name: '规则测试', status: 4 }, '请选择备案状态'],
      [{ ...valid, name: '规则测试', status: '' }, '请选择备案状态'],
      [{ ...valid, name: '滨江新区文化艺术中心' }, '备案名已存在'],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await submit(gl, body), 400, message);
    expect((await page(gl)).total).toBe(before);
  });

  it.skipIf(skip)('keeps one row when two adds of one name race, answering the other 备案名已存在', async () => {
    const body = { ...valid, name: '并发备案名' };
    const answers = await Promise.all([submit(gl, body), submit(gl, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.msg).toBe('备案名已存在');
    expect((await page(gl, { name: '并发备案名' })).total).toBe(1);
  });

  it.skipIf(skip)('never targets or leaves 4, refuses edits and removal of an initiated filing, removes others', async () => {
    // Demo filings that moved on from tracking show that change in their history.
    const abandoned = (await page(gl, { status: 3, name: '湖畔' })).records[0];
    expect(expectOk<Page<RecordChange>>(await gl.call(recordEndpoints.history, { query: { recordId: abandoned.id } })).records[0]).toMatchObject({ before: { status: 1 }, after: { status: 3 } });
    const initiated = (await page(gl, { status: 4 })).records[0];
    expect(initiated).toBeDefined();
    expectEnvelopeFailure(await changeStatus(gl, initiated.id, 1), 400, /已立项的备案不能变更状态/);
    expectEnvelopeFailure(await submit(gl, { id: initiated.id, name: initiated.name, status: 1 }), 400, '备案已立项，不能修改');
    expectEnvelopeFailure(await gl.call(recordEndpoints.remove, { json: { ids: initiated.id } }), 400, /备案已立项，不能删除/);
    const tracking = expectOk<ProjectRecord>(await submit(gl, { ...valid, name: '待删除备案' }));
    expectEnvelopeFailure(await changeStatus(gl, tracking.id, 4), 400, /已立项的备案不能变更状态/);
    expectEnvelopeFailure(await changeStatus(gl, tracking.id, 9), 400, '请选择备案状态');
    expectEnvelopeFailure(await submit(gl, { id: tracking.id, name: tracking.name, status: 4 }), 400, '请选择备案状态');
    // A remove naming an initiated filing with another removes neither.
    expectEnvelopeFailure(await gl.call(recordEndpoints.remove, { json: { ids: `${tracking.id},${initiated.id}` } }), 400);
    expect((await page(gl, { name: '待删除备案' })).total).toBe(1);
    const removed = await gl.call(recordEndpoints.remove, { json: { ids: tracking.id } });
    expect(removed.body.msg).toBe('删除成功');
    expect((await page(gl, { name: '待删除备案' })).total).toBe(0);
  });

  it.skipIf(skip)('searches by each field of the list', async () => {
    const mine = expectOk<ProjectRecord>(await submit(gl, { ...valid, name: '搜索专用备案', regionId: '110101', type: '3', mainIndustry: '5', otherIndustry: '9', status: 2 }));
    const ids = async (query: Record<string, string | number>) => (await page(gl, query)).records.map((r) => r.id);
    expect(await ids({ name: '搜索专用' })).toEqual([mine.id]);
    expect(await ids({ regionId: '11' })).toEqual([mine.id]);
    expect(await ids({ type: '3', status: 2, name: '搜索' })).toEqual([mine.id]);
    expect(await ids({ industry: '9' })).toEqual([mine.id]);
    expect(await ids({ industry: '5', name: '搜索' })).toEqual([mine.id]);
    expect((await page(gl, { resProviderName: '资源' })).total).toBeGreaterThan(0);
    expect((await page(gl, { resProviderName: '没有这个资源方' })).total).toBe(0);
    expect((await page(gl, { ownerUnitName: mine.ownerUnitName.slice(0, 2), name: '搜索' })).total).toBe(1);
    expect(await ids({ createUserName: mine.createUserName, name: '搜索' })).toEqual([mine.id]);
    const today = mine.createTime.slice(0, 10);
    expect(await ids({ createTimeFrom: `${today} 00:00:00`, createTimeTo: `${today} 00:00:00`, name: '搜索' })).toEqual([mine.id]);
    expect((await page(gl, { createTimeTo: '2000-01-01 00:00:00' })).total).toBe(0);
    expect((await page(gl, { status: 4 })).records.every((r) => r.status === 4)).toBe(true);
  });

  it.skipIf(skip)("keeps another organisation out and staff without the codes, shows the provider what names it", async () => {
    const theirs = (await page(kj)).records[0];
    expectEnvelopeFailure(await gl.call(recordEndpoints.detail, { query: { id: theirs.id } }), 400, '备案不存在或已删除');
    expectEnvelopeFailure(await submit(gl, { id: theirs.id, name: '改别人的', status: 2 }), 400, '备案不存在或已删除');
    expectEnvelopeFailure(await changeStatus(gl, theirs.id, 2), 400, '备案不存在或已删除');
    expectEnvelopeFailure(await gl.call(recordEndpoints.remove, { json: { ids: theirs.id } }), 400, '备案不存在或已删除');
    expect((await page(kj)).records.find((r) => r.id === theirs.id)?.name).toBe(theirs.name);

    const own = (await page(gl, { status: 1 })).records[0];
    expectEnvelopeFailure(await changeStatus(glStaff, own.id, 2), 403);
    expectEnvelopeFailure(await glStaff.call(recordEndpoints.remove, { json: { ids: own.id } }), 403);
    expect((await page(gl, { status: 1 })).records[0].status).toBe(1);

    // The resource provider 100007 reads the filings naming it, of every organisation, and nothing else.
    const provided = expectOk<Page<ProjectRecord>>(await zy.call(recordEndpoints.listByResource, { query: { size: -1 } }));
    expect(provided.total).toBeGreaterThanOrEqual(30);
    expect(provided.records.every((r) => r.resProviderList.some((p) => p.bizId === PROVIDER) && r.tenantId !== PROVIDER && r.tenantName !== '')).toBe(true);
    expect(expectOk<ProjectRecord>(await zy.call(recordEndpoints.detail, { query: { id: provided.records[0].id } })).id).toBe(provided.records[0].id);
    expectEnvelopeFailure(await changeStatus(zy, provided.records[0].id, 3), 400, '备案不存在或已删除');
    const noProvider = expectOk<ProjectRecord>(await submit(gl, { ...valid, name: '没有资源方的备案', resProviderDeptId: '' }));
    expect(provided.records.some((r) => r.id === noProvider.id)).toBe(false);
    expectEnvelopeFailure(await zy.call(recordEndpoints.detail, { query: { id: noProvider.id } }), 400, '备案不存在或已删除');
    expect(expectOk<Page<ProjectRecord>>(await kj.call(recordEndpoints.listByResource, { query: {} })).total).toBe(0);
  });
});
