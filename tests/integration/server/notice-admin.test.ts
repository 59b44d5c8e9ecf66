import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import type { Notice } from '@shared/domain/notice';
import { openDatabase } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const valid = { category: 1, title: '系统升级通知', content: '<p>周六升级<script>alert(1)</script></p>', status: 1 };

describe.each(BACKENDS)('notice management notice/page, save, update, remove (spec 1 §5, §7) ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let sj: ApiClient;
  let yz: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    [sj, yz] = await signIn(server, 'sj_admin', 'yz_admin');
  });
  afterAll(() => server?.close());

  const page = async (api: ApiClient, query: Record<string, string | number> = {}) => expectOk<Page<Notice>>(await api.call(endpoints.noticePage, { query }));

  it.skipIf(skip)('saves (新增成功, content sanitised), updates (更新成功), filters and reads the detail', async () => {
    const saved = await sj.call(endpoints.noticeSave, { json: valid });
    expect(saved.body.msg).toBe('新增成功');
    const notice = expectOk<Notice>(saved);
    expect(notice.content).toBe('<p>周六升级</p>');
    const updated = await sj.call(endpoints.noticeUpdate, { json: { ...valid, id: notice.id, title: 'ZX公告', status: 0 } });
    expect(updated.body.msg).toBe('更新成功');
    expect(expectOk<Notice>(updated)).toMatchObject({ title: 'ZX公告', status: 0 });
    expect((await page(sj, { title: 'ZX' })).records.map((r) => r.id)).toEqual([notice.id]);
    expect((await page(sj, { title: 'ZX', status: 1 })).total).toBe(0);
    expect(expectOk<Notice>(await sj.call(endpoints.noticeDetail, { query: { id: notice.id } })).title).toBe('ZX公告');
  });

  it.skipIf(skip)('answers each rule with its message', async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, category: '' }, '请选择消息类型'],
      [{ ...valid, title: '' }, '请输入公告标题'],
      [{ ...valid, title: '题'.repeat(31) }, '长度不能超过30个字符'],
      [{ ...valid, content: '' }, '请输入公告内容'],
      [{ ...valid, content: '<p> </p>' }, '请输入公告内容'],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await sj.call(endpoints.noticeSave, { json: body }), 400, message);
  });

  it.skipIf(skip)('keeps formatting but no style attribute, which could cover the whole application', async () => {
    const html = '<p style="position:fixed;inset:0">盖住<strong>全屏</strong></p>';
    expect(expectOk<Notice>(await sj.call(endpoints.noticeSave, { json: { ...valid, content: html } })).content).toBe('<p>盖住<strong>全屏</strong></p>');
  });

  it.skipIf(skip)('notice/update edits only: without an id it adds nothing', async () => {
    const before = (await page(sj, { size: -1 })).total;
    expectEnvelopeFailure(await sj.call(endpoints.noticeUpdate, { json: valid }), 400, '公告不存在或已删除');
    expect((await page(sj, { size: -1 })).total).toBe(before);
  });

  it.skipIf(skip)("never lists, changes or removes another organisation's notice; removes its own with 删除成功", async () => {
    const theirs = (await page(sj, { title: 'ZX' })).records[0];
    expect((await page(yz, { size: -1 })).records.some((r) => r.id === theirs.id)).toBe(false);
    expectEnvelopeFailure(await yz.call(endpoints.noticeUpdate, { json: { ...valid, id: theirs.id } }), 400, '公告不存在或已删除');
    expectEnvelopeFailure(await yz.call(endpoints.noticeRemove, { json: { ids: theirs.id } }), 400, '公告不存在或已删除');
    expectOk(await sj.call(endpoints.noticeRead, { json: { id: theirs.id } }));
    const { db } = openDatabase(server.databaseUrl);
    const reads = () => db.selectFrom('notice_read').select('user_id').where('notice_id', '=', theirs.id).execute();
    expect(await reads()).toHaveLength(1);
    const removed = await sj.call(endpoints.noticeRemove, { json: { ids: theirs.id } });
    expect(removed.body.msg).toBe('删除成功');
    expect(await reads()).toEqual([]);
    await db.destroy();
    expect((await page(sj, { title: 'ZX' })).total).toBe(0);
  });
});
