import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { feedbackEndpoints } from '@shared/api/feedbackEndpoints';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { Feedback } from '@shared/domain/feedback';
import { nameOfLink, splitLinks, type PutFileResult } from '@shared/domain/upload';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const valid = { type: 1, title: '希望支持批量导出', require: '合同列表导出 Excel', opinion: '每月对账要用', phone: '13800000004' };

describe.each(BACKENDS)('feedback (spec 1 §5, §7) ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let sj: ApiClient;
  let yz: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    [sj, yz] = await signIn(server, 'sj_admin', 'yz_admin');
  });
  afterAll(() => server?.close());

  const save = (api: ApiClient, body: unknown) => api.call(endpoints.feedbackSave, { json: body });
  const list = async (api: ApiClient, query: Record<string, string | number> = {}) => expectOk<Page<Feedback>>(await api.call(endpoints.feedbackList, { query }));

  it.skipIf(skip)('saves a feedback with 新增成功 and lists it for its organisation, newest first', async () => {
    const answer = await save(sj, valid);
    expect(answer.body.msg).toBe('新增成功');
    const created = expectOk<Feedback>(answer);
    expect(created).toMatchObject({ ...valid, status: 0, statusName: '待处理', file: '', remark: '' });
    expect(created.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(created.createUserName).not.toBe('');
    await save(sj, { ...valid, title: '第二条', type: '2' });
    const page = await list(sj, { current: 1, size: 10 });
    expect(page.records.map((r) => r.title).slice(0, 2)).toEqual(['第二条', valid.title]);
    expect(page.records[0].type).toBe(2);
  });

  it.skipIf(skip)('refuses input against the spec rules with their messages and creates nothing', async () => {
    const before = (await list(sj, { size: -1 })).total;
    const cases: [unknown, string | RegExp][] = [
      [{ ...valid, type: undefined }, '请选择提交类型'],
      [{ ...valid, type: '' }, '请选择提交类型'],
      [{ ...valid, type: 4 }, '请选择提交类型'],
      [{ ...valid, title: '' }, '请填写标题'],
      [{ ...valid, title: '   ' }, '请填写标题'],
      [{ ...valid, title: 'x'.repeat(51) }, '长度不能超过50个字符'],
      [{ ...valid, require: '需'.repeat(501) }, '长度不能超过500个字符'],
      [{ ...valid, opinion: '意'.repeat(501) }, '长度不能超过500个字符'],
      [{ ...valid, phone: '12345' }, '联系人电话格式有误'],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await save(sj, body), 400, message);
    expect((await list(sj, { size: -1 })).total).toBe(before);
  });

  it.skipIf(skip)('accepts the limits exactly, a landline and no phone at all', async () => {
    expectOk(await save(sj, { type: 3, title: 'x'.repeat(50), require: '需'.repeat(500), opinion: '意'.repeat(500), phone: '010-12345678' }));
    expectOk(await save(sj, { type: 3, title: '无电话' }));
  });

  it.skipIf(skip)('filters by type, status and title keyword, and pages', async () => {
    // The organisation holds feedback of all three types by now, so a filter that ignored the type
    // would list the others too; an empty answer would miss the expected titles.
    const all = (await list(sj, { size: -1 })).records;
    expect(new Set(all.map((r) => r.type))).toEqual(new Set([1, 2, 3]));
    const titlesOf = async (type: number) => (await list(sj, { type, size: -1 })).records.map((r) => r.title);
    expect(await titlesOf(2)).toEqual(['第二条']);
    expect(await titlesOf(3)).toEqual(['无电话', 'x'.repeat(50)]);
    expect(await titlesOf(1)).toEqual([valid.title]);
    expect((await list(sj, { title: '第二' })).records.map((r) => r.title)).toEqual(['第二条']);
    expect((await list(sj, { status: 3 })).total).toBe(0);
    const one = await list(sj, { current: 2, size: 1 });
    expect(one.records).toHaveLength(1);
    expect(one.pages).toBe(one.total);
  });

  it.skipIf(skip)('keeps the attachment links (file) it was given, in the list and the detail', async () => {
    // A real put-file of the feedback kind: its rules hold on the server too.
    const put = async (name: string, bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const res = await fetch(`${server.url}${sj.path('resource', uploadEndpoints.putFile.path)}?kind=feedback`, {
        method: 'POST',
        headers: { authorization: 'Basic Y2VtLWRlc2t0b3A6Y2VtLWRlc2t0b3Atc2VjcmV0', 'blade-auth': `bearer ${sj.session.accessToken}`, 'tenant-id': '100004' },
        body: form,
      });
      return (await res.json()) as { code: number; msg: string; data: PutFileResult };
    };
    expect(await put('日志.txt', Buffer.from('log'))).toMatchObject({ code: 400, msg: '上传文件类型不符!' });
    const uploaded = await put('导出报错.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(uploaded.code).toBe(200);
    const file = `${uploaded.data.link},https://oss.example.com/cem/100004/%E6%88%AA%E5%9B%BE_1767225600000.png`;

    const saved = expectOk<Feedback>(await save(sj, { ...valid, title: '带附件的反馈', file }));
    expect(saved.file).toBe(file);
    const listed = (await list(sj, { title: '带附件', size: -1 })).records;
    expect(listed.map((r) => [r.id, r.file])).toEqual([[saved.id, file]]);
    expect(expectOk<Feedback>(await sj.call(feedbackEndpoints.feedbackDetail, { query: { id: saved.id } })).file).toBe(file);
    expect(nameOfLink(splitLinks(listed[0].file)[0])).toBe('导出报错.pdf');

    // Only links: anything else is refused with its message, and so is more than 2000 characters.
    expectEnvelopeFailure(await save(sj, { ...valid, file: 'javascript:alert(1)' }), 400, '附件地址有误');
    expectEnvelopeFailure(await save(sj, { ...valid, file: `${file},${'x'.repeat(2000)}` }), 400, '长度不能超过2000个字符');
  });

  it.skipIf(skip)("never lists or removes another organisation's feedback", async () => {
    const mine = expectOk<Feedback>(await save(yz, { type: 1, title: '业主单位的反馈' }));
    expect((await list(sj, { size: -1 })).records.some((r) => r.id === mine.id)).toBe(false);
    const theirs = (await list(sj, { size: -1 })).records[0];
    // An id of another organisation, alone or among one's own, removes nothing.
    expectEnvelopeFailure(await yz.call(endpoints.feedbackRemove, { query: { ids: theirs.id } }), 400, '反馈不存在或已删除');
    expectEnvelopeFailure(await yz.call(endpoints.feedbackRemove, { query: { ids: `${mine.id},${theirs.id}` } }), 400, '反馈不存在或已删除');
    expect((await list(sj, { size: -1 })).records.some((r) => r.id === theirs.id)).toBe(true);
    expect((await list(yz, { size: -1 })).records.some((r) => r.id === mine.id)).toBe(true);
  });

  it.skipIf(skip)('removes its own by ids with 删除成功; none selected is 请选择至少一条数据', async () => {
    const all = (await list(sj, { size: -1 })).records;
    const ids = all.slice(0, 2).map((r) => r.id);
    const answer = await sj.call(endpoints.feedbackRemove, { query: { ids: ids.join(',') } });
    expect(answer.body.msg).toBe('删除成功');
    expectOk(answer);
    expect((await list(sj, { size: -1 })).total).toBe(all.length - 2);
    expectEnvelopeFailure(await sj.call(endpoints.feedbackRemove, { query: { ids: '' } }), 400, '请选择至少一条数据');
    expectEnvelopeFailure(await sj.call(endpoints.feedbackRemove), 400, '请选择至少一条数据');
    expectEnvelopeFailure(await sj.call(endpoints.feedbackRemove, { query: { ids: 'abc' } }), 400, '反馈编号格式有误');
  });

  it.skipIf(skip)('needs a session', async () => {
    expectEnvelopeFailure(await apiClient(server.url).call(endpoints.feedbackList), 401, 'token缺失，请重新登录');
  });
});
