/**
 * Nothing lost, nothing doubled: submits through a real TCP proxy that breaks the connection before
 * the request, during its body, and after the server committed but before its answer arrived.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { userAdminEndpoints } from '@shared/api/userAdminEndpoints';
import type { BridgeEvent } from '@shared/bridge';
import type { Feedback } from '@shared/domain/feedback';
import { newIdempotencyKey, type OutboxItem } from '@shared/domain/offline';
import { DEMO_PASSWORD, startTestCore, type TestCore } from '../../support/core';
import type { Fault } from '../../support/faultProxy';
import { call, FAST_PROBE, startProxiedServer, waitFor, type ProxiedServer } from '../../support/offline';
import { apiClient, type ApiClient } from '../../support/server';

let ps: ProxiedServer;
let direct: ApiClient;
const cores: TestCore[] = [];
const SAVE = /^POST \S*\/feedback\/save /;

beforeAll(async () => {
  ps = await startProxiedServer();
  direct = apiClient(ps.server.url);
  await direct.login('sj_admin', '100004');
});
afterAll(async () => {
  for (const t of cores) await t.core.dispose();
  await ps?.close();
});
beforeEach(() => ps.proxy.up());

async function signedIn(account = 'sj_admin', tenantId = '100004'): Promise<TestCore> {
  const t = await startTestCore(ps.proxy.url, { env: FAST_PROBE });
  cores.push(t);
  expect(await t.core.bridge.session.loginPassword({ tenantId, username: account, password: DEMO_PASSWORD })).toMatchObject({ ok: true });
  return t;
}

/** How many records with this title the server holds, asked directly (not through the proxy). */
async function recordsTitled(title: string): Promise<number> {
  const page = (await direct.call(endpoints.feedbackList, { query: { size: -1, title } })).body.data as Page<Feedback>;
  return page.records.filter((r) => r.title === title).length;
}

/** A form as the renderer opens it: a key made at opening, the input saved as a draft. */
async function openForm(t: TestCore, formKey: string, input: Record<string, unknown>) {
  const key = newIdempotencyKey();
  expect(await t.core.bridge.drafts.save(formKey, input, key)).toMatchObject({ ok: true });
  return {
    key,
    submit: () => t.core.bridge.outbox.submit(call(endpoints.feedbackSave, undefined, { body: input, idempotencyKey: key }), { formKey, title: `意见反馈：${String(input.title)}` }),
  };
}

const settled = (events: BridgeEvent[], id: string) =>
  waitFor(() => events.find((e): e is Extract<BridgeEvent, { type: 'outbox-settled' }> => e.type === 'outbox-settled' && e.item.id === id)?.item, `outbox entry ${id} to settle`);

describe.each<Fault>(['drop-before-request', 'cut-during-body', 'cut-after-answer'])('a submit whose connection breaks: %s', (fault) => {
  it('is kept pending (not reported saved), sent again when the server is reachable, and exists exactly once; drafts stay intact', async () => {
    const t = await signedIn();
    const title = `${fault} ${Date.now()}`;
    const form = await openForm(t, 'feedback:new', { type: 1, title, opinion: '断线也不能丢' });
    expect(await t.core.bridge.drafts.save('notice:edit:42', { title: '另一张表单的草稿' }, newIdempotencyKey())).toMatchObject({ ok: true });
    const firedBefore = ps.proxy.fired.length;
    ps.proxy.failNext(fault, SAVE);

    const result = await form.submit();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'offline', message: '网络已断开' });
    expect(result.error.outboxId).toBeTruthy();
    expect(ps.proxy.fired.slice(firedBefore)).toEqual([{ fault, request: expect.stringMatching(SAVE) }]);
    // Until the server answers, the draft is the person's input: still there.
    expect(await t.core.bridge.drafts.get('feedback:new')).toMatchObject({ ok: true, data: { idempotencyKey: form.key } });

    const item = await settled(t.events, result.error.outboxId!);
    expect(item).toMatchObject({ status: 'succeeded', message: '新增成功', idempotencyKey: form.key, attempts: 2 });
    expect(await recordsTitled(title)).toBe(1);
    expect(await t.core.bridge.drafts.get('feedback:new')).toEqual({ ok: true, data: null });
    expect(await t.core.bridge.drafts.get('notice:edit:42')).toMatchObject({ ok: true, data: { data: { title: '另一张表单的草稿' } } });

    // The answer stays listed until read.
    expect(await t.core.bridge.outbox.list()).toMatchObject({ ok: true, data: [{ id: item.id, status: 'succeeded' }] });
    expect(await t.core.bridge.outbox.dismiss(item.id)).toEqual({ ok: true, data: null });
    expect(await t.core.bridge.outbox.list()).toEqual({ ok: true, data: [] });
  });
});

describe('sequences of failures', () => {
  it('several forms through every kind of break and an outage: each record exists once, every unsent draft is intact', async () => {
    const t = await signedIn();
    const stamp = Date.now();
    const forms = await Promise.all(['a', 'b', 'c', 'd'].map((n) => openForm(t, `feedback:${n}`, { type: 2, title: `序列${n}-${stamp}` })));
    const untouched = await openForm(t, 'feedback:untouched', { type: 3, title: `未提交-${stamp}` });

    ps.proxy.failNext('drop-before-request', SAVE);
    ps.proxy.failNext('cut-after-answer', SAVE);
    ps.proxy.failNext('cut-during-body', SAVE);
    const results = [];
    for (const form of forms.slice(0, 3)) results.push(await form.submit());
    // Then the server is gone altogether for a while; a fourth submit meets the outage, and so does a double click.
    await ps.proxy.down();
    results.push(await forms[3].submit());
    const twice = await forms[3].submit();
    expect(twice.ok || twice.error.outboxId).toBe(results[3].ok || results[3].error.outboxId);

    const pendingIds = results.map((r) => (r.ok ? null : r.error.outboxId));
    expect(pendingIds.every(Boolean)).toBe(true);
    const listed = (await t.core.bridge.outbox.list()) as { ok: true; data: OutboxItem[] };
    expect(listed.data.filter((i) => i.status === 'pending')).toHaveLength(4);

    await ps.proxy.up();
    for (const id of pendingIds) expect(await settled(t.events, id!)).toMatchObject({ status: 'succeeded' });
    for (const n of ['a', 'b', 'c', 'd']) {
      expect(await recordsTitled(`序列${n}-${stamp}`)).toBe(1);
      expect(await t.core.bridge.drafts.get(`feedback:${n}`)).toEqual({ ok: true, data: null });
    }
    expect(await t.core.bridge.drafts.get('feedback:untouched')).toMatchObject({ ok: true, data: { idempotencyKey: untouched.key } });
    expect(await recordsTitled(`未提交-${stamp}`)).toBe(0);
  });

  it('a retry whose own connection breaks again is still created once', async () => {
    const t = await signedIn();
    const title = `两次断线-${Date.now()}`;
    const form = await openForm(t, 'feedback:new', { type: 1, title });
    ps.proxy.failNext('cut-after-answer', SAVE, 2);
    const result = await form.submit();
    const item = await settled(t.events, (result as { error: { outboxId: string } }).error.outboxId);
    expect(item.status).toBe('succeeded');
    expect(item.attempts).toBe(3);
    expect(await recordsTitled(title)).toBe(1);
  });
});

describe('the person stays in charge of what waits', () => {
  it('a pending submit can be cancelled: nothing is sent, and the draft stays', async () => {
    const t = await signedIn();
    const title = `取消-${Date.now()}`;
    const form = await openForm(t, 'feedback:new', { type: 1, title });
    await ps.proxy.down();
    const result = await form.submit();
    const id = (result as { error: { outboxId: string } }).error.outboxId;
    expect(await t.core.bridge.outbox.dismiss(id)).toMatchObject({ ok: false, error: { message: '提交尚未完成，不能移除' } });
    expect(await t.core.bridge.outbox.cancel(id)).toEqual({ ok: true, data: null });
    expect(await t.core.bridge.outbox.list()).toEqual({ ok: true, data: [] });
    expect(await t.core.bridge.outbox.cancel(id)).toMatchObject({ ok: false, error: { message: '待提交记录不存在或已处理' } });
    await ps.proxy.up();
    await waitFor(async () => (await t.core.bridge.connectivity.state()).online, 'back online');
    expect(await recordsTitled(title)).toBe(0);
    expect(await t.core.bridge.drafts.get('feedback:new')).toMatchObject({ ok: true, data: { data: { title } } });
  });

  it('a submit the server refuses once it is finally sent is listed failed with its message; the draft stays for the form', async () => {
    const t = await signedIn();
    await ps.proxy.down();
    // Input the form would have refused; the server's rules are the last word.
    const form = await openForm(t, 'feedback:new', { type: 1, title: '' });
    const result = await form.submit();
    const id = (result as { error: { outboxId: string } }).error.outboxId;
    await ps.proxy.up();
    const item = await settled(t.events, id);
    expect(item).toMatchObject({ status: 'failed', message: '请填写标题', error: { kind: 'invalid', message: '请填写标题' }, formKey: 'feedback:new' });
    expect(await t.core.bridge.drafts.get('feedback:new')).toMatchObject({ ok: true, data: { idempotencyKey: form.key } });
  });

  it('a refusal because the key is spent (422) keeps the draft under a new key, and a new submit supersedes the refusal', async () => {
    const t = await signedIn();
    const title = `键已用-${Date.now()}`;
    const form = await openForm(t, 'feedback:new', { type: 1, title });
    // The server already holds this key for another request (another device used it).
    expect(await direct.call(endpoints.feedbackSave, { json: { type: 2, title: `另一请求-${title}` }, headers: { 'idempotency-key': form.key } })).toMatchObject({ status: 200 });
    await ps.proxy.down();
    const id = ((await form.submit()) as { error: { outboxId: string } }).error.outboxId;
    await ps.proxy.up();
    expect(await settled(t.events, id)).toMatchObject({ status: 'failed', error: { status: 422, message: '该幂等键已用于内容不同的提交' } });
    const draft = (await t.core.bridge.drafts.get('feedback:new')) as unknown as { ok: true; data: { idempotencyKey: string; data: { title: string } } };
    expect(draft.data.data.title).toBe(title);
    expect(draft.data.idempotencyKey).not.toBe(form.key);

    const again = await t.core.bridge.outbox.submit(call(endpoints.feedbackSave, undefined, { body: { type: 1, title }, idempotencyKey: draft.data.idempotencyKey }), { formKey: 'feedback:new', title });
    expect(again).toMatchObject({ ok: true });
    expect(await t.core.bridge.outbox.list()).toEqual({ ok: true, data: [] });
    expect(await recordsTitled(title)).toBe(1);
  });

  it('answered directly, a submit leaves nothing in the outbox and removes its draft', async () => {
    const t = await signedIn();
    const title = `直接-${Date.now()}`;
    const form = await openForm(t, 'feedback:new', { type: 1, title });
    const result = await form.submit();
    expect(result).toMatchObject({ ok: true, message: '新增成功', data: { title } });
    expect(await t.core.bridge.outbox.list()).toEqual({ ok: true, data: [] });
    expect(await t.core.bridge.drafts.get('feedback:new')).toEqual({ ok: true, data: null });
    // The same key again (a replay after a crash): the server answers the first record, creating none.
    expect(await form.submit()).toMatchObject({ ok: true, data: { title } });
    expect(await recordsTitled(title)).toBe(1);
  });

  it('refuses a submit without a key or with a GET, before anything is stored', async () => {
    const t = await signedIn();
    const meta = { formKey: 'feedback:new', title: '意见反馈' };
    expect(await t.core.bridge.outbox.submit(call(endpoints.feedbackSave, undefined, { body: { type: 1, title: 'x' } }), meta)).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: '提交缺少幂等键' },
    });
    expect(await t.core.bridge.outbox.submit(call(endpoints.feedbackList, undefined, { idempotencyKey: newIdempotencyKey() }), meta)).toMatchObject({
      ok: false,
      error: { message: '仅支持提交 POST、PUT 或 DELETE 请求' },
    });
    expect(await t.core.bridge.outbox.submit(call(endpoints.feedbackSave, undefined, { idempotencyKey: newIdempotencyKey() }), { formKey: 'bad key!', title: 'x' })).toMatchObject({
      ok: false,
      error: { message: '表单标识格式有误' },
    });
    expect(await t.core.bridge.outbox.list()).toEqual({ ok: true, data: [] });
  });

  it('keeps drafts and the outbox to their organisation', async () => {
    const t = await signedIn('multi', '100004');
    await ps.proxy.down();
    const form = await openForm(t, 'feedback:new', { type: 1, title: '' });
    const id = ((await form.submit()) as { error: { outboxId: string } }).error.outboxId;
    await ps.proxy.up();
    await settled(t.events, id);
    const posts = (await t.core.bridge.api.call(call(endpoints.userOrgs))) as { ok: true; data: { tenantId: string; deptId: string; roleId: string }[] };
    const to = async (tenantId: string) => {
      const p = posts.data.find((x) => x.tenantId === tenantId)!;
      expect(await t.core.bridge.session.switchOrg({ tenantId, deptId: p.deptId, roleId: p.roleId })).toMatchObject({ ok: true });
    };
    await to('100006');
    expect(await t.core.bridge.outbox.list()).toEqual({ ok: true, data: [] });
    expect(await t.core.bridge.drafts.get('feedback:new')).toEqual({ ok: true, data: null });
    await to('100004');
    expect(await t.core.bridge.outbox.list()).toMatchObject({ ok: true, data: [{ id, status: 'failed' }] });
    expect(await t.core.bridge.drafts.get('feedback:new')).toMatchObject({ ok: true, data: { idempotencyKey: form.key } });
  });
});

describe('drafts', () => {
  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const t = await signedIn();
    const key = newIdempotencyKey();
    expect(await t.core.bridge.drafts.save('', { a: 1 }, key)).toMatchObject({ ok: false, error: { kind: 'invalid', message: '表单标识格式有误' } });
    expect(await t.core.bridge.drafts.save('feedback:new', [1, 2] as unknown as Record<string, unknown>, key)).toMatchObject({ ok: false, error: { message: '草稿内容格式有误' } });
    expect(await t.core.bridge.drafts.save('feedback:new', { a: 1 }, 'x')).toMatchObject({ ok: false, error: { message: '幂等键格式有误' } });
    expect(await t.core.bridge.drafts.save('feedback:new', { big: 'x'.repeat(1024 * 1024 + 1) }, key)).toMatchObject({ ok: false, error: { message: '草稿内容过大，无法保存' } });
    expect(await t.core.bridge.drafts.get('feedback:new')).toEqual({ ok: true, data: null });
  });

  it('need a session', async () => {
    const t = await startTestCore(ps.proxy.url, { env: FAST_PROBE });
    cores.push(t);
    expect(await t.core.bridge.drafts.get('feedback:new')).toMatchObject({ ok: false, error: { kind: 'auth', message: 'token缺失，请重新登录' } });
  });
});

describe('a submit that carries a secret', () => {
  it('meets an outage without being kept: no outbox entry, and the answer says the network is gone', async () => {
    const t = await signedIn('admin', '000000');
    await ps.proxy.down();
    const body = { account: 'kept_nowhere', password: 'Secret#2026x', password2: 'Secret#2026x', name: '无', realName: '王小二', phone: '13912345678', userType: '1', tenantId: '000000', roleIds: '', deptId: '', postId: '' };
    const result = await t.core.bridge.outbox.submit(call(userAdminEndpoints.submit, undefined, { body, idempotencyKey: newIdempotencyKey() }), { formKey: 'users:new', title: '新增用户' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'offline' } });
    expect(result.ok ? undefined : result.error.outboxId).toBeUndefined();
    expect(await t.core.bridge.outbox.list()).toEqual({ ok: true, data: [] });
    await ps.proxy.up();
  });
});
