import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import type { Feedback } from '@shared/domain/feedback';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let counter = 0;
const newKey = () => `test-key-${Date.now()}-${++counter}`;

describe.each(BACKENDS)('Idempotency-Key on writes ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let sj: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend, env: { CEM_IDEMPOTENCY_TTL: '2' } });
    [sj] = await signIn(server, 'sj_admin');
  });
  afterAll(() => server?.close());

  const save = (api: ApiClient, body: unknown, key?: string) =>
    api.call(endpoints.feedbackSave, { json: body, headers: key ? { 'idempotency-key': key } : {} });
  const countTitled = async (api: ApiClient, title: string) =>
    expectOk<Page<Feedback>>(await api.call(endpoints.feedbackList, { query: { size: -1, title } })).records.filter((r) => r.title === title).length;

  it.skipIf(skip)('a repeated key returns the first answer, marked replayed, and creates one record', async () => {
    const key = newKey();
    const body = { type: 1, title: `幂等-${key}` };
    const first = await save(sj, body, key);
    const created = expectOk<Feedback>(first);
    const again = await save(sj, { title: body.title, type: 1 }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(created.id).toBe((again.body.data as Feedback).id);
    expect(await countTitled(sj, body.title)).toBe(1);
  });

  it.skipIf(skip)('marks a replay with Idempotent-Replayed: true, and only a replay', async () => {
    const key = newKey();
    const url = new URL(sj.path('system', 'feedback/save'), server.url);
    const headers = {
      authorization: `Basic ${Buffer.from('cem-desktop:cem-desktop-secret').toString('base64')}`,
      'blade-auth': `bearer ${sj.session.accessToken}`,
      'tenant-id': '100004',
      'content-type': 'application/json',
      'idempotency-key': key,
    };
    const body = JSON.stringify({ type: 2, title: `标记-${key}` });
    const first = await fetch(url, { method: 'POST', headers, body });
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await fetch(url, { method: 'POST', headers, body });
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
  });

  it.skipIf(skip)('the same key with a different body is 422 and creates nothing', async () => {
    const key = newKey();
    expectOk(await save(sj, { type: 1, title: `原始-${key}` }, key));
    expectEnvelopeFailure(await save(sj, { type: 1, title: `改动-${key}` }, key), 422, '该幂等键已用于内容不同的提交');
    expect(await countTitled(sj, `改动-${key}`)).toBe(0);
  });

  it.skipIf(skip)('a refused request is not stored: the corrected request may use the same key', async () => {
    const key = newKey();
    expectEnvelopeFailure(await save(sj, { type: 1, title: '' }, key), 400, '请填写标题');
    expectOk(await save(sj, { type: 1, title: `更正-${key}` }, key));
    expect(await countTitled(sj, `更正-${key}`)).toBe(1);
  });

  it.skipIf(skip)('keys are per organisation and person: the same key elsewhere is another request', async () => {
    const key = newKey();
    const yz = apiClient(server.url);
    await yz.login('yz_admin', '100005');
    expectOk(await save(sj, { type: 1, title: `共享键-${key}` }, key));
    const theirs = expectOk<Feedback>(await save(yz, { type: 1, title: `共享键-${key}` }, key));
    expect(await countTitled(yz, `共享键-${key}`)).toBe(1);
    expect(theirs.createUserName).not.toBe('');
  });

  it.skipIf(skip)('concurrent repeats of one key create one record; the others are replays or 409 相同的提交正在处理中', async () => {
    const key = newKey();
    const body = { type: 1, title: `并发-${key}` };
    const answers = await Promise.all(Array.from({ length: 12 }, () => save(sj, body, key)));
    for (const a of answers) {
      if (a.status === 409) expectEnvelopeFailure(a, 409, '相同的提交正在处理中，请稍后再试');
      else expectOk(a);
    }
    expect(await countTitled(sj, body.title)).toBe(1);
  });

  it.skipIf(skip)('a malformed key is refused with 400 幂等键格式有误', async () => {
    expectEnvelopeFailure(await save(sj, { type: 1, title: 'x' }, 'short'), 400, '幂等键格式有误');
    expectEnvelopeFailure(await save(sj, { type: 1, title: 'x' }, 'has spaces in it'), 400, '幂等键格式有误');
  });

  it.skipIf(skip)('is ignored on GET and on oauth/token (a token answer is never replayed)', async () => {
    const key = newKey();
    expectOk(await sj.call(endpoints.feedbackList, { headers: { 'idempotency-key': key } }));
    const api = apiClient(server.url);
    const form = { grant_type: 'password', tenant_id: '100004', username: 'sj_admin', password: process.env.CEM_DEMO_PASSWORD || 'Cem@2026' };
    const a = await api.token(form, { headers: { 'idempotency-key': key } });
    const b = await api.token(form, { headers: { 'idempotency-key': key } });
    expect(a.body.access_token).not.toBe(b.body.access_token);
  });

  it.skipIf(skip)('applies to DELETE too: a repeated remove answers its first success', async () => {
    const created = expectOk<Feedback>(await save(sj, { type: 3, title: `删除-${newKey()}` }));
    const key = newKey();
    const remove = () => sj.call(endpoints.feedbackRemove, { query: { ids: created.id }, headers: { 'idempotency-key': key } });
    expect((await remove()).body.msg).toBe('删除成功');
    // Without the key the second remove would be refused (the record is gone); with it, the first answer comes back.
    expect((await remove()).body.msg).toBe('删除成功');
    expectEnvelopeFailure(await sj.call(endpoints.feedbackRemove, { query: { ids: created.id } }), 400, '反馈不存在或已删除');
  });

  it.skipIf(skip)('an expired key (lifetime 2 s here, 24 h by default) is purged and may be used afresh', async () => {
    const key = newKey();
    expectOk(await save(sj, { type: 1, title: `过期前-${key}` }, key));
    await sleep(3100);
    // Another keyed request sweeps the expired ones; the old key then starts a new request.
    expectOk(await save(sj, { type: 1, title: `清理-${key}` }, newKey()));
    expectOk(await save(sj, { type: 1, title: `过期后-${key}` }, key));
    expect(await countTitled(sj, `过期后-${key}`)).toBe(1);
    if (backend === 'sqlite') {
      const db = new BetterSqlite3(join(server.dataDir, 'server.sqlite'), { readonly: true });
      const rows = db.prepare("SELECT count(*) AS n FROM idempotency_key WHERE create_time < datetime('now', 'localtime', '-3 seconds')").get() as { n: number };
      db.close();
      expect(rows.n).toBe(0);
    }
  });

  // SQLite only: the test holds a first request "in flight" by editing the server's database file.
  it.skipIf(skip || backend !== 'sqlite')('a repeat while the first is still being handled is 409 (SQLite: first request held in flight through the file)', async () => {
    const key = newKey();
    const body = { type: 1, title: `处理中-${key}` };
    // Claim the key as the server does when a first request starts, and hold it there.
    expectOk(await save(sj, body, key));
    const db = new BetterSqlite3(join(server.dataDir, 'server.sqlite'));
    db.prepare('UPDATE idempotency_key SET status = NULL, body = NULL WHERE idem_key = ?').run(key);
    try {
      expectEnvelopeFailure(await save(sj, body, key), 409, '相同的提交正在处理中，请稍后再试');
      expectEnvelopeFailure(await save(sj, { ...body, title: '别的' }, key), 422);
    } finally {
      db.close();
    }
    expect(await countTitled(sj, body.title)).toBe(1);
  });
});
