import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveEndpoints as e } from '@shared/api/archiveEndpoints';
import type { Page } from '@shared/api/envelope';
import type { Endpoint } from '@shared/api/endpoints';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { PhaseOutcome } from '@shared/domain/phaseOutcome';
import type { ArchiveAttachment, ProjectArchiveFile, ProjectMaterial } from '@shared/domain/projectArchive';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { TINY_PDF } from '../../support/files';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const SJ = '100004';

/**
 * Materials, archive files and phase outcomes (spec 3 §3–§5, §7): each rule's message, attachments of
 * the caller's organisation only, completion and archive once and read-only after, another
 * organisation refused, staff without the manager's buttons refused.
 */
describe.each(BACKENDS)('project materials, archives and phase outcomes ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let sj: ApiClient;
  let staff: ApiClient;
  let kj: ApiClient;
  /** A running demo project of 100004 (phases 2,3,4) and one of 100002. */
  let project: { id: string; name: string; code: string };
  let kjProject: string;
  let attach: ArchiveAttachment;
  let kjAttach: ArchiveAttachment;

  async function upload(api: ApiClient, name: string): Promise<ArchiveAttachment> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(TINY_PDF)]), name);
    const res = await fetch(`${server.url}${api.path('resource', uploadEndpoints.putFileAttach.path)}`, {
      method: 'POST',
      headers: { authorization: 'Basic Y2VtLWRlc2t0b3A6Y2VtLWRlc2t0b3Atc2VjcmV0', 'blade-auth': `bearer ${api.session.accessToken}`, 'tenant-id': api.session.tenantId! },
      body: form,
    });
    const body = (await res.json()) as { data: { attachId: string; link: string; originalName: string } };
    return { attachId: body.data.attachId, name: body.data.originalName, link: body.data.link, size: TINY_PDF.length };
  }

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [sj, kj] = await signIn(server, 'sj_admin', 'kj_admin');
    staff = apiClient(server.url);
    await staff.login('sj_staff', SJ);
    const row = await db.selectFrom('project').select(['id', 'name', 'code']).where('tenant_id', '=', SJ).where('phase_keys', '=', '2,3,4').executeTakeFirstOrThrow();
    project = row;
    kjProject = (await db.selectFrom('project').select('id').where('tenant_id', '=', '100002').executeTakeFirstOrThrow()).id;
    attach = await upload(sj, '施工图.pdf');
    kjAttach = await upload(kj, '别家的.pdf');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const post = (api: ApiClient, endpoint: Endpoint<unknown, unknown>, json: unknown) => api.call(endpoint, { json });
  const page = async <T>(api: ApiClient, endpoint: Endpoint<unknown, unknown>, query: Record<string, string | number> = {}) =>
    expectOk<Page<T>>(await api.call(endpoint, { query: { size: -1, ...query } }));
  const action = (api: ApiClient, path: string, json: unknown) => api.request('POST', api.path('project', path), { json });

  it.skipIf(skip)('materials: adds with the registry’s attachment, lists by project and by file name (≤30), removes; each message', async () => {
    const valid = { projectId: project.id, type: '2', fileName: '初步设计说明', attachList: [{ ...attach, name: '改过的名字.pdf', size: 999 }], archiveTime: '2026-11-20 10:00:00', remark: '首批资料' };
    const added = await post(sj, e.materialSubmit, valid);
    expect(added.body.msg).toBe('新增成功');
    const material = expectOk<ProjectMaterial>(added);
    // Name, link and size are the registry's, whatever the client said; project name and code are kept.
    expect(material).toMatchObject({ projectName: project.name, projectCode: project.code, type: '2', fileName: '初步设计说明', attachList: [attach], createUserName: expect.any(String) });
    const cases: [unknown, string][] = [
      [{ ...valid, projectId: '' }, '请选择项目'],
      [{ ...valid, type: '' }, '请选择资料类型'],
      [{ ...valid, fileName: ' ' }, '请输入文件名称'],
      [{ ...valid, fileName: '文'.repeat(101) }, '长度不能超过100个字符'],
      [{ ...valid, attachList: [] }, '请选择附件'],
      [{ ...valid, archiveTime: '2026-11-20' }, '日期格式应为 yyyy-MM-dd HH:mm:ss'],
      [{ ...valid, remark: '备'.repeat(201) }, '长度不能超过200个字符'],
      [{ ...valid, attachList: [kjAttach] }, '附件不存在'],
      [{ ...valid, projectId: kjProject }, '项目不存在或已删除'],
    ];
    const before = (await page(sj, e.materialPage)).total;
    for (const [body, message] of cases) expectEnvelopeFailure(await post(sj, e.materialSubmit, body), 400, message);
    expect((await page(sj, e.materialPage)).total).toBe(before);
    // Submit only adds: an id sent along is not an edit.
    expectOk(await post(sj, e.materialSubmit, { ...valid, id: material.id, fileName: '第二份' }));
    expect((await page<ProjectMaterial>(sj, e.materialPage, { projectId: project.id, fileName: '初步' })).records.map((m) => m.id)).toEqual([material.id]);
    const ofType = (await page<ProjectMaterial>(sj, e.materialPage, { type: '2' })).records;
    expect(ofType.map((m) => m.id)).toContain(material.id);
    expect(ofType.every((m) => m.type === '2')).toBe(true);
    expectEnvelopeFailure(await sj.call(e.materialPage, { query: { fileName: '文'.repeat(31) } }), 400, '长度不能超过30个字符');
    expectEnvelopeFailure(await sj.call(e.materialPage, { query: { projectId: kjProject } }), 400, '项目不存在或已删除');
    // Another organisation sees none of it and cannot remove it; staff may add but not remove.
    expect((await page<ProjectMaterial>(kj, e.materialPage)).records.some((m) => m.id === material.id)).toBe(false);
    expectEnvelopeFailure(await post(kj, e.materialRemove, { ids: material.id }), 400, '资料不存在或已删除');
    expectEnvelopeFailure(await post(staff, e.materialRemove, { ids: material.id }), 403, MESSAGES.forbidden);
    expectOk(await post(staff, e.materialSubmit, valid));
    const removed = await post(sj, e.materialRemove, { ids: material.id });
    expect(removed.body.msg).toBe('删除成功');
    expect((await page(sj, e.materialPage)).total).toBe(before + 1);
  });

  it.skipIf(skip)('archive files: every field required with its message; completion 1 → 2 once, then read-only; staff and others refused', async () => {
    const valid = { projectId: project.id, type: '1', fileName: '施工图归档', attachList: [attach], archiveTime: '2026-11-21 09:30:00', remark: '' };
    const cases: [unknown, string][] = [
      [{ ...valid, projectId: undefined }, '请选择项目'],
      [{ ...valid, type: undefined }, '请选择归档类型'],
      [{ ...valid, fileName: '' }, '请输入文件名称'],
      [{ ...valid, fileName: '档'.repeat(101) }, '长度不能超过100个字符'],
      [{ ...valid, attachList: undefined }, '请选择附件'],
      [{ ...valid, archiveTime: '' }, '请选择归档时间'],
      [{ ...valid, remark: '备'.repeat(201) }, '长度不能超过200个字符'],
      [{ ...valid, attachList: [attach, kjAttach] }, '附件不存在'],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await post(sj, e.archiveSubmit, body), 400, message);
    const archive = expectOk<ProjectArchiveFile>(await post(sj, e.archiveSubmit, valid));
    expect(archive).toMatchObject({ status: 1, projectName: project.name, attachList: [attach] });
    expect((await page<ProjectArchiveFile>(sj, e.archivePage, { projectId: project.id, status: 1 })).records.map((a) => a.id)).toContain(archive.id);

    expectEnvelopeFailure(await action(staff, `archive-file/archive/${archive.id}`, { status: 2 }), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await action(kj, `archive-file/archive/${archive.id}`, { status: 2 }), 400, '归档记录不存在或已删除');
    expectEnvelopeFailure(await action(sj, `archive-file/archive/${archive.id}`, {}), 400, '请选择归档状态');
    const done = await action(sj, `archive-file/archive/${archive.id}`, { status: 2 });
    expect(done.body.msg).toBe('更新成功');
    expect(expectOk<ProjectArchiveFile>(done).status).toBe(2);
    // Completed: not again, not back, not removed.
    expectEnvelopeFailure(await action(sj, `archive-file/archive/${archive.id}`, { status: 2 }), 400, '该归档已完成，不能再次归档');
    expectEnvelopeFailure(await action(sj, `archive-file/archive/${archive.id}`, { status: 1 }), 400, '该归档已完成，不能再次归档');
    const open = expectOk<ProjectArchiveFile>(await post(sj, e.archiveSubmit, valid));
    expectEnvelopeFailure(await post(sj, e.archiveRemove, { ids: `${open.id},${archive.id}` }), 400, '已完成的归档不能删除');
    expectEnvelopeFailure(await post(staff, e.archiveRemove, { ids: open.id }), 403, MESSAGES.forbidden);
    expectOk(await post(sj, e.archiveRemove, { ids: open.id }));
    const left = (await page<ProjectArchiveFile>(sj, e.archivePage, { projectId: project.id })).records.map((a) => a.id);
    expect(left).toContain(archive.id);
    expect(left).not.toContain(open.id);
  });

  it.skipIf(skip)('phase outcomes: one attachment of the organisation, a phase of the project, type required; archive once; removal rules', async () => {
    const valid = { projectId: project.id, attach: [attach], name: '三号楼施工图', phaseKey: '4', hflx: '1', tzzy: '2', remark: '' };
    const cases: [unknown, string][] = [
      [{ ...valid, attach: [] }, '请选择附件'],
      [{ ...valid, attach: [attach, attach] }, '超出上传限制文件数量'],
      [{ ...valid, name: '' }, '请输入成果名称'],
      [{ ...valid, name: '名'.repeat(101) }, '长度不能超过100个字符'],
      [{ ...valid, phaseKey: '' }, '请选择项目阶段'],
      [{ ...valid, phaseKey: '6' }, '所选阶段不是该项目的阶段'],
      [{ ...valid, hflx: null }, '请选择成果类型'],
      [{ ...valid, remark: '备'.repeat(201) }, '长度不能超过200个字符'],
      [{ ...valid, attach: [kjAttach] }, '附件不存在'],
      [{ ...valid, projectId: kjProject }, '项目不存在或已删除'],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await post(sj, e.outcomeSubmit, body), 400, message);
    expectEnvelopeFailure(await post(kj, e.outcomeSubmit, { ...valid, attach: [kjAttach] }), 400, '项目不存在或已删除');

    const outcome = expectOk<PhaseOutcome>(await post(staff, e.outcomeSubmit, valid));
    expect(outcome).toMatchObject({ isArchive: 0, attachSize: TINY_PDF.length, code: project.code, projectName: project.name, phaseKey: '4', hflx: '1', tzzy: '2' });
    expect((await page<PhaseOutcome>(sj, e.outcomePage, { phaseKey: '4', name: '三号楼' })).records.map((o) => o.id)).toEqual([outcome.id]);
    expect((await page<PhaseOutcome>(kj, e.outcomePage)).records.some((o) => o.id === outcome.id)).toBe(false);

    expectEnvelopeFailure(await action(staff, `phase-outcome/archive/${outcome.id}`, { isArchive: 1 }), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await action(kj, `phase-outcome/archive/${outcome.id}`, { isArchive: 1 }), 400, '成果不存在或已删除');
    expect(expectOk<PhaseOutcome>(await action(sj, `phase-outcome/archive/${outcome.id}`, { isArchive: 1 })).isArchive).toBe(1);
    expectEnvelopeFailure(await action(sj, `phase-outcome/archive/${outcome.id}`, { isArchive: 1 }), 400, '该成果已归档，不能再次归档');
    expectEnvelopeFailure(await post(sj, e.outcomeRemove, { id: outcome.id, tenantId: SJ }), 400, '已归档的成果不能删除');
    const archived = (await page<PhaseOutcome>(sj, e.outcomePage, { isArchive: 1, projectId: project.id })).records;
    expect(archived.map((o) => o.id)).toContain(outcome.id);
    expect(archived.every((o) => o.isArchive === 1 && o.projectId === project.id)).toBe(true);

    const second = expectOk<PhaseOutcome>(await post(sj, e.outcomeSubmit, { ...valid, name: '第二版' }));
    expectEnvelopeFailure(await post(staff, e.outcomeRemove, { id: second.id, tenantId: SJ }), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await post(kj, e.outcomeRemove, { id: second.id }), 400, '成果不存在或已删除');
    expect((await post(sj, e.outcomeRemove, { id: second.id, tenantId: SJ })).body.msg).toBe('删除成功');
    // Sizes past 32 bits (outcomes go up to 2 GB) are kept as the registry records them.
    const big = await upload(sj, '总图.pdf');
    await db.updateTable('attach').set({ size: 2 * 1024 ** 3 }).where('id', '=', big.attachId).execute();
    expect(expectOk<PhaseOutcome>(await post(sj, e.outcomeSubmit, { ...valid, attach: [big] })).attachSize).toBe(2 * 1024 ** 3);
  });
});
