/**
 * Publication tasks, archive-publication/* (spec 3 §4, §5 publication, §7), on both databases: each
 * rule's message, the publisher rules, the status machine with its buttons, the publisher's explicit
 * read-and-complete side (and its file), and another organisation refused everywhere.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { publicationEndpoints as e } from '@shared/api/publicationEndpoints';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { BizAttention } from '@shared/domain/bizAttention';
import type { Publication, PublicationBoardItem } from '@shared/domain/publication';
import { openDatabase } from '../../../src/server/db/database';
import type { Database } from '../../../src/server/db/schema';
import { TINY_PDF, TINY_PNG } from '../../support/files';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

describe.each(BACKENDS)('publication tasks archive-publication/* ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Kysely<Database>;
  let ss: ApiClient;
  let ssStaff: ApiClient;
  let sj: ApiClient;
  let kj: ApiClient;
  let cb: ApiClient;
  let project: { id: string; phases: string[] };
  let attachId: string;
  let ossName: string;

  const upload = async (api: ApiClient, name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${server.url}${api.path('resource', uploadEndpoints.putFileAttach.path)}`, {
      method: 'POST',
      headers: { authorization: 'Basic Y2VtLWRlc2t0b3A6Y2VtLWRlc2t0b3Atc2VjcmV0', 'blade-auth': `bearer ${api.session.accessToken}`, 'tenant-id': api.session.tenantId! },
      body: form,
    });
    return ((await res.json()) as { data: { attachId: string; name: string } }).data;
  };

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db as unknown as Kysely<Database>;
    [ss, sj, kj, cb] = await signIn(server, 'ss_admin', 'sj_admin', 'kj_admin', 'cb_admin');
    ssStaff = apiClient(server.url);
    await ssStaff.login('ss_staff', '100001');
    const row = await db.selectFrom('project').select(['id', 'phase_keys']).where('tenant_id', '=', '100001').where('status_initiation', '=', 2).executeTakeFirstOrThrow();
    project = { id: row.id, phases: row.phase_keys.split(',') };
    const file = await upload(ss, '施工图.pdf', TINY_PDF);
    attachId = file.attachId;
    ossName = file.name;
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const valid = () => ({
    projectId: project.id,
    teamId: '100010',
    phaseKey: project.phases[0],
    name: '施工图出版',
    type: '1',
    attach: [{ attachId }],
    publishingNum: '6',
    completionTime: '2026-12-31 18:00:00',
    paperSize: 'A1,A3',
    paperType: '1',
    remark: '加急',
    describe: '全套施工图',
  });
  const submit = (api: ApiClient, body: unknown) => api.call(e.submit, { json: body });
  const page = async (api: ApiClient, query: Record<string, string | number> = {}) => expectOk<Page<Publication>>(await api.call(e.page, { query: { size: -1, ...query } }));
  const status = (api: ApiClient, id: string, to: unknown) => api.request('POST', api.path('project', `archive-publication/status/${id}`), { json: { status: to } });

  it.skipIf(skip)('adds at 待出版 with 新增成功, lists it with its project and organisation, edits it while pending', async () => {
    const added = await submit(ss, { ...valid(), paperSize: 'A3,A1,A3' });
    expect(added.body.msg).toBe('新增成功');
    const created = expectOk<Publication>(added);
    expect(created).toMatchObject({ status: 1, paperSize: 'A3,A1', teamId: '100010', publishingNum: 6, realCompletionTime: '', fileId: attachId });
    const listed = (await page(ss, { projectId: project.id })).records.find((r) => r.id === created.id)!;
    expect(listed).toMatchObject({ side: 'owner', tenantId: '100001', projectPhaseKeys: project.phases.join(','), attach: [{ attachId, name: '施工图.pdf' }] });
    expect(listed.projectName).not.toBe('');
    expect(listed.tenantName).not.toBe('');
    expect(listed.teamName).not.toBe('');
    const board = expectOk<Page<PublicationBoardItem>>(await ss.call(e.board, { query: { name: '施工图出版' } }));
    expect(board.records.map((r) => Object.keys(r).sort())[0]).toEqual(['completionTime', 'id', 'name', 'projectName', 'realCompletionTime', 'status', 'teamName']);
    const edited = await submit(ss, { ...valid(), id: created.id, name: '施工图出版（第二版）' });
    expect(edited.body.msg).toBe('更新成功');
    expect(expectOk<Publication>(await ss.call(e.detail, { query: { id: created.id } })).name).toBe('施工图出版（第二版）');
    expect((await page(ss, { status: 1, name: '第二版' })).records.map((r) => r.id)).toEqual([created.id]);
  });

  it.skipIf(skip)('answers each rule with its message and adds nothing', async () => {
    const other = await upload(ss, '说明.png', TINY_PNG);
    const before = (await page(ss)).total;
    const cases: [Record<string, unknown>, string][] = [
      [{ projectId: '' }, '请选择所属项目'],
      [{ projectId: '999999' }, '项目不存在或已删除'],
      [{ teamId: '' }, '请选择出版单位'],
      [{ phaseKey: '' }, '请选择项目阶段'],
      [{ phaseKey: '6' }, '所选阶段不是该项目的阶段'],
      [{ name: '' }, '请填写档案名称'],
      [{ name: '档'.repeat(101) }, '长度不能超过100个字符'],
      [{ type: '99' }, '请选择档案类型'],
      [{ attach: [] }, '请上传出版文件'],
      [{ attach: [{ attachId }, { attachId: other.attachId }] }, '超出上传限制文件数量'],
      [{ attach: [{ attachId: '123456789' }] }, '出版文件不存在，请重新上传'],
      [{ publishingNum: '' }, '请填写出版数量'],
      [{ publishingNum: '0' }, '出版数量须为1至999999之间的整数'],
      [{ publishingNum: '1.5' }, '出版数量须为1至999999之间的整数'],
      [{ publishingNum: '1000000' }, '出版数量须为1至999999之间的整数'],
      [{ completionTime: '' }, '请选择计划完成时间'],
      [{ completionTime: '2026-12-31' }, '日期格式应为 yyyy-MM-dd HH:mm:ss'],
      [{ paperSize: '' }, '请选择图幅'],
      [{ paperSize: 'A1,B9' }, '请选择图幅'],
      [{ paperType: '' }, '请选择纸张类型'],
      [{ paperType: '9' }, '请选择纸张类型'],
      [{ remark: '' }, '请填写备注，200个字内'],
      [{ remark: '备'.repeat(201) }, '请填写备注，200个字内'],
      [{ describe: '' }, '请填写出版说明，200个字内'],
      [{ describe: '说'.repeat(201) }, '请填写出版说明，200个字内'],
    ];
    for (const [change, message] of cases) expectEnvelopeFailure(await submit(ss, { ...valid(), ...change }), 400, message);
    // Another organisation's attachment is not one the task can carry.
    const theirs = await upload(kj, '别家.pdf', TINY_PDF);
    expectEnvelopeFailure(await submit(ss, { ...valid(), attach: [{ attachId: theirs.attachId }] }), 400, '出版文件不存在，请重新上传');
    expect((await page(ss)).total).toBe(before);
  });

  it.skipIf(skip)('takes a publisher only from cb partners with a signed agreement, disabled ones listed but refused', async () => {
    const listed = expectOk<Page<BizAttention>>(await ss.call(e.publishers, { query: { current: 1, size: 100 } }));
    expect(listed.records.map((r) => [r.tenantId, r.attentionStatus])).toEqual([['100010', 1]]);
    // 100004 disabled the demo publisher: its picker shows it greyed, its submit is refused.
    const disabled = expectOk<Page<BizAttention>>(await sj.call(e.publishers, { query: { current: 1, size: 100 } }));
    expect(disabled.records.map((r) => [r.tenantId, r.attentionStatus])).toEqual([['100010', 2]]);
    const sjProject = await db.selectFrom('project').select(['id', 'phase_keys']).where('tenant_id', '=', '100004').executeTakeFirstOrThrow();
    const sjFile = await upload(sj, '图.pdf', TINY_PDF);
    const sjBody = { ...valid(), projectId: sjProject.id, phaseKey: sjProject.phase_keys.split(',')[0], attach: [{ attachId: sjFile.attachId }] };
    expectEnvelopeFailure(await submit(sj, sjBody), 400, '所选单位不是本单位的合作单位或已停用');
    // A partner of another category, and an organisation that is no partner.
    expectEnvelopeFailure(await submit(ss, { ...valid(), teamId: '100008' }), 400, '所选单位不是本单位的合作单位或已停用');
    expectEnvelopeFailure(await submit(ss, { ...valid(), teamId: '100011' }), 400, '所选单位不是本单位的合作单位或已停用');
    // The publisher's agreement lapses: it leaves the list and is refused with its own message.
    const agreements = await db.selectFrom('framework_agreement').select(['id', 'status']).where('tenant_id', '=', '100010').execute();
    await db.updateTable('framework_agreement').set({ status: 2 }).where('tenant_id', '=', '100010').execute();
    try {
      expect(expectOk<Page<BizAttention>>(await ss.call(e.publishers, { query: { current: 1, size: 100 } })).total).toBe(0);
      expectEnvelopeFailure(await submit(ss, valid()), 400, '所选出版单位未签订有效的框架协议');
    } finally {
      for (const a of agreements) await db.updateTable('framework_agreement').set({ status: a.status }).where('id', '=', a.id).execute();
    }
  });

  it.skipIf(skip)('archives, completes and cancels along the machine, each with its button; edits only while pending', async () => {
    const task = expectOk<Publication>(await submit(ss, valid()));
    expectEnvelopeFailure(await status(ss, task.id, ''), 400, '请选择出版状态');
    expectEnvelopeFailure(await status(ss, task.id, 3), 400, '不允许的出版状态变更');
    // Staff hold neither the archive nor the cancel button (managers' only).
    expectEnvelopeFailure(await status(ssStaff, task.id, 2), 403);
    expectEnvelopeFailure(await status(ssStaff, task.id, 4), 403);
    const archived = await status(ss, task.id, 2);
    expect(archived.body.msg).toBe('更新成功');
    expect(expectOk<Publication>(archived).status).toBe(2);
    expectEnvelopeFailure(await submit(ss, { ...valid(), id: task.id }), 400, '只有待出版的任务可以编辑');
    const done = expectOk<Publication>(await status(ss, task.id, 3));
    expect(done).toMatchObject({ status: 3, publishedNum: 6 });
    expect(done.realCompletionTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expectEnvelopeFailure(await status(ss, task.id, 4), 400, '不允许的出版状态变更');
    const other = expectOk<Publication>(await submit(ss, valid()));
    expect(expectOk<Publication>(await status(ss, other.id, 4)).status).toBe(4);
    expectEnvelopeFailure(await status(ss, other.id, 2), 400, '不允许的出版状态变更');
  });

  it.skipIf(skip)("lets the publisher read the tasks sent to it and their file, and only complete them", async () => {
    const task = expectOk<Publication>(await submit(ss, valid()));
    const seen = (await page(cb)).records;
    const mine = seen.find((r) => r.id === task.id)!;
    expect(mine).toMatchObject({ side: 'publisher', tenantId: '100001', teamId: '100010' });
    expect(seen.every((r) => r.teamId === '100010')).toBe(true);
    expect(expectOk<Publication>(await cb.call(e.detail, { query: { id: task.id } })).side).toBe('publisher');
    // Its file: readable by the publisher, not by an organisation the task was not sent to.
    expectOk(await cb.call(uploadEndpoints.ossReadUrl, { query: { key: ossName, purpose: 'download' } }));
    expectEnvelopeFailure(await kj.call(uploadEndpoints.ossReadUrl, { query: { key: ossName, purpose: 'download' } }), 404);
    // Everything but completing is refused.
    expectEnvelopeFailure(await status(cb, task.id, 2), 403, '出版单位只能将出版中的任务标记为完成');
    expectEnvelopeFailure(await status(cb, task.id, 4), 403, '出版单位只能将出版中的任务标记为完成');
    expectEnvelopeFailure(await status(cb, task.id, 3), 400, '不允许的出版状态变更');
    expectEnvelopeFailure(await submit(cb, { ...valid(), id: task.id }), 400, '项目不存在或已删除');
    expectEnvelopeFailure(await cb.call(e.remove, { json: { ids: task.id } }), 400, '出版任务不存在或已删除');
    expectOk(await status(ss, task.id, 2));
    const completed = expectOk<Publication>(await status(cb, task.id, 3));
    expect(completed).toMatchObject({ status: 3, side: 'publisher' });
  });

  it.skipIf(skip)('refuses another organisation everywhere; removes with the remove button only', async () => {
    const task = expectOk<Publication>(await submit(ss, valid()));
    expect((await page(kj)).records.some((r) => r.id === task.id)).toBe(false);
    expectEnvelopeFailure(await kj.call(e.detail, { query: { id: task.id } }), 400, '出版任务不存在或已删除');
    expectEnvelopeFailure(await status(kj, task.id, 2), 400, '出版任务不存在或已删除');
    expectEnvelopeFailure(await submit(kj, { ...valid(), id: task.id }), 400, '项目不存在或已删除');
    expectEnvelopeFailure(await kj.call(e.remove, { json: { ids: task.id } }), 400, '出版任务不存在或已删除');
    expectEnvelopeFailure(await ssStaff.call(e.remove, { json: { ids: task.id } }), 403);
    expectEnvelopeFailure(await ss.call(e.remove, { json: { ids: '' } }), 400, '请选择至少一条数据');
    const removed = await ss.call(e.remove, { json: { ids: task.id, projectId: project.id } });
    expect(removed.body.msg).toBe('删除成功');
    expectEnvelopeFailure(await ss.call(e.detail, { query: { id: task.id } }), 400, '出版任务不存在或已删除');
  });
});
