import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import { settingEndpoints } from '@shared/api/settingEndpoints';
import { SETTING_MESSAGES, type SystemSettings } from '@shared/domain/systemSettings';
import { RULE_MESSAGES } from '@shared/domain/rules';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const valid: SystemSettings = {
  'sys-logo': 'https://oss.example.com/cem/logo.png',
  'service-tel': '400-820-2027',
  'service-email': 'help@cem.example.com',
  'service-phone': '13900000001',
  copyright: '© 2026 筑联',
  beianhao: '京公网安备11010502030001号',
  icp_num: '京ICP备2026000001号-1',
  security_registration_number: 'SR-2026-001',
  app_download_url: 'https://download.example.com/cem/v2',
  avatar_audit: '1',
};

describe.each(BACKENDS)('system settings setting/detail, setting/submit (spec 1 §3, §5) ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let admin: ApiClient;
  let sj: ApiClient;
  let kj: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    [admin, sj, kj] = await signIn(server, 'admin', 'sj_admin', 'kj_admin');
  });
  afterAll(() => server?.close());

  const submit = (api: ApiClient, body: unknown) => api.call(settingEndpoints.settingSubmit, { json: body });

  it.skipIf(skip)('reads the settings and saves them with 更新成功; setting/public follows for everyone', async () => {
    const before = expectOk<SystemSettings>(await admin.call(settingEndpoints.settingDetail));
    expect(before.app_download_url).toBe('https://download.example.com/cem/app');
    const saved = await submit(admin, valid);
    expect(saved.body.msg).toBe('更新成功');
    expect(expectOk<SystemSettings>(saved)).toEqual(valid);
    expect(expectOk<SystemSettings>(await admin.call(settingEndpoints.settingDetail))).toEqual(valid);
    expect(expectOk<SystemSettings>(await kj.call(endpoints.systemSettings))).toMatchObject({ app_download_url: valid.app_download_url, copyright: valid.copyright, icp_num: valid.icp_num });
    // A visitor (no session) reads the footer's keys and nothing else.
    expect(expectOk(await apiClient(server.url).call(settingEndpoints.settingFooter))).toEqual({ copyright: valid.copyright, beianhao: valid.beianhao, icp_num: valid.icp_num });
  });

  it.skipIf(skip)('refuses each rule with its message and changes nothing', async () => {
    const cases: [Partial<Record<keyof SystemSettings, string>>, string][] = [
      [{ 'sys-logo': '' }, SETTING_MESSAGES.settingLogoRequired],
      [{ 'sys-logo': undefined }, SETTING_MESSAGES.settingLogoRequired],
      [{ 'sys-logo': 'https://oss.example.com/cem/logo.gif' }, '上传文件类型不符'],
      [{ 'service-email': 'not-an-email' }, RULE_MESSAGES.emailFormat],
      [{ 'service-phone': '12345' }, RULE_MESSAGES.mobileFormat],
      [{ copyright: '版'.repeat(51) }, '长度不能超过50个字符'],
      [{ beianhao: 'x'.repeat(31) }, '长度不能超过30个字符'],
      [{ icp_num: 'x'.repeat(31) }, '长度不能超过30个字符'],
      [{ security_registration_number: 'x'.repeat(31) }, '长度不能超过30个字符'],
      [{ app_download_url: 'ftp://download.example.com' }, SETTING_MESSAGES.settingDownloadUrl],
      [{ app_download_url: 'download.example.com' }, SETTING_MESSAGES.settingDownloadUrl],
      [{ avatar_audit: '2' }, SETTING_MESSAGES.settingAvatarAudit],
    ];
    for (const [change, message] of cases) expectEnvelopeFailure(await submit(admin, { ...valid, ...change, app_download_url: change.app_download_url ?? 'https://changed.example.com' }), 400, message);
    expect(expectOk<SystemSettings>(await admin.call(settingEndpoints.settingDetail))).toEqual(valid);
  });

  it.skipIf(skip)('takes blank optional fields and copyright of exactly 50', async () => {
    const blank = { ...valid, 'service-email': '', 'service-phone': '', app_download_url: '', copyright: '版'.repeat(50) };
    expect(expectOk<SystemSettings>(await submit(admin, blank))).toEqual(blank);
    expectOk(await submit(admin, valid));
  });

  it.skipIf(skip)("refuses another organisation's administrator (403) for reading the form and saving", async () => {
    for (const api of [sj, kj]) {
      expectEnvelopeFailure(await api.call(settingEndpoints.settingDetail), 403, SETTING_MESSAGES.settingForbidden);
      expectEnvelopeFailure(await submit(api, { ...valid, copyright: '越权' }), 403, SETTING_MESSAGES.settingForbidden);
    }
    expect(expectOk<SystemSettings>(await admin.call(settingEndpoints.settingDetail)).copyright).toBe(valid.copyright);
    expectEnvelopeFailure(await apiClient(server.url).call(settingEndpoints.settingDetail), 401);
  });

  it.skipIf(skip)('checks a logo upload on the server too: png/jpg/jpeg up to 1 MB, messages without "!"', async () => {
    const post = async (name: string, bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      const res = await fetch(`${server.url}${admin.path('resource', uploadEndpoints.putFile.path)}?kind=logo`, {
        method: 'POST',
        headers: { authorization: 'Basic Y2VtLWRlc2t0b3A6Y2VtLWRlc2t0b3Atc2VjcmV0', 'blade-auth': `bearer ${admin.session.accessToken}`, 'tenant-id': '000000' },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { msg: string } };
    };
    expect(await post('logo.gif', new Uint8Array(Buffer.from('GIF89a')))).toMatchObject({ status: 400, body: { msg: '上传文件类型不符' } });
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await post('logo.png', big)).toMatchObject({ status: 400, body: { msg: '上传文件大小超出限制' } });
  });
});
