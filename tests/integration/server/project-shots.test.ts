import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import type { Endpoint } from '@shared/api/endpoints';
import { shotEndpoints, type ShotRecordOption } from '@shared/api/shotEndpoints';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { ProjectShot } from '@shared/domain/projectShot';
import type { PutFileResult } from '@shared/domain/upload';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type Answer, type ApiClient, type TestServer } from '../../support/server';

/** Fills an endpoint's `{name}` segments as the desktop core does; the rest is the query (GET) or the body. */
function go(api: ApiClient, endpoint: Endpoint<unknown, unknown>, params: Record<string, unknown>): Promise<Answer> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(params[k])));
  const rest = Object.fromEntries(Object.entries(params).filter(([k]) => !endpoint.path.includes(`{${k}}`)));
  return endpoint.method === 'GET'
    ? api.request('GET', api.path(endpoint.module, path), { query: rest as Record<string, string | number> })
    : api.request('POST', api.path(endpoint.module, path), { json: rest });
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe.each(BACKENDS)('task records shots-mgr, shots-survey, shots-internal, desktop/shots (spec 3 §5, §7) ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let sj: ApiClient;
  let staff: ApiClient;
  let kj: ApiClient;
  let filings: ShotRecordOption[];
  let picture: { name: string; link: string; size: number };

  const body = () => ({
    recordId: filings[0].id,
    taskTheme: '现场踏勘一次',
    participants: '张三，李四',
    startTime: '2026-11-20 09:00:00',
    endTime: '2026-11-20 11:30:00',
    taskDescription: '踏勘场地并拍照',
    pictures: [picture],
  });

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    [sj, kj] = await signIn(server, 'sj_admin', 'kj_admin');
    staff = apiClient(server.url);
    await staff.login('sj_staff', '100004');
    filings = expectOk<Page<ShotRecordOption>>(await go(sj, shotEndpoints.records, { size: -1 })).records;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), '现场.png');
    const res = await fetch(`${server.url}${sj.path('resource', uploadEndpoints.putFile.path)}?kind=imageList`, {
      method: 'POST',
      headers: { authorization: 'Basic Y2VtLWRlc2t0b3A6Y2VtLWRlc2t0b3Atc2VjcmV0', 'blade-auth': `bearer ${sj.session.accessToken}`, 'tenant-id': sj.session.tenantId! },
      body: form,
    });
    const put = ((await res.json()) as { data: PutFileResult }).data;
    picture = { name: '现场.png', link: put.link, size: PNG.length };
  });
  afterAll(() => server?.close());

  const page = async (api: ApiClient, variant: 'mgr' | 'survey' | 'internal', query: Record<string, string | number> = {}) =>
    expectOk<Page<ProjectShot>>(await api.call(shotEndpoints[variant].page, { query: { size: -1, ...query } }));

  it.skipIf(skip)('lists the filings to pick, adds a record with the filing’s name and code, reads, edits and marks views', async () => {
    expect(filings.length).toBeGreaterThan(0);
    expect(expectOk<Page<ShotRecordOption>>(await go(kj, shotEndpoints.records, { size: -1 })).records.map((r) => r.id)).not.toContain(filings[0].id);
    const added = await go(sj, shotEndpoints.mgr.submit, { ...body(), videos: [], audio: [], attachs: [] });
    expect(added.body.msg).toBe('新增成功');
    const shot = expectOk<ProjectShot>(added);
    expect(shot).toMatchObject({ variant: 'mgr', projectName: filings[0].name, code: filings[0].code, isArchive: 0, viewCount: 0, pictures: [picture] });
    expect(shot.createUserName).not.toBe('');
    const edited = await go(sj, shotEndpoints.mgr.submit, { ...body(), id: shot.id, taskTheme: '改过的主题' });
    expect(edited.body.msg).toBe('更新成功');
    expect(expectOk<ProjectShot>(await go(sj, shotEndpoints.mgr.detail, { id: shot.id, tenantId: sj.session.tenantId! })).taskTheme).toBe('改过的主题');
    // Each variant is its own list: a task record is not a site survey.
    expectEnvelopeFailure(await go(sj, shotEndpoints.survey.detail, { id: shot.id }), 400, '任务记录不存在或已删除');
    expect((await page(sj, 'mgr', { taskTheme: '改过' })).records.map((r) => r.id)).toEqual([shot.id]);
    expect((await page(sj, 'mgr', { recordId: filings[1].id })).records.map((r) => r.id)).not.toContain(shot.id);
    // Views: one per person, counted once however often they open it.
    await go(sj, shotEndpoints.mgr.view, { id: shot.id });
    await go(sj, shotEndpoints.mgr.view, { id: shot.id });
    const viewed = expectOk<ProjectShot>(await go(staff, shotEndpoints.mgr.view, { id: shot.id }));
    expect(viewed.viewCount).toBe(2);
    expect(viewed.lastViewTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it.skipIf(skip)('answers each rule with its message and writes nothing', async () => {
    const before = (await page(sj, 'internal')).total;
    const other = { ...picture, link: picture.link.replace(`/${sj.session.tenantId}/`, '/100001/') };
    const cases: [unknown, string][] = [
      [{ ...body(), recordId: '' }, '请选择备案项目'],
      [{ ...body(), recordId: '99999999' }, '所选备案项目不存在或已删除'],
      [{ ...body(), taskTheme: '' }, '请输入任务主题'],
      [{ ...body(), taskTheme: '题'.repeat(101) }, '长度不能超过100个字符'],
      [{ ...body(), participants: '' }, '请输入参与人员'],
      [{ ...body(), participants: '人'.repeat(201) }, '长度不能超过200个字符'],
      [{ ...body(), participants: '张三,李四' }, '参与人员之间请用中文逗号“，”分隔'],
      [{ ...body(), participants: '张三，，李四' }, '参与人员之间请用中文逗号“，”分隔'],
      [{ ...body(), startTime: '' }, '请输入开始日期'],
      [{ ...body(), endTime: '' }, '请输入结束日期'],
      [{ ...body(), startTime: '2026/11/20 09:00' }, '日期格式应为 yyyy-MM-dd HH:mm:ss'],
      [{ ...body(), endTime: '2026-11-20 08:59:59' }, '结束日期不能早于开始日期'],
      [{ ...body(), taskDescription: '' }, '请输入任务描述'],
      [{ ...body(), taskDescription: '述'.repeat(2001) }, '长度不能超过2000个字符'],
      [{ ...body(), pictures: [] }, '请上传图片'],
      [{ ...body(), pictures: Array.from({ length: 11 }, () => picture) }, '所选图片个数超出了限制！'],
      [{ ...body(), videos: Array.from({ length: 6 }, () => picture) }, '超出上传限制文件数量'],
      [{ ...body(), pictures: [{ ...picture, link: 'javascript:alert(1)' }] }, '文件地址有误'],
      [{ ...body(), pictures: [other] }, '文件不存在，请先上传'],
      [{ ...body(), attachs: [{ ...picture, link: 'https://elsewhere.example.com/x.pdf' }] }, '文件不存在，请先上传'],
    ];
    for (const [json, message] of cases) expectEnvelopeFailure(await go(sj, shotEndpoints.internal.submit, json as Record<string, unknown>), 400, message);
    expect((await page(sj, 'internal')).total).toBe(before);
  });

  it.skipIf(skip)('archives with its button; an archived record is read-only and cannot be removed', async () => {
    const shot = expectOk<ProjectShot>(await go(sj, shotEndpoints.internal.submit, body()));
    const loose = expectOk<ProjectShot>(await go(staff, shotEndpoints.internal.submit, { ...body(), taskTheme: '员工的记录' }));
    expectEnvelopeFailure(await go(staff, shotEndpoints.internal.archive, { id: shot.id }), 403);
    expectEnvelopeFailure(await go(staff, shotEndpoints.internal.remove, { id: loose.id, tenantId: sj.session.tenantId }), 403);
    const archived = expectOk<ProjectShot>(await go(sj, shotEndpoints.internal.archive, { id: shot.id }));
    expect(archived.isArchive).toBe(1);
    expect(archived.archiveTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expectEnvelopeFailure(await go(sj, shotEndpoints.internal.archive, { id: shot.id }), 400, '记录已归档');
    expectEnvelopeFailure(await go(sj, shotEndpoints.internal.submit, { ...body(), id: shot.id, taskTheme: '归档后修改' }), 400, '记录已归档，不能修改或删除');
    // All or nothing: an archived record among the ids removes none.
    expectEnvelopeFailure(await go(sj, shotEndpoints.internal.remove, { ids: `${loose.id},${shot.id}` }), 400, '记录已归档，不能修改或删除');
    expect((await page(sj, 'internal', { isArchive: 1 })).records.map((r) => r.id)).toEqual([shot.id]);
    expect((await page(sj, 'internal', { isArchive: 0 })).records.map((r) => r.id)).toContain(loose.id);
    // Another organisation named in the call, or its member, reaches nothing.
    expectEnvelopeFailure(await go(sj, shotEndpoints.internal.remove, { id: loose.id, tenantId: '100001' }), 400, '任务记录不存在或已删除');
    expectEnvelopeFailure(await go(sj, shotEndpoints.internal.detail, { id: loose.id, tenantId: '100001' }), 400, '任务记录不存在或已删除');
    expectEnvelopeFailure(await go(kj, shotEndpoints.internal.remove, { id: loose.id }), 400, '任务记录不存在或已删除');
    expectEnvelopeFailure(await go(kj, shotEndpoints.internal.archive, { id: loose.id }), 400, '任务记录不存在或已删除');
    expect((await page(kj, 'internal')).records.map((r) => r.id)).not.toContain(loose.id);
    const removed = await go(sj, shotEndpoints.internal.remove, { id: loose.id, tenantId: sj.session.tenantId });
    expect(removed.body.msg).toBe('删除成功');
    expect((await page(sj, 'internal')).records.map((r) => r.id)).not.toContain(loose.id);
  });

  it.skipIf(skip)('switches a survey’s display with its button; desktop/shots shows only the organisation’s shown surveys, newest first', async () => {
    const first = expectOk<ProjectShot>(await go(sj, shotEndpoints.survey.submit, { ...body(), taskTheme: '第一次踏勘' }));
    const hidden = expectOk<ProjectShot>(await go(sj, shotEndpoints.survey.submit, { ...body(), taskTheme: '不显示的踏勘', displayStatus: 1 }));
    const latest = expectOk<ProjectShot>(await go(sj, shotEndpoints.survey.submit, { ...body(), taskTheme: '最新踏勘' }));
    expect([first.displayStatus, hidden.displayStatus]).toEqual([0, 1]);
    await go(sj, shotEndpoints.mgr.submit, { ...body(), taskTheme: '任务不上工作台' });
    const desk = async (api: ApiClient) => expectOk<Page<ProjectShot>>(await go(api, shotEndpoints.desktop, { size: -1 })).records;
    const shown = await desk(sj);
    expect(shown.every((s) => s.variant === 'survey' && s.displayStatus === 0 && s.pictures.length > 0)).toBe(true);
    expect(shown.map((s) => s.id).slice(0, 2)).toEqual([latest.id, first.id]);
    expect(shown.map((s) => s.id)).not.toContain(hidden.id);
    expect((await desk(kj)).map((s) => s.id)).not.toContain(first.id);

    expectEnvelopeFailure(await go(staff, shotEndpoints.survey.display, { id: first.id, displayStatus: 1 }), 403);
    const off = expectOk<ProjectShot>(await go(sj, shotEndpoints.survey.display, { id: first.id, displayStatus: 1 }));
    expect(off.displayStatus).toBe(1);
    expectEnvelopeFailure(await go(sj, shotEndpoints.survey.display, { id: first.id, displayStatus: 1 }), 400, '不允许的显示状态变更');
    expectEnvelopeFailure(await go(sj, shotEndpoints.survey.display, { id: first.id, displayStatus: 7 }), 400, '请选择显示状态');
    expectEnvelopeFailure(await go(kj, shotEndpoints.survey.display, { id: first.id, displayStatus: 0 }), 400, '任务记录不存在或已删除');
    expect((await desk(sj)).map((s) => s.id)).not.toContain(first.id);
    expect((await page(sj, 'survey', { displayStatus: 1 })).records.map((r) => r.id).sort()).toEqual([first.id, hidden.id].sort());
    expectOk(await go(sj, shotEndpoints.survey.display, { id: hidden.id, displayStatus: 0 }));
    expect((await desk(sj)).map((s) => s.id)).toContain(hidden.id);
  });

});
