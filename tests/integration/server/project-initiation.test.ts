import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { pickerEndpoints } from '@shared/api/pickerEndpoints';
import { projectEndpoints } from '@shared/api/projectEndpoints';
import type { Project } from '@shared/domain/project';
import type { InitiableRecord } from '@shared/domain/projectInitiation';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

/** sj (100004) files with the demo owner unit (yz 100005), platform (pt 100006) and resource provider (zy 100007). */
const OWNER = '100005';
const PLATFORM = '100006';
const PROVIDER = '100007';

describe.each(BACKENDS)('project initiation initiation/* (spec 3 §4, §5, §7) ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let sj: ApiClient;
  let staff: ApiClient;
  let kj: ApiClient;
  let zy: ApiClient;
  let pt: ApiClient;
  let members: { id: string; realName: string; account: string }[];

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [sj, kj, zy, pt] = await signIn(server, 'sj_admin', 'kj_admin', 'zy_admin', 'pt_admin');
    staff = apiClient(server.url);
    await staff.login('sj_staff', '100004');
    members = expectOk<Page<{ id: string; realName: string; account: string }>>(await sj.call(pickerEndpoints.members, { query: { size: 100 } })).records;
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const page = async (api: ApiClient, query: Record<string, string | number> = {}, endpoint = projectEndpoints.page) => expectOk<Page<Project>>(await api.call(endpoint, { query: { size: 100, ...query } }));
  const records = async (api: ApiClient) => expectOk<Page<InitiableRecord>>(await api.call(projectEndpoints.records, { query: { size: 100 } })).records;
  const submit = (api: ApiClient, body: unknown) => api.call(projectEndpoints.submit, { json: body });
  const status = (api: ApiClient, id: string, to: number) => api.request('POST', api.path('project', `initiation/status/${id}/${to}`), { json: {} });
  const complete = (api: ApiClient, id: string) => api.request('POST', api.path('project', `initiation/complete/${id}`), { json: {} });
  const byId = (api: ApiClient, id: string, query: Record<string, string> = {}) => api.request('GET', api.path('project', `initiation/${id}`), { query });
  const valid = (record: InitiableRecord, extra: Record<string, unknown> = {}) => ({
    recordId: record.id,
    code: `XM-${record.id.slice(-6)}`,
    name: record.name,
    type: record.type,
    phaseKeys: '2,3',
    mainIndustry: record.mainIndustry,
    otherIndustry: '',
    regionId: record.regionId,
    detailAddr: record.detailAddr,
    scale: record.scale,
    remark: '',
    statusTender: 2,
    isDirectSign: 0,
    ownerDeptId: OWNER,
    mainPlatformId: PLATFORM,
    otherPlatformIds: '',
    resProviderIds: PROVIDER,
    mgrBizPerson: members[0].id,
    mgrOperate: members[1].id,
    ...extra,
  });

  it.skipIf(skip)('initiates a filing at status 2 (the filing becomes 4), once only; answers each rule with its message', async () => {
    const offered = await records(sj);
    expect(offered.map((r) => r.status).every((s) => s === 1 || s === 2)).toBe(true);
    const filing = offered[0];
    const before = (await page(sj)).total;
    const cases: [Record<string, unknown>, string][] = [
      [{ recordId: '' }, '请选择备案项目'],
      [{ code: '' }, '请填写，200个字内'],
      [{ name: '' }, '请填写，200个字内'],
      [{ name: '名'.repeat(201) }, '请填写，200个字内'],
      [{ type: '' }, '请选择'],
      [{ phaseKeys: '' }, '请选择'],
      [{ mainIndustry: '' }, '请选择'],
      [{ regionId: '' }, '请选择项目所在地'],
      [{ detailAddr: '址'.repeat(101) }, '长度不能超过100个字符'],
      [{ scale: '规'.repeat(2001) }, '长度不能超过2000个字符'],
      [{ remark: '备'.repeat(201) }, '长度不能超过200个字符'],
      [{ statusTender: 4 }, '请选择招标状态'],
      [{ isDirectSign: 2 }, '请选择是否直签'],
      [{ ownerDeptId: '' }, '请选择业主单位'],
      [{ ownerDeptId: PLATFORM }, '所选单位不是本单位的合作单位或已停用'],
      [{ mainPlatformId: '' }, '请选择主平台单位'],
      [{ mainPlatformId: '100004' }, '所选单位不是本单位的合作单位或已停用'],
      [{ otherPlatformIds: PROVIDER }, '所选单位不是本单位的合作单位或已停用'],
      [{ resProviderIds: OWNER }, '所选单位不是本单位的合作单位或已停用'],
      [{ mgrBizPerson: '' }, '请选择业务负责人'],
      [{ mgrOperate: '' }, '请选择运营负责人'],
      [{ mgrOperate: '123456789' }, '所选人员不是本单位的在职成员'],
    ];
    for (const [extra, message] of cases) expectEnvelopeFailure(await submit(sj, valid(filing, extra)), 400, message);
    expect((await page(sj)).total).toBe(before);
    expect((await records(sj)).map((r) => r.id)).toContain(filing.id);

    const added = await submit(sj, { ...valid(filing, { statusTender: 3, resProviderIds: PROVIDER, otherPlatformIds: PLATFORM }), statusInitiation: 5 });
    expect(added.body.msg).toBe('新增成功');
    const project = expectOk<Project>(added);
    expect(project).toMatchObject({ recordId: filing.id, recordName: filing.name, statusInitiation: 2, statusTender: 3, ownerDeptId: OWNER, mgrBizPersonName: members[0].realName });
    expect(project.mainPlatform?.bizId).toBe(PLATFORM);
    expect(project.otherPlatformList).toEqual([]);
    expect(project.resProviderList.map((p) => p.bizId)).toEqual([PROVIDER]);
    expect(project.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const stored = await db.selectFrom('project_record').select('status').where('id', '=', filing.id).executeTakeFirstOrThrow();
    expect(Number(stored.status)).toBe(4);
    // One project per filing; the code is unique in the organisation.
    expectEnvelopeFailure(await submit(sj, valid(filing, { code: 'OTHER-1' })), 400, '该备案项目已立项');
    const other = (await records(sj))[0];
    expectEnvelopeFailure(await submit(sj, valid(other, { code: project.code })), 400, '项目编号已存在');
    const abandoned = await db.selectFrom('project_record').select('id').where('tenant_id', '=', '100004').where('status', '=', 3).executeTakeFirstOrThrow();
    expectEnvelopeFailure(await submit(sj, valid({ ...other, id: abandoned.id }, { code: 'OTHER-2' })), 400, '已放弃的备案项目不能立项');
    expectEnvelopeFailure(await submit(kj, valid(other, { code: 'OTHER-3' })), 400, '所选备案项目不存在或已删除');

    // Edit: any tender status, 更新成功; the detail and {id} read it.
    const edited = await submit(sj, { ...valid(filing, { statusTender: 5, name: '改名项目' }), id: project.id });
    expect(edited.body.msg).toBe('更新成功');
    expect(expectOk<Project>(edited)).toMatchObject({ name: '改名项目', statusTender: 5, statusInitiation: 2 });
    expect(expectOk<Project>(await sj.call(projectEndpoints.detail, { query: { projectId: project.id } })).name).toBe('改名项目');
    expect(expectOk<Project>(await byId(sj, project.id, { tenantId: '100004' })).id).toBe(project.id);
  });

  it.skipIf(skip)('searches, my list, the contract list; moves status along the machine, completes, removes', async () => {
    const all = await page(sj);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect((await page(sj, { statusInitiation: 3 })).records.every((p) => p.statusInitiation === 3)).toBe(true);
    expect((await page(sj, { name: '管廊' })).records.map((p) => p.name)).toEqual(['长江大道综合管廊']);
    expect((await page(sj, { platformId: PLATFORM })).total).toBe(all.total);
    expect((await page(sj, { resProviderId: OWNER })).total).toBe(0);
    const providerName = all.records[0].resProviderList[0].deptName;
    expect((await page(sj, { resProviderName: providerName.slice(0, 2), platformName: all.records[0].mainPlatform!.deptName.slice(0, 2), ownerName: all.records[0].ownerName.slice(0, 2) })).total).toBe(all.total);
    expect((await page(sj, { platformName: providerName })).total).toBe(0);
    expect((await page(sj, { regionId: '42' })).records.every((p) => p.regionId.startsWith('42'))).toBe(true);
    expect((await page(sj, { ownerDeptId: OWNER })).total).toBe(all.total);
    expect((await page(sj, { industry: '2' })).records.every((p) => p.mainIndustry === '2' || p.otherIndustry.split(',').includes('2'))).toBe(true);
    expect((await page(sj, { createTimeTo: '2000-01-01 00:00:00' })).total).toBe(0);
    const contract = await page(sj, {}, projectEndpoints.contractPage);
    expect(contract.records.every((p) => p.statusInitiation === 2 || p.statusInitiation === 3)).toBe(true);
    const staffId = members.find((m) => m.account === 'sj_staff')!.id;
    const involved = (p: Project) => [p.mgrBizPerson, p.mgrOperate, p.createUser].includes(staffId);
    const mine = await page(staff, {}, projectEndpoints.myPage);
    expect(mine.records.map((p) => p.id).sort()).toEqual(all.records.filter(involved).map((p) => p.id).sort());

    const running = all.records.find((p) => p.statusInitiation === 2)!;
    const completed = all.records.find((p) => p.statusInitiation === 4)!;
    // Staff hold neither the status, complete nor remove buttons.
    expectEnvelopeFailure(await status(staff, running.id, 3), 403);
    expectEnvelopeFailure(await complete(staff, running.id), 403);
    expectEnvelopeFailure(await staff.call(projectEndpoints.remove, { json: { ids: running.id } }), 403);
    expectEnvelopeFailure(await status(sj, running.id, 1), 400, '不允许的项目状态变更');
    expectEnvelopeFailure(await status(sj, running.id, 9), 400, '请选择项目状态');
    expectEnvelopeFailure(await status(sj, completed.id, 2), 400, '不允许的项目状态变更');
    expect(expectOk<Project>(await status(sj, running.id, 3)).statusInitiation).toBe(3);
    const done = await complete(sj, running.id);
    expect(done.body.msg).toBe('更新成功');
    expect(expectOk<Project>(done).statusInitiation).toBe(4);
    expectEnvelopeFailure(await complete(sj, running.id), 400, '不允许的项目状态变更');
    expectEnvelopeFailure(await sj.call(projectEndpoints.remove, { json: { ids: completed.id } }), 400, '已完成的项目不能删除');
    expectEnvelopeFailure(await submit(sj, { ...valid((await records(sj))[0]), id: completed.id }), 400, '已完成或已终止的项目不能编辑');
    // Another organisation's project is out of reach for every write.
    expectEnvelopeFailure(await status(kj, all.records[0].id, 5), 400, '项目不存在或已删除');
    expectEnvelopeFailure(await kj.call(projectEndpoints.remove, { json: { ids: all.records[0].id } }), 400, '项目不存在或已删除');

    // Remove: the project's teams and parties go with it, the filing returns to 洽谈中.
    const paused = all.records.find((p) => p.statusInitiation === 3)!;
    await db.insertInto('project_org').values({ id: newId(), tenant_id: '100004', project_id: paused.id, org_category: 'sc', team_tenant_id: '100010', team_name: 'x', team_code: '', charge_user: 'a', business_user: '', technology_user: '', other_participant: '', is_main: 0, status: 1, create_user: '1', create_time: '2026-01-01 00:00:00', update_time: '2026-01-01 00:00:00' }).execute();
    const removed = await sj.call(projectEndpoints.remove, { json: { ids: paused.id } });
    expect(removed.body.msg).toBe('删除成功');
    expect(await db.selectFrom('project_org').select('id').where('project_id', '=', paused.id).execute()).toEqual([]);
    expect(await db.selectFrom('project_party').select('id').where('subject_id', '=', paused.id).execute()).toEqual([]);
    expect(Number((await db.selectFrom('project_record').select('status').where('id', '=', paused.recordId).executeTakeFirstOrThrow()).status)).toBe(2);
    expectEnvelopeFailure(await sj.call(projectEndpoints.detail, { query: { projectId: paused.id } }), 400, '项目不存在或已删除');
  });

  it.skipIf(skip)('lets a party read a project read-only, the resource provider list its projects; others are refused', async () => {
    const own = (await page(sj)).records[0];
    // The resource provider (zy) lists the projects naming it, across organisations, and reads one.
    const byResource = await page(zy, {}, projectEndpoints.resourcePage);
    expect(byResource.records.some((p) => p.id === own.id)).toBe(true);
    expect(byResource.records.every((p) => p.resProviderList.some((r) => r.bizId === PROVIDER))).toBe(true);
    expect((await page(zy, { name: own.name.slice(0, 3) }, projectEndpoints.resourcePage)).total).toBeGreaterThan(0);
    expect(expectOk<Project>(await zy.call(projectEndpoints.detail, { query: { projectId: own.id, tenantId: '100004' } }))).toMatchObject({ name: own.name, tenantName: own.tenantName });
    expect(own.tenantName).not.toBe('');
    // A team named in project_org (the production team sc 100008) reads it too.
    const [sc] = await signIn(server, 'sc_admin');
    expectEnvelopeFailure(await byId(sc, own.id), 400, '项目不存在或已删除');
    await db.insertInto('project_org').values({ id: newId(), tenant_id: '100004', project_id: own.id, org_category: 'sc', team_tenant_id: '100008', team_name: 'x', team_code: '', charge_user: 'a', business_user: '', technology_user: '', other_participant: '', is_main: 1, status: 0, create_user: '1', create_time: '2026-01-01 00:00:00', update_time: '2026-01-01 00:00:00' }).execute();
    expect(expectOk<Project>(await byId(sc, own.id)).id).toBe(own.id);
    expect(expectOk<Project>(await byId(pt, own.id)).id).toBe(own.id);
    // ...but cannot write it, nor see it in its own lists.
    expectEnvelopeFailure(await status(zy, own.id, 5), 400, '项目不存在或已删除');
    expectEnvelopeFailure(await zy.call(projectEndpoints.submit, { json: { ...valid((await records(sj))[0]), id: own.id } }), 400);
    expect((await page(zy)).records.some((p) => p.id === own.id)).toBe(false);
    // An organisation that is no party reads nothing, with or without the owner named.
    expectEnvelopeFailure(await kj.call(projectEndpoints.detail, { query: { projectId: own.id, tenantId: '100004' } }), 400, '项目不存在或已删除');
    expectEnvelopeFailure(await byId(kj, own.id), 400, '项目不存在或已删除');
    expect((await page(kj, {}, projectEndpoints.resourcePage)).total).toBe(0);
    // A party naming the wrong owner is refused too.
    expectEnvelopeFailure(await zy.call(projectEndpoints.detail, { query: { projectId: own.id, tenantId: '100002' } }), 400, '项目不存在或已删除');
  });
});
