import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@shared/api/endpoints';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { startServer } from '../../../src/server';
import { parseStoredSession } from '../../../src/main/services/session/storedSession';
import { DEMO_PASSWORD, startTestCore, tempDir } from '../../support/core';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const call = <P, R>(e: Endpoint<P, R>, query?: Record<string, unknown>) => ({ module: e.module, path: e.path, method: e.method, query });

let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  // Access tokens live 2 seconds here, so expiry can be provoked without waiting half an hour.
  server = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on', CEM_ACCESS_TOKEN_TTL: '2' }, log: () => {} });
});
afterAll(() => server?.close());

describe('signing in through the core', () => {
  it('with a password gives the person, never a token', async () => {
    const { core } = await startTestCore(server.url);
    const r = await core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.user).toMatchObject({ tenantId: '100004', account: 'sj_admin', orgCategory: 'sj', bizType: 2 });
    expect(r.data.user!.realName).not.toBe('');
    expect(JSON.stringify(r.data)).not.toMatch(/token/i);
    const info = await core.bridge.api.call(call(endpoints.userInfo));
    expect(info).toMatchObject({ ok: true, data: { account: 'sj_admin', tenantId: '100004' } });
  });

  it('with a wrong password answers the server message and keeps nobody signed in', async () => {
    const { core } = await startTestCore(server.url);
    const r = await core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: 'wrong-password' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid', message: '账号或密码错误' } });
    expect((await core.bridge.session.state()).user).toBeNull();
  });

  it('refuses malformed input before calling the server', async () => {
    const t = await startTestCore(server.url);
    const r = await t.core.bridge.session.loginPassword({ tenantId: '12', username: 'x', password: 'y' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid', message: '租户编号格式有误' } });
    const sms = await t.core.bridge.session.sendSmsCode('12345');
    expect(sms).toMatchObject({ ok: false, error: { message: '手机号码格式有误' } });
    expect(t.requests).toEqual([]);
  });

  it('without a session answers token缺失，请重新登录', async () => {
    const { core } = await startTestCore(server.url);
    expect(await core.bridge.api.call(call(endpoints.userInfo))).toMatchObject({ ok: false, error: { kind: 'auth', message: 'token缺失，请重新登录' } });
  });

  it('refuses calls that would leave the API', async () => {
    const { core } = await startTestCore(server.url);
    await core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
    for (const path of ['../../etc/passwd', 'http://evil.example/x', 'a/../b', '']) {
      expect(await core.bridge.api.call({ module: 'system', path })).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    }
  });
});

describe('token expiry', () => {
  it('50 concurrent requests caught by one expiry cause exactly one refresh, and all succeed', async () => {
    const t = await startTestCore(server.url);
    await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
    await sleep(2500);
    t.requests.length = 0;
    const results = await Promise.all(Array.from({ length: 50 }, () => t.core.bridge.api.call(call(endpoints.dictionary, { code: 'htzt' }))));
    expect(results.filter((r) => r.ok)).toHaveLength(50);
    expect(t.requests.filter((r) => r.endsWith('refresh_token'))).toHaveLength(1);
    expect(t.events.some((e) => e.type === 'session-ended')).toBe(false);
  });

  it('a refresh the server refuses ends the session and tells the renderer', async () => {
    const t = await startTestCore(server.url);
    await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
    // Someone else spends the refresh token (as a thief would): the core's copy is now stale.
    const stored = parseStoredSession(await t.secrets.get(`session@${new URL(server.url).origin}`))!;
    const stolen = await fetch(`${server.url}/api/cem-ops-auth/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('cem-desktop:cem-desktop-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded', 'tenant-id': '100004' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: stored.refreshToken }),
    });
    expect(stolen.status).toBe(200);
    await sleep(2500);
    const r = await t.core.bridge.api.call(call(endpoints.userInfo));
    expect(r).toMatchObject({ ok: false, error: { kind: 'auth' } });
    expect(t.events).toContainEqual({ type: 'session-ended', reason: 'expired' });
    expect((await t.core.bridge.session.state()).user).toBeNull();
    expect(await t.secrets.get(`session@${new URL(server.url).origin}`)).toBeNull();
  });

  it('is renewed proactively on the timer, without any request failing', async () => {
    const t = await startTestCore(server.url, { env: { CEM_PROACTIVE_REFRESH_MS: '700' } });
    await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
    await sleep(3000);
    expect(t.requests.filter((r) => r.endsWith('refresh_token')).length).toBeGreaterThanOrEqual(2);
    expect(await t.core.bridge.api.call(call(endpoints.userInfo))).toMatchObject({ ok: true });
    expect(t.requests.filter((r) => r.includes('user-info'))).toHaveLength(1);
    t.core.dispose();
  });
});

describe('switching organisation', () => {
  it('to a JOINED organisation gives a session there; to a LOCK one is refused', async () => {
    const { core } = await startTestCore(server.url);
    await core.bridge.session.loginPassword({ tenantId: '100004', username: 'multi', password: DEMO_PASSWORD });
    const orgs = await core.bridge.api.call(call(endpoints.userOrgs));
    expect(orgs.ok).toBe(true);
    const posts = (orgs as { data: { tenantId: string; deptId: string; roleId: string; joinStatus: string }[] }).data;
    const pt = posts.find((p) => p.tenantId === '100006')!;
    const yz = posts.find((p) => p.tenantId === '100005')!;
    expect(pt.joinStatus).toBe('JOINED');
    expect(yz.joinStatus).toBe('LOCK');

    const locked = await core.bridge.session.switchOrg({ tenantId: yz.tenantId, deptId: yz.deptId, roleId: yz.roleId });
    expect(locked).toMatchObject({ ok: false, error: { message: '您在该组织的状态不可切换，请联系管理员' } });
    expect((await core.bridge.session.state()).user!.tenantId).toBe('100004');

    const switched = await core.bridge.session.switchOrg({ tenantId: pt.tenantId, deptId: pt.deptId, roleId: pt.roleId });
    expect(switched).toMatchObject({ ok: true, data: { user: { tenantId: '100006', orgCategory: 'pt' } } });
    expect(await core.bridge.api.call(call(endpoints.userInfo))).toMatchObject({ ok: true, data: { tenantId: '100006' } });
  });
});

describe('reloading the session', () => {
  it('keeps the post and shows a name saved in the personal centre', async () => {
    const { core } = await startTestCore(server.url);
    await core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
    const profile = {
      avatar: '', realName: '张明远博士', cardNo: '11010519491231002X', sex: '1', areaCode: '310101', addr: '', birthday: '1985-06-01',
      educational: '4', degree: '2', university: '同济大学', major: '建筑学', position: '院长', email: '', wechat: '', qq: '', resume: '',
    };
    const e = personalEndpoints.profileUpdate;
    expect(await core.bridge.api.call({ module: e.module, path: e.path, method: e.method, body: profile })).toMatchObject({ ok: true });
    const before = (await core.bridge.session.state()).user!;
    expect(before.realName).toBe('张明远');

    const reloaded = await core.bridge.session.reload();
    expect(reloaded).toMatchObject({ ok: true, data: { user: { realName: '张明远博士', tenantId: before.tenantId, deptId: before.deptId, roleId: before.roleId } } });
    expect((await core.bridge.session.state()).user!.realName).toBe('张明远博士');
  });

  it('without a session answers the missing-token message', async () => {
    const { core } = await startTestCore(server.url);
    expect(await core.bridge.session.reload()).toMatchObject({ ok: false, error: { kind: 'auth' } });
  });
});

describe('signing out', () => {
  it('revokes the session on the server and forgets it here', async () => {
    const t = await startTestCore(server.url);
    await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
    const stored = parseStoredSession(await t.secrets.get(`session@${new URL(server.url).origin}`))!;
    expect(await t.core.bridge.session.logout()).toEqual({ ok: true, data: null });
    expect((await t.core.bridge.session.state()).user).toBeNull();
    expect(await t.secrets.get(`session@${new URL(server.url).origin}`)).toBeNull();
    expect(t.events).toContainEqual({ type: 'session-ended', reason: 'logout' });
    const old = await fetch(`${server.url}/api/cem-ops-auth/oauth/user-info`, {
      headers: { authorization: `Basic ${Buffer.from('cem-desktop:cem-desktop-secret').toString('base64')}`, 'blade-auth': `bearer ${stored.accessToken}`, 'tenant-id': '100004' },
    });
    expect(old.status).toBe(401);
  });

  it('still signs out locally when the server cannot be reached', async () => {
    const own = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on' }, log: () => {} });
    const t = await startTestCore(own.url);
    await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
    await own.close();
    expect(await t.core.bridge.api.call(call(endpoints.userInfo))).toMatchObject({ ok: false, error: { kind: 'offline', message: '网络已断开' } });
    expect((await t.core.bridge.session.state()).user).not.toBeNull();
    expect(await t.core.bridge.session.logout()).toEqual({ ok: true, data: null });
    expect((await t.core.bridge.session.state()).user).toBeNull();
  });
});

describe('a restart', () => {
  it('brings the session back from the secret store', async () => {
    const first = await startTestCore(server.url);
    await first.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
    const second = await startTestCore(server.url, { secrets: first.secrets });
    expect((await second.core.bridge.session.state()).user).toMatchObject({ account: 'sj_admin' });
    expect(await second.core.bridge.api.call(call(endpoints.userInfo))).toMatchObject({ ok: true });
  });
});
