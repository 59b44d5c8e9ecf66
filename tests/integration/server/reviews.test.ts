import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { reviewEndpoints as e } from '@shared/api/reviewEndpoints';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import { objectKeyOfLink, type ExpertChoice, type MyReview, type ReviewExpert, type ReviewFile, type ReviewOpinion, type ReviewPlan } from '@shared/domain/review';
import type { PutFileResult } from '@shared/domain/upload';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

/**
 * Reviews (spec 3 §5 project file upload, §7 review-*; issue 15): files of 远景 (100004) reviewed by
 * certified experts of its partners — st_manager (审图, 100009) is assigned, sc_manager (100008) is
 * certified but not assigned, ss_manager (100001, not a partner) is certified but not assignable.
 */
describe.each(BACKENDS)('reviews: plans, files, experts, opinions ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let sj: ApiClient;
  let sjStaff: ApiClient;
  let expert: ApiClient;
  let other: ApiClient;
  let kj: ApiClient;
  let projectId: string;
  let kjProjectId: string;
  const users: Record<string, string> = {};
  let sjLink: string;
  let expertLink: string;
  let file: ReviewFile;

  const put = async (api: ApiClient, tenantId: string, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), name);
    const res = await fetch(`${server.url}${api.path('resource', uploadEndpoints.putFile.path)}?kind=invoice`, {
      method: 'POST',
      headers: { authorization: 'Basic Y2VtLWRlc2t0b3A6Y2VtLWRlc2t0b3Atc2VjcmV0', 'blade-auth': `bearer ${api.session.accessToken}`, 'tenant-id': tenantId },
      body: form,
    });
    return ((await res.json()) as { data: PutFileResult }).data.link;
  };

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [sj, kj] = await signIn(server, 'sj_admin', 'kj_admin');
    const member = async (account: string, tenantId: string) => {
      const client = apiClient(server.url);
      await client.login(account, tenantId);
      return client;
    };
    [sjStaff, expert, other] = [await member('sj_staff', '100004'), await member('st_manager', '100009'), await member('sc_manager', '100008')];
    for (const account of ['st_manager', 'sc_manager', 'ss_manager', 'cb_manager']) {
      const u = await db.selectFrom('app_user').select(['id', 'phone', 'real_name']).where('account', '=', account).executeTakeFirstOrThrow();
      users[account] = u.id;
      // A certified expert is an expert_cert row at status 2 (cb_manager's application is still under review).
      await db
        .insertInto('expert_cert')
        .values({ user_id: u.id, tenant_id: '', phone: u.phone, real_name: u.real_name, area_code: '110101', sex: '1', position: '高工', educational: '4', university: '同济大学', major: '结构', industry_name: '', major_name: '', certificate: '', status: account === 'cb_manager' ? 1 : 2, reason: '', submit_time: '2026-11-01 09:00:00', review_user: '', review_org: '', review_time: '' })
        .execute();
    }
    projectId = (await db.selectFrom('project').select('id').where('tenant_id', '=', '100004').orderBy('code').executeTakeFirstOrThrow()).id;
    kjProjectId = (await db.selectFrom('project').select('id').where('tenant_id', '=', '100002').executeTakeFirstOrThrow()).id;
    sjLink = await put(sj, '100004', '施工图.pdf');
    expertLink = await put(expert, '100009', '审查意见.pdf');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const valid = () => ({ projectId, phaseKey: '2', name: '施工图第一版', attach: [{ name: '施工图.pdf', link: sjLink, size: 15 }], planFinishTime: '2026-12-31 18:00:00', reviewRequire: '重点审查结构安全', experts: [{ expertUserId: users.st_manager }] });
  const submit = (api: ApiClient, body: unknown) => api.call(e.fileSubmit, { json: body });
  const files = async (api: ApiClient, query: Record<string, string | number> = {}) => expectOk<Page<ReviewFile>>(await api.call(e.filePage, { query: { size: -1, ...query } }));
  const opinion = (api: ApiClient, body: unknown) => api.call(e.opinionSubmit, { json: body });
  const readUrl = (api: ApiClient, link: string) => api.call(uploadEndpoints.ossReadUrl, { query: { key: objectKeyOfLink(link), purpose: 'download' } });

  it.skipIf(skip)('offers certified experts of the organisation and its partners, by name or phone', async () => {
    const all = expectOk<Page<ExpertChoice>>(await sj.call(e.expertSelect, { query: { size: -1 } })).records;
    const ids = all.map((x) => x.id);
    expect(ids).toContain(users.st_manager);
    expect(ids).toContain(users.sc_manager);
    expect(ids).not.toContain(users.ss_manager); // not a partner's member
    expect(ids).not.toContain(users.cb_manager); // under review, not certified
    const st = all.find((x) => x.id === users.st_manager)!;
    expect(expectOk<Page<ExpertChoice>>(await sj.call(e.expertSelect, { query: { realName: st.realName } })).records.map((x) => x.id)).toEqual([st.id]);
    expect(expectOk<Page<ExpertChoice>>(await sj.call(e.expertSelect, { query: { phone: st.phone.slice(-4) } })).records.map((x) => x.id)).toContain(st.id);
  });

  it.skipIf(skip)('answers each rule of the upload form with its message and writes nothing, then adds the file with its experts', async () => {
    const cases: [unknown, string | RegExp][] = [
      [{ ...valid(), experts: [] }, '请选择专家'],
      [{ ...valid(), experts: [{ expertUserId: '' }] }, '请选择专家'],
      [{ ...valid(), experts: [{ expertUserId: users.st_manager }, { expertUserId: '' }] }, '请删除没有选择专家的数据'],
      [{ ...valid(), experts: [{ expertUserId: users.ss_manager }] }, '所选专家不是本单位或合作单位的认证专家'],
      [{ ...valid(), experts: [{ expertUserId: users.cb_manager }] }, '所选专家不是本单位或合作单位的认证专家'],
      [{ ...valid(), attach: [] }, '请上传评审文件'],
      [{ ...valid(), attach: [{ name: 'x.pdf', link: expertLink }] }, '请上传评审文件'], // another organisation's object
      [{ ...valid(), name: '' }, '请输入文件名称'],
      [{ ...valid(), name: '名'.repeat(101) }, '长度不能超过100个字符'],
      [{ ...valid(), phaseKey: '' }, '请选择项目阶段'],
      [{ ...valid(), planFinishTime: '' }, '请选择计划完成日期'],
      [{ ...valid(), planFinishTime: '2026-12-31' }, '日期格式应为 yyyy-MM-dd HH:mm:ss'],
      [{ ...valid(), reviewRequire: '要'.repeat(501) }, '长度不能超过500个字符'],
      [{ ...valid(), projectId: kjProjectId }, '项目不存在或已删除'],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await submit(sj, body), 400, message);
    expect((await files(sj)).total).toBe(0);

    const added = await submit(sj, valid());
    expect(added.body.msg).toBe('新增成功');
    file = expectOk<ReviewFile>(added);
    expect(file).toMatchObject({ projectId, phaseKey: '2', name: '施工图第一版', isArchive: 0, reviewRequire: '重点审查结构安全', opinionCount: 0 });
    expect(file.expertNames).not.toBe('');
    expect(file.projectName).not.toBe('');
    expect((await files(sj, { projectId })).records.map((f) => f.id)).toEqual([file.id]);
    expect((await files(sj, { name: '第一版' })).total).toBe(1);
    expect((await files(sj, { name: '没有' })).total).toBe(0);
    // Another organisation sees none of it and cannot reach it by id.
    expect((await files(kj)).total).toBe(0);
    expectEnvelopeFailure(await kj.call(e.fileDetail, { query: { id: file.id } }), 400, '评审文件不存在或已删除');
    expectEnvelopeFailure(await kj.call(e.expertPage, { query: { fileId: file.id } }), 400, '评审文件不存在或已删除');
    expectEnvelopeFailure(await kj.call(e.planDetail, { query: { projectId } }), 400, '项目不存在或已删除');
  });

  it.skipIf(skip)('assigns more experts one at a time or as the form’s rows, each once', async () => {
    expectEnvelopeFailure(await sj.call(e.expertSubmit, { json: { fileId: file.id, expertUserId: users.st_manager } }), 400, '该专家已指派到此评审文件');
    expectEnvelopeFailure(await sj.call(e.expertSubmit, { json: { fileId: file.id, expertUserId: users.ss_manager } }), 400, '所选专家不是本单位或合作单位的认证专家');
    expectEnvelopeFailure(await sj.call(e.expertSubmitList, { json: { fileId: file.id, experts: [] } }), 400, '请选择专家');
    expectEnvelopeFailure(await sj.call(e.expertSubmitList, { json: { fileId: file.id, experts: [{ expertUserId: users.sc_manager }, { expertUserId: '' }] } }), 400, '请删除没有选择专家的数据');
    expectEnvelopeFailure(await kj.call(e.expertSubmitList, { json: { fileId: file.id, experts: [{ expertUserId: users.sc_manager }] } }), 400, '评审文件不存在或已删除');
    const rows = expectOk<ReviewExpert[]>(await sjStaff.call(e.expertSubmitList, { json: { fileId: file.id, experts: [{ expertUserId: users.st_manager }, { expertUserId: users.sc_manager }] } }));
    expect(rows.map((r) => r.expertUserId).sort()).toEqual([users.st_manager, users.sc_manager].sort());
    expect(expectOk<Page<ReviewExpert>>(await sj.call(e.expertPage, { query: { fileId: file.id } })).total).toBe(2);
    // sc_manager is assigned now; the opinion rule below uses a file only st_manager is assigned to.
    await db.deleteFrom('review_expert').where('file_id', '=', file.id).where('expert_user_id', '=', users.sc_manager).execute();
  });

  it.skipIf(skip)('lets only the assigned expert, from their own organisation, give an opinion; the owner and others are refused', async () => {
    const body = { fileId: file.id, hasOpinion: 1, attach: [{ name: '审查意见.pdf', link: expertLink, size: 15 }], remark: '梁配筋不足' };
    expectEnvelopeFailure(await opinion(sj, body), 403, '您不是该评审文件的指派专家，不能提交评审意见');
    expectEnvelopeFailure(await opinion(other, body), 403, '您不是该评审文件的指派专家，不能提交评审意见');
    expectEnvelopeFailure(await opinion(expert, { ...body, attach: [] }), 400, '请上传评审意见附件');
    expectEnvelopeFailure(await opinion(expert, { ...body, hasOpinion: '' }), 400, '请选择有无意见');
    expectEnvelopeFailure(await opinion(expert, { ...body, remark: '意'.repeat(201) }), 400, '长度不能超过200个字符');
    expectEnvelopeFailure(await opinion(expert, { ...body, attach: [{ name: 'x.pdf', link: sjLink }] }), 400, '请上传评审意见附件');
    expect(await db.selectFrom('review_opinion').select('id').execute()).toHaveLength(0);

    const given = await opinion(expert, body);
    expect(given.body.msg).toBe('新增成功');
    const first = expectOk<ReviewOpinion>(given);
    expect(first).toMatchObject({ fileId: file.id, hasOpinion: 1, remark: '梁配筋不足', createUser: users.st_manager });
    expect(first.createDeptName).not.toBe('');
    // A second submit replaces the expert's opinion; "no opinion" needs no attachment.
    const again = await opinion(expert, { fileId: file.id, hasOpinion: 0, remark: '无意见' });
    expect(again.body.msg).toBe('更新成功');
    expect(expectOk<ReviewOpinion>(again)).toMatchObject({ id: first.id, hasOpinion: 0, attach: [] });
    expectOk(await opinion(expert, body));

    // The owner reads every opinion on its file; the expert reads theirs; anyone else nothing.
    expect(expectOk<Page<ReviewOpinion>>(await sj.call(e.opinionPage, { query: { fileId: file.id } })).records.map((o) => o.id)).toEqual([first.id]);
    expect(expectOk<Page<ReviewOpinion>>(await expert.call(e.opinionPage, { query: { fileId: file.id } })).total).toBe(1);
    expectEnvelopeFailure(await other.call(e.opinionPage, { query: { fileId: file.id } }), 400, '评审文件不存在或已删除');
    const mine = expectOk<Page<MyReview>>(await expert.call(e.myReviews, { query: { size: -1 } })).records;
    expect(mine.map((m) => [m.fileId, m.tenantId, m.opinionGiven, m.planStatus])).toEqual([[file.id, '100004', 1, 1]]);
    expect(mine[0].projectName).not.toBe('');
    expect(expectOk<Page<MyReview>>(await expert.call(e.myReviews, { query: { opinionGiven: 0 } })).total).toBe(0);
    expect(expectOk<Page<MyReview>>(await other.call(e.myReviews, {})).total).toBe(0);
    expect((await files(sj)).records[0].opinionCount).toBe(1);

    // Only one's own opinion is removed, and the tenant named must be the session's.
    expectEnvelopeFailure(await other.request('POST', other.path('project', `review-opinion/remove/${first.id}/100008`)), 400, '评审意见不存在或已删除');
    expectEnvelopeFailure(await sj.request('POST', sj.path('project', `review-opinion/remove/${first.id}/100004`)), 400, '评审意见不存在或已删除');
    expectEnvelopeFailure(await expert.request('POST', expert.path('project', `review-opinion/remove/${first.id}/100004`)), 400, '评审意见不存在或已删除');
  });

  it.skipIf(skip)('shares the file with its assigned expert and the opinion’s attachment with the file’s organisation, no one else', async () => {
    expect(expectOk<{ url: string }>(await readUrl(expert, sjLink)).url).toMatch(/^http/);
    expectEnvelopeFailure(await readUrl(other, sjLink), 404);
    expectEnvelopeFailure(await readUrl(kj, sjLink), 404);
    expect(expectOk<{ url: string }>(await readUrl(sj, expertLink)).url).toMatch(/^http/);
    expectEnvelopeFailure(await readUrl(kj, expertLink), 404);

    // A demo expert with the staff role: no download button at their own organisation, yet the file sent to them is theirs to read.
    const stStaffId = (await db.selectFrom('app_user').select('id').where('account', '=', 'st_staff').executeTakeFirstOrThrow()).id;
    const fileId = (await files(sj)).records[0].id;
    expectOk(await sj.call(e.expertSubmit, { json: { fileId, expertUserId: stStaffId } }));
    const stStaff = apiClient(server.url);
    await stStaff.login('st_staff', '100009');
    expect(expectOk<{ url: string }>(await readUrl(stStaff, sjLink)).url).toMatch(/^http/);
  });

  it.skipIf(skip)('shuts the plan down and starts it up as conditional writes: shut, no file and no opinion is taken', async () => {
    expect(expectOk<ReviewPlan>(await sj.call(e.planDetail, { query: { projectId } }))).toMatchObject({ status: 1, updateUserName: '' });
    expectEnvelopeFailure(await sjStaff.call(e.planShutdown, { json: { projectId } }), 403);
    expectEnvelopeFailure(await sj.call(e.planStartup, { json: { projectId } }), 400, '评审计划已是启动状态');
    const shut = expectOk<ReviewPlan>(await sj.call(e.planShutdown, { json: { projectId } }));
    expect(shut.status).toBe(0);
    expect(shut.updateUserName).not.toBe('');
    expect(shut.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expectEnvelopeFailure(await sj.call(e.planShutdown, { json: { projectId } }), 400, '评审计划已是关闭状态');
    expectEnvelopeFailure(await submit(sj, valid()), 400, '评审计划已关闭，不能提交评审文件或评审意见');
    expectEnvelopeFailure(await opinion(expert, { fileId: file.id, hasOpinion: 0 }), 400, '评审计划已关闭，不能提交评审文件或评审意见');
    expect((await files(sj)).total).toBe(1);
    expect(expectOk<Page<MyReview>>(await expert.call(e.myReviews, {})).records[0].planStatus).toBe(0);
    expect(expectOk<ReviewPlan>(await sj.call(e.planStartup, { json: { projectId } })).status).toBe(1);
  });

  it.skipIf(skip)('archives a file (read-only after) and removes an open one with its experts and opinions; staff without the buttons are refused', async () => {
    const second = expectOk<ReviewFile>(await submit(sjStaff, { ...valid(), name: '方案第二版' }));
    expectEnvelopeFailure(await sjStaff.request('POST', sjStaff.path('project', `review-file/archive/${file.id}`), { json: { id: file.id } }), 403);
    expectEnvelopeFailure(await sjStaff.request('POST', sjStaff.path('project', `review-file/remove/${second.id}/100004`)), 403);
    expectEnvelopeFailure(await kj.request('POST', kj.path('project', `review-file/archive/${file.id}`), { json: {} }), 400, '评审文件不存在或已删除');
    expectEnvelopeFailure(await sj.request('POST', sj.path('project', `review-file/remove/${second.id}/100002`)), 400, '评审文件不存在或已删除');

    const archived = expectOk<ReviewFile>(await sj.request('POST', sj.path('project', `review-file/archive/${file.id}`), { json: { id: file.id } }));
    expect(archived.isArchive).toBe(1);
    expect(archived.archiveTime).not.toBe('');
    expectEnvelopeFailure(await sj.request('POST', sj.path('project', `review-file/archive/${file.id}`), { json: {} }), 400, '评审文件已归档，不能再修改');
    expectEnvelopeFailure(await sj.request('POST', sj.path('project', `review-file/remove/${file.id}/100004`)), 400, '评审文件已归档，不能再修改');
    expectEnvelopeFailure(await sj.call(e.expertSubmit, { json: { fileId: file.id, expertUserId: users.sc_manager } }), 400, '评审文件已归档，不能再修改');
    expectEnvelopeFailure(await opinion(expert, { fileId: file.id, hasOpinion: 0 }), 400, '评审文件已归档，不能再修改');
    expect((await files(sj, { isArchive: 1 })).records.map((f) => f.id)).toEqual([file.id]);

    expectOk(await opinion(expert, { fileId: second.id, hasOpinion: 0 }));
    const removed = await sj.request('POST', sj.path('project', `review-file/remove/${second.id}/100004`));
    expect(removed.body.msg).toBe('删除成功');
    expect(await db.selectFrom('review_expert').select('id').where('file_id', '=', second.id).execute()).toHaveLength(0);
    expect(await db.selectFrom('review_opinion').select('id').where('file_id', '=', second.id).execute()).toHaveLength(0);
    expect((await files(sj)).total).toBe(1);
  });
});
