import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { NOTICE_ID_MESSAGES, NOTICE_MESSAGES, type Notice } from '@shared/domain/notice';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

describe.each(BACKENDS)('message centre: notice/list read filter, notice/detail decoding (spec 1 §7) ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let sj: ApiClient;
  let kj: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [sj, kj] = await signIn(server, 'sj_admin', 'kj_admin');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const list = async (api: ApiClient, query: Record<string, string | number>) => expectOk<Page<Notice>>(await api.call(endpoints.noticeList, { query }));
  const unread = async (api: ApiClient) => expectOk<number>(await api.call(endpoints.noticeUnreadCount));

  it.skipIf(skip)('lists the open notices read or unread, and reading one moves it and lowers the badge', async () => {
    const open = await list(sj, { status: 1, size: -1 });
    expect(open.records.every((n) => n.status === 1)).toBe(true);
    const unreadOnes = await list(sj, { status: 1, isRead: 0, size: -1 });
    const readOnes = await list(sj, { status: 1, isRead: 1, size: -1 });
    expect(unreadOnes.total + readOnes.total).toBe(open.total);
    expect(unreadOnes.records.every((n) => n.isRead === 0)).toBe(true);
    expect(readOnes.records.every((n) => n.isRead === 1)).toBe(true);
    expect(unreadOnes.total).toBe(await unread(sj));

    const target = unreadOnes.records[0];
    expectOk(await sj.call(endpoints.noticeRead, { json: { id: target.id } }));
    expect((await list(sj, { status: 1, isRead: 0, size: -1 })).records.some((n) => n.id === target.id)).toBe(false);
    expect((await list(sj, { status: 1, isRead: 1, size: -1 })).records.some((n) => n.id === target.id)).toBe(true);
    expect(await unread(sj)).toBe(unreadOnes.total - 1);
  });

  it.skipIf(skip)("cannot mark another organisation's notice as read", async () => {
    const theirs = (await list(sj, { status: 1, size: -1 })).records[0];
    const kjUnread = await unread(kj);
    expectEnvelopeFailure(await kj.call(endpoints.noticeRead, { json: { id: theirs.id } }), 400, NOTICE_ID_MESSAGES.unknown);
    const reader = await db.selectFrom('app_user').select('id').where('account', '=', 'kj_admin').executeTakeFirstOrThrow();
    expect(await db.selectFrom('notice_read').select('notice_id').where('notice_id', '=', theirs.id).where('user_id', '=', reader.id).execute()).toEqual([]);
    expect(await unread(kj)).toBe(kjUnread);
  });

  it.skipIf(skip)('pages the filtered list', async () => {
    for (let i = 0; i < 3; i++) expectOk(await sj.call(endpoints.noticeSave, { json: { category: 1, title: `分页公告${i}`, content: '<p>正文</p>', status: 1 } }));
    const all = await list(sj, { status: 1, isRead: 0, size: -1 });
    const first = await list(sj, { status: 1, isRead: 0, current: 1, size: 2 });
    const second = await list(sj, { status: 1, isRead: 0, current: 2, size: 2 });
    expect(first.total).toBe(all.total);
    expect(first.records).toHaveLength(2);
    expect([...first.records, ...second.records].map((n) => n.id)).toEqual(all.records.slice(0, 4).map((n) => n.id));
  });

  it.skipIf(skip)('refuses a read filter that is not 0 or 1 with its message', async () => {
    expectEnvelopeFailure(await sj.call(endpoints.noticeList, { query: { isRead: 2 } }), 400, NOTICE_MESSAGES.readFormat);
    expectEnvelopeFailure(await sj.call(endpoints.noticeList, { query: { isRead: 'x' } }), 400, NOTICE_MESSAGES.readFormat);
  });

  it.skipIf(skip)('stores a URL-encoded body decoded and sanitised; detail decodes an encoded row and survives a malformed escape', async () => {
    const encoded = encodeURIComponent('<p>编码的正文 50%<img src=x onerror="alert(1)"></p>');
    const saved = expectOk<Notice>(await sj.call(endpoints.noticeSave, { json: { category: 1, title: '编码公告', content: encoded, status: 1 } }));
    const detail = expectOk<Notice>(await sj.call(endpoints.noticeDetail, { query: { id: saved.id } }));
    // Every % is answered as &#37; (one representation: a decoding client changes nothing; a browser shows %).
    expect(detail.content).toBe('<p>编码的正文 50&#37;<img src="x" /></p>');

    // A row stored encoded (by an older client) is decoded and cleaned when read.
    await db.updateTable('notice').set({ content: encodeURIComponent('<p>旧数据<script>alert(1)</script></p>') }).where('id', '=', saved.id).execute();
    expect(expectOk<Notice>(await sj.call(endpoints.noticeDetail, { query: { id: saved.id } })).content).toBe('<p>旧数据</p>');

    await db.updateTable('notice').set({ content: '%E4%B8%AD%E6%' }).where('id', '=', saved.id).execute();
    expect(expectOk<Notice>(await sj.call(endpoints.noticeDetail, { query: { id: saved.id } })).content).toBe('&#37;E4&#37;B8&#37;AD&#37;E6&#37;');

    // Plain HTML that happens to hold an escape-like text is not decoded.
    await db.updateTable('notice').set({ content: '<p>折扣%20以内</p>' }).where('id', '=', saved.id).execute();
    expect(expectOk<Notice>(await sj.call(endpoints.noticeDetail, { query: { id: saved.id } })).content).toBe('<p>折扣&#37;20以内</p>');
  });

  it.skipIf(skip)("never lists another organisation's notices in either filter", async () => {
    const mine = new Set((await list(sj, { size: -1 })).records.map((n) => n.id));
    for (const isRead of [0, 1]) expect((await list(kj, { isRead, size: -1 })).records.some((n) => mine.has(n.id))).toBe(false);
    const theirs = (await list(kj, { size: -1 })).records[0];
    expectEnvelopeFailure(await sj.call(endpoints.noticeDetail, { query: { id: theirs.id } }), 400, NOTICE_ID_MESSAGES.unknown);
  });
});
