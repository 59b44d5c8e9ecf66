import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@shared/api/endpoints';
import type { Page } from '@shared/api/envelope';
import { phasePlanEndpoints, teamEndpoints } from '@shared/api/teamEndpoints';
import type { PhasePlan } from '@shared/domain/phasePlan';
import type { ProjectTeam } from '@shared/domain/projectTeam';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type Answer, type ApiClient, type TestServer } from '../../support/server';

const SJ = '100004';
const SC = '100008';
const ST = '100009';
/** A second production team the test adds to the platform, partner of 100004 like the demo one. */
const SC2 = '100098';
const NO_PROJECT = '项目不存在或已删除';

/** Fills an endpoint's `{name}` segments as the desktop core does. */
function call(api: ApiClient, endpoint: Endpoint<unknown, unknown>, params: Record<string, string | number>, json?: unknown): Promise<Answer> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(params[k])));
  const rest = Object.fromEntries(Object.entries(params).filter(([k]) => !endpoint.path.includes(`{${k}}`)));
  return endpoint.method === 'GET' ? api.request('GET', api.path(endpoint.module, path), { query: rest }) : api.request('POST', api.path(endpoint.module, path), { json: json ?? rest });
}

describe.each(BACKENDS)('project teams (project-org/*) and phase plans (phase-plan/*), spec 3 §3, §4, §7 ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let sj: ApiClient;
  let staff: ApiClient;
  let kj: ApiClient;
  let demoProject: string;
  /** A project of the technology company 100002. */
  let kjProject: string;

  /** A project of 100004 without teams or plan, with phases 2 and 3. */
  const freshProject = async (): Promise<string> => {
    const base = await db.selectFrom('project').selectAll().where('id', '=', demoProject).executeTakeFirstOrThrow();
    const id = newId();
    await db.insertInto('project').values({ ...base, id, code: `T${id.slice(-10)}`, name: `测试项目${id.slice(-6)}`, phase_keys: '2,3' }).execute();
    return id;
  };

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [sj, kj] = await signIn(server, 'sj_admin', 'kj_admin');
    staff = apiClient(server.url);
    await staff.login('sj_staff', SJ);
    demoProject = (await db.selectFrom('project').select('id').where('tenant_id', '=', SJ).orderBy('create_time').executeTakeFirstOrThrow()).id;
    kjProject = (await db.selectFrom('project').select('id').where('tenant_id', '=', '100002').executeTakeFirstOrThrow()).id;
    // A second production team on the platform, a partner of 100004 as the demo one is.
    const tenant = await db.selectFrom('tenant').selectAll().where('tenant_id', '=', SC).executeTakeFirstOrThrow();
    await db.insertInto('tenant').values({ ...tenant, tenant_id: SC2, name: '第二生产团队', code: 'SC2' }).execute();
    const attention = await db.selectFrom('biz_attention').selectAll().where('tenant_id', '=', SJ).where('target_tenant_id', '=', SC).executeTakeFirstOrThrow();
    await db.insertInto('biz_attention').values({ ...attention, id: newId(), target_tenant_id: SC2 }).execute();
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const team = (projectId: string, over: Record<string, unknown> = {}) => ({ projectId, orgCategory: 'sc', teamId: SC, chargeUser: '周负责', businessUser: '钱商务', technologyUser: '孙技术', otherParticipant: '赵一，李二', isMain: 1, ...over });
  const teams = async (api: ApiClient, projectId: string) => expectOk<Page<ProjectTeam>>(await api.call(teamEndpoints.page, { query: { projectId, size: -1 } })).records;

  it.skipIf(skip)('demo projects have their production and review teams and a plan of every phase', async () => {
    const listed = expectOk<ProjectTeam[]>(await call(sj, teamEndpoints.projectTeams, { id: demoProject, tenantId: SJ }));
    expect(listed.map((t) => [t.orgCategory, t.teamId, t.isMain, t.status])).toEqual([
      ['sc', SC, 1, 1],
      ['st', ST, 1, 1],
    ]);
    const project = await db.selectFrom('project').select('phase_keys').where('id', '=', demoProject).executeTakeFirstOrThrow();
    const plan = expectOk<PhasePlan[]>(await call(sj, phasePlanEndpoints.projectPlan, { id: demoProject }));
    expect(plan.map((p) => p.phaseKey)).toEqual(project.phase_keys.split(','));
    expect(plan.every((p) => p.id && p.planStartTime <= p.planEndTime && (p.status === 0 || p.realStartTime <= timestamp()))).toBe(true);
  });

  it.skipIf(skip)('adds and edits teams named from the partner row, with each rule and its message', async () => {
    const projectId = await freshProject();
    const added = await sj.call(teamEndpoints.submit, { json: { ...team(projectId), teamName: '随便写的名字' } });
    expect(added.body.msg).toBe('新增成功');
    const main = expectOk<ProjectTeam>(added);
    const partner = await db.selectFrom('tenant').select(['name', 'code']).where('tenant_id', '=', SC).executeTakeFirstOrThrow();
    expect(main).toMatchObject({ projectId, orgCategory: 'sc', teamId: SC, teamName: partner.name, teamCode: partner.code, isMain: 1, status: 1, chargeUser: '周负责' });
    const review = expectOk<ProjectTeam>(await sj.call(teamEndpoints.submit, { json: team(projectId, { orgCategory: 'st', teamId: ST, isMain: 0, businessUser: '' }) }));

    const cases: [Record<string, unknown>, string][] = [
      [{ orgCategory: '' }, '请选择团队类型'],
      [{ orgCategory: 'cb' }, '请选择团队类型'],
      [{ teamId: '' }, '请选择团队单位'],
      [{ chargeUser: '' }, '请填写团队负责人'],
      [{ chargeUser: '人'.repeat(31) }, '长度不能超过30个字符'],
      [{ businessUser: '人'.repeat(31) }, '长度不能超过30个字符'],
      [{ otherParticipant: '人'.repeat(201) }, '长度不能超过200个字符'],
      [{ isMain: '' }, '请选择主次团队'],
      // Not a partner of that category (the review body as production team), not a partner at all.
      [{ teamId: ST, isMain: 0 }, '所选单位不是本单位的合作单位或已停用'],
      [{ teamId: '100001', isMain: 0 }, '所选单位不是本单位的合作单位或已停用'],
      [{ teamId: SC, isMain: 0 }, '该单位已是本项目的团队'],
      [{ teamId: SC2, isMain: 1 }, '本项目已有该类型的主团队，请先将其改为次要团队'],
      [{ projectId: '' }, NO_PROJECT],
      [{ projectId: kjProject }, NO_PROJECT],
    ];
    for (const [over, message] of cases) expectEnvelopeFailure(await sj.call(teamEndpoints.submit, { json: team(projectId, over) }), 400, message);
    expect(await teams(sj, projectId)).toHaveLength(2);

    // A secondary production team; then the main one becomes secondary and the other may be main.
    const second = expectOk<ProjectTeam>(await sj.call(teamEndpoints.submit, { json: team(projectId, { teamId: SC2, isMain: 0 }) }));
    expectEnvelopeFailure(await sj.call(teamEndpoints.submit, { json: team(projectId, { id: second.id, teamId: SC2, isMain: 1 }) }), 400, '本项目已有该类型的主团队，请先将其改为次要团队');
    const edited = await sj.call(teamEndpoints.submit, { json: team(projectId, { id: main.id, isMain: 0, chargeUser: '新负责人' }) });
    expect(edited.body.msg).toBe('更新成功');
    expect(expectOk<ProjectTeam>(edited)).toMatchObject({ isMain: 0, chargeUser: '新负责人' });
    expect(expectOk<ProjectTeam>(await sj.call(teamEndpoints.submit, { json: team(projectId, { id: second.id, teamId: SC2, isMain: 1 }) })).isMain).toBe(1);
    // A team is edited only under its own project.
    expectEnvelopeFailure(await sj.call(teamEndpoints.submit, { json: team(demoProject, { id: review.id, orgCategory: 'st', teamId: ST, isMain: 0 }) }), 400, '项目团队不存在或已删除');

    expect((await teams(sj, projectId)).map((t) => [t.orgCategory, t.teamId, t.isMain])).toEqual([
      ['sc', SC2, 1],
      ['sc', SC, 0],
      ['st', ST, 0],
    ]);
    expect(expectOk<Page<ProjectTeam>>(await sj.call(teamEndpoints.page, { query: { projectId, orgCategory: 'st' } })).records.map((t) => t.id)).toEqual([review.id]);
    expect(expectOk<ProjectTeam>(await sj.call(teamEndpoints.info, { query: { id: review.id } })).teamId).toBe(ST);
  });

  it.skipIf(skip)('keeps one main team of a category when two are saved at once', async () => {
    const projectId = await freshProject();
    const answers = await Promise.all([SC, SC2].map((teamId) => sj.call(teamEndpoints.submit, { json: team(projectId, { teamId }) })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expectEnvelopeFailure(answers.find((a) => a.status === 400)!, 400, '本项目已有该类型的主团队，请先将其改为次要团队');
    expect((await teams(sj, projectId)).filter((t) => t.isMain === 1)).toHaveLength(1);
  });

  it.skipIf(skip)('changes cooperation by change-status?orgId&status, along its machine, for those granted it', async () => {
    const [first] = await teams(sj, demoProject);
    const change = (api: ApiClient, orgId: string, status: number) => api.request('POST', api.path('project', teamEndpoints.changeStatus.path), { query: { orgId, status } });
    expectEnvelopeFailure(await change(staff, first.id, 0), 403, '没有权限访问该资源');
    const ended = await change(sj, first.id, 0);
    expect(ended.body.msg).toBe('更新成功');
    expect(expectOk<ProjectTeam>(ended).status).toBe(0);
    expectEnvelopeFailure(await change(sj, first.id, 0), 400, '不允许的合作状态变更');
    expectEnvelopeFailure(await change(sj, first.id, 7), 400, '请选择合作状态');
    // The body works as well as the query.
    expect(expectOk<ProjectTeam>(await sj.call(teamEndpoints.changeStatus, { json: { orgId: first.id, status: 1 } })).status).toBe(1);
  });

  it.skipIf(skip)('plans the project’s phases, one plan each, with each rule and its message', async () => {
    const projectId = await freshProject();
    const plan = { projectId, phaseKey: '2', planStartTime: '2026-12-01', planEndTime: '2026-12-31', realStartTime: '', realEndTime: '', remark: '方案阶段' };
    const added = await sj.call(phasePlanEndpoints.submit, { json: plan });
    expect(added.body.msg).toBe('新增成功');
    const saved = expectOk<PhasePlan>(added);
    expect(saved).toMatchObject({ phaseKey: '2', planStartTime: '2026-12-01 00:00:00', planEndTime: '2026-12-31 23:59:59', realStartTime: '', status: 0, remark: '方案阶段' });

    const cases: [Record<string, unknown>, string][] = [
      [{ phaseKey: '' }, '请选择项目阶段'],
      [{ planStartTime: '' }, '请输入开始日期'],
      [{ planEndTime: '' }, '请输入结束日期'],
      [{ planEndTime: '2026-11-30' }, '结束日期不能早于开始日期'],
      [{ planStartTime: '2026-02-30' }, '日期格式应为 yyyy-MM-dd'],
      [{ realStartTime: '2026-12-05', realEndTime: '2026-12-04' }, '结束日期不能早于开始日期'],
      [{ realEndTime: '2026-12-04' }, '请输入开始日期'],
      [{ remark: '备'.repeat(201) }, '长度不能超过200个字符'],
      [{ phaseKey: '5' }, '该阶段不是本项目的阶段'],
      [{ phaseKey: '2' }, '该阶段已有计划'],
      [{ projectId: kjProject }, NO_PROJECT],
    ];
    for (const [over, message] of cases) expectEnvelopeFailure(await sj.call(phasePlanEndpoints.submit, { json: { ...plan, phaseKey: '3', ...over } }), 400, message);

    const edited = await sj.call(phasePlanEndpoints.submit, { json: { ...plan, id: saved.id, planEndTime: '2027-01-15', realStartTime: '2026-12-02' } });
    expect(edited.body.msg).toBe('更新成功');
    expect(expectOk<PhasePlan>(edited)).toMatchObject({ planEndTime: '2027-01-15 23:59:59', realStartTime: '2026-12-02 00:00:00', realEndTime: '' });

    const whole = expectOk<PhasePlan[]>(await call(sj, phasePlanEndpoints.projectPlan, { id: projectId, tenantId: SJ }));
    expect(whole.map((p) => [p.phaseKey, p.id === saved.id, p.planStartTime])).toEqual([
      ['2', true, '2026-12-01 00:00:00'],
      ['3', false, ''],
    ]);
    expect(expectOk<Page<PhasePlan>>(await sj.call(phasePlanEndpoints.page, { query: { projectId } })).records.map((p) => p.id)).toEqual([saved.id]);
  });

  it.skipIf(skip)('moves a phase along its statuses, filling the actual days, for those granted it', async () => {
    const projectId = await freshProject();
    const saved = expectOk<PhasePlan>(await sj.call(phasePlanEndpoints.submit, { json: { projectId, phaseKey: '3', planStartTime: '2026-12-01', planEndTime: '2026-12-31' } }));
    const change = (api: ApiClient, status: number) => api.call(phasePlanEndpoints.changeStatus, { json: { id: saved.id, status } });
    expectEnvelopeFailure(await staff.call(phasePlanEndpoints.changeStatus, { json: { id: saved.id, status: 1 } }), 403, '没有权限访问该资源');
    expectEnvelopeFailure(await change(sj, 2), 400, '不允许的阶段状态变更');
    expectEnvelopeFailure(await change(sj, 9), 400, '请选择阶段状态');
    const today = timestamp().slice(0, 10);
    const started = expectOk<PhasePlan>(await change(sj, 1));
    expect(started).toMatchObject({ status: 1, realStartTime: `${today} 00:00:00`, realEndTime: '' });
    expect(expectOk<PhasePlan>(await change(sj, 2))).toMatchObject({ status: 2, realStartTime: `${today} 00:00:00`, realEndTime: `${today} 23:59:59` });
    expectEnvelopeFailure(await change(sj, 0), 400, '不允许的阶段状态变更');
  });

  it.skipIf(skip)('refuses every call on a project of another organisation, changing nothing', async () => {
    const [sjTeam] = await teams(sj, demoProject);
    const [sjPlan] = expectOk<Page<PhasePlan>>(await sj.call(phasePlanEndpoints.page, { query: { projectId: demoProject } })).records;
    expectEnvelopeFailure(await kj.call(teamEndpoints.page, { query: { projectId: demoProject } }), 400, NO_PROJECT);
    expectEnvelopeFailure(await call(kj, teamEndpoints.projectTeams, { id: demoProject }), 400, NO_PROJECT);
    expectEnvelopeFailure(await call(sj, teamEndpoints.projectTeams, { id: demoProject, tenantId: '100002' }), 400, NO_PROJECT);
    expectEnvelopeFailure(await kj.call(teamEndpoints.info, { query: { id: sjTeam.id } }), 400, '项目团队不存在或已删除');
    expectEnvelopeFailure(await kj.call(teamEndpoints.submit, { json: team(demoProject, { id: sjTeam.id }) }), 400, NO_PROJECT);
    expectEnvelopeFailure(await kj.call(teamEndpoints.changeStatus, { json: { orgId: sjTeam.id, status: sjTeam.status === 1 ? 0 : 1 } }), 400, '项目团队不存在或已删除');
    expectEnvelopeFailure(await kj.call(phasePlanEndpoints.page, { query: { projectId: demoProject } }), 400, NO_PROJECT);
    expectEnvelopeFailure(await call(kj, phasePlanEndpoints.projectPlan, { id: demoProject }), 400, NO_PROJECT);
    expectEnvelopeFailure(await kj.call(phasePlanEndpoints.info, { query: { id: sjPlan.id } }), 400, '阶段计划不存在或已删除');
    expectEnvelopeFailure(await kj.call(phasePlanEndpoints.changeStatus, { json: { id: sjPlan.id, status: sjPlan.status === 0 ? 1 : 0 } }), 400, '阶段计划不存在或已删除');
    expect(expectOk<ProjectTeam>(await sj.call(teamEndpoints.info, { query: { id: sjTeam.id } }))).toEqual(sjTeam);
  });
});
