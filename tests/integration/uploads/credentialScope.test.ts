/**
 * Issue 20, storage credentials: oss/sts answers upload-only credentials for one key the server
 * chooses, reads go through short-lived addresses the server signs after checking the download
 * permission, and credentials die with the session (sign-out, password change, organisation switch).
 */
import type OSS from 'ali-oss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { StsCredentials } from '@shared/domain/upload';
import { ossClient } from '../../../src/main/services/uploads/ossClient';
import { BACKENDS, DEMO_PASSWORD, apiClient, startTestServer, type ApiClient, type TestServer } from '../../support/server';

describe.each(BACKENDS)('storage credentials are scoped, short-lived and tied to the session ($label)', ({ backend, skip }) => {
  let server: TestServer;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signedIn(username = 'sj_admin', tenantId = '100004'): Promise<ApiClient> {
    const api = apiClient(server.url);
    await api.login(username, tenantId);
    return api;
  }
  async function sts(api: ApiClient, fileName = 'a.zip'): Promise<StsCredentials> {
    const answer = await api.call(uploadEndpoints.ossSts, { query: { fileName } });
    expect(answer.status).toBe(200);
    const c = answer.body.data as StsCredentials;
    // A server before issue 20 named a prefix only (so these tests can show what it allowed).
    return { ...c, key: c.key ?? `${c.prefix}${fileName}` };
  }
  const client = (c: StsCredentials): OSS => ossClient(c);
  /** A finished upload recorded as an attachment, and its key. */
  async function attached(api: ApiClient, name: string, bytes = 'content'): Promise<string> {
    const c = await sts(api, name);
    await client(c).put(c.key, Buffer.from(bytes));
    expect((await api.call(uploadEndpoints.attachSubmit, { json: { originalName: name, ossName: c.key } })).status).toBe(200);
    return c.key;
  }

  it.skipIf(skip)('upload credentials name one fresh key, live 15 minutes, and cannot read, list or touch anything else', async () => {
    const api = await signedIn();
    expect((await api.call(uploadEndpoints.ossSts)).status).toBe(400);
    const other = await attached(api, 'other.pdf', 'someone else’s');
    const c = await sts(api, 'report.pdf');
    expect(c.key).toMatch(/^100004\/\d{8}\/report_\d+\.pdf$/);
    const lifetime = Date.parse(c.expiration) - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    const oss = client(c);
    await oss.put(c.key, Buffer.from('mine'));
    await expect(oss.get(c.key)).rejects.toMatchObject({ code: 'AccessDenied', status: 403 });
    await expect(oss.get(other)).rejects.toMatchObject({ code: 'AccessDenied' });
    await expect(oss.head(other)).rejects.toMatchObject({ status: 403 });
    await expect(oss.put(other, Buffer.from('overwritten'))).rejects.toMatchObject({ code: 'AccessDenied' });
    await expect(oss.delete(other)).rejects.toMatchObject({ code: 'AccessDenied' });
    await expect(oss.list({ prefix: '100004/', 'max-keys': 10 }, {})).rejects.toMatchObject({ status: 403 });
  });

  it.skipIf(skip)('renewal is for the person’s own unfinished upload only; a recorded upload takes no more writes', async () => {
    const api = await signedIn();
    const c = await sts(api, 'renew.zip');
    const renewed = await api.call(uploadEndpoints.ossSts, { query: { key: c.key } });
    expect(renewed).toMatchObject({ status: 200, body: { data: { key: c.key } } });
    // A colleague of the same organisation, and another organisation, get nothing for that key.
    const manager = await signedIn('multi', '100004');
    expect(await manager.call(uploadEndpoints.ossSts, { query: { key: c.key } })).toMatchObject({ status: 404, body: { msg: '上传任务不存在或已完成' } });
    expect((await (await signedIn('yz_admin', '100005')).call(uploadEndpoints.ossSts, { query: { key: c.key } })).status).toBe(404);
    const fresh = renewed.body.data as StsCredentials;
    await client(fresh).put(c.key, Buffer.from('done'));
    expect((await api.call(uploadEndpoints.attachSubmit, { json: { originalName: 'renew.zip', ossName: c.key } })).status).toBe(200);
    await expect(client(fresh).put(c.key, Buffer.from('replaced'))).rejects.toMatchObject({ status: 403 });
    await expect(client(fresh).delete(c.key)).rejects.toMatchObject({ status: 403 });
    expect((await api.call(uploadEndpoints.ossSts, { query: { key: c.key } })).status).toBe(404);
  });

  it.skipIf(skip)('reads: a signed address after the server checks the download permission (暂无下载权限！), for one object, GET only', async () => {
    const api = await signedIn();
    const key = await attached(api, 'plan.pdf', 'the plan');
    const signed = await api.call(uploadEndpoints.ossReadUrl, { query: { key } });
    expect(signed.status).toBe(200);
    const url = new URL(signed.body.data.url as string);
    expect(url.origin).toBe(server.url);
    expect(await (await fetch(url)).text()).toBe('the plan');
    expect((await fetch(url, { method: 'PUT', body: 'x' })).status).toBe(403);
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(403);
    const elsewhere = new URL(url);
    elsewhere.pathname = elsewhere.pathname.replace('plan_', 'other_');
    expect((await fetch(elsewhere)).status).toBe(403);
    // multi is a staff member in 100006, without the download button.
    const staff = await signedIn('multi', '100006');
    const own = await attached(staff, 'staff.pdf');
    expect(await staff.call(uploadEndpoints.ossReadUrl, { query: { key: own } })).toMatchObject({ status: 403, body: { msg: '暂无下载权限！' } });
    // A preview reads images only.
    expect((await api.call(uploadEndpoints.ossReadUrl, { query: { key, purpose: 'preview' } })).status).toBe(400);
  });

  it.skipIf(skip)('signing out ends the session’s credentials and signed addresses at once', async () => {
    const api = await signedIn();
    const key = await attached(api, 'bye.pdf', 'bye');
    const c = await sts(api, 'bye.zip');
    const signed = await api.call(uploadEndpoints.ossReadUrl, { query: { key } });
    await client(c).put(c.key, Buffer.from('before'));
    expect((await api.call(endpoints.logout)).status).toBe(200);
    await expect(client(c).put(c.key, Buffer.from('after'))).rejects.toMatchObject({ code: 'InvalidSecurityToken', status: 403 });
    expect((await fetch(signed.body.data.url as string)).status).toBe(403);
  });

  it.skipIf(skip)('a password change ends the person’s credentials, in every session', async () => {
    const here = await signedIn('kj_admin', '100002');
    const there = await signedIn('kj_admin', '100002');
    const mine = await sts(here, 'pw.zip');
    const theirs = await sts(there, 'pw2.zip');
    const changed = await here.call(personalEndpoints.passwordUpdate, { json: { oldPassword: DEMO_PASSWORD, newPassword: 'Changed2026', newPassword1: 'Changed2026' } });
    expect(changed.status).toBe(200);
    await expect(client(mine).put(mine.key, Buffer.from('x'))).rejects.toMatchObject({ status: 403 });
    await expect(client(theirs).put(theirs.key, Buffer.from('x'))).rejects.toMatchObject({ status: 403 });
    // The session that changed it goes on, and gets new credentials for its upload.
    const again = await here.call(uploadEndpoints.ossSts, { query: { key: mine.key } });
    expect(again.status).toBe(200);
    await client(again.body.data as StsCredentials).put(mine.key, Buffer.from('x'));
  });
});
