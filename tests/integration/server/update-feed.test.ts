import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appVersionEndpoints } from '@shared/api/platformSettingsEndpoints';
import { APP_VERSION_MESSAGES, type AppVersion } from '@shared/domain/appVersion';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';
import { nodeUpdater } from '../../support/updaterInNode';

const SHA = (c: string) => `${c.repeat(86)}==`;

describe.each(BACKENDS)('desktop update feed from app-version records (issue 19) ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let admin: ApiClient;
  const windows = { mobileType: '3', versionName: '1.2.0', versionCode: '120', isUpdate: 0, updateRemark: '新增发票导出', downloadUrl: 'https://dl.example.com/cem-1.2.0-setup.exe', remark: '', fileSha512: SHA('A'), fileSize: 95_000_123 };
  const submit = (body: Record<string, unknown>) => admin.call(appVersionEndpoints.submit, { json: body });
  const feed = (file: string) => fetch(`${server.url}/updates/${file}`);

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    [admin] = await signIn(server, 'admin');
  });
  afterAll(async () => {
    await server?.close();
  });

  it.skipIf(skip)('answers 404 for a platform with no version and for a file the feed does not serve', async () => {
    expect((await feed('latest-linux.yml')).status).toBe(404);
    expect((await feed('app-version.yml')).status).toBe(404);
  });

  it.skipIf(skip)('serves each desktop terminal’s newest record as electron-updater’s generic feed, publicly and uncached', async () => {
    expectOk<AppVersion>(await submit({ ...windows, versionName: '1.1.0', fileSha512: SHA('B') }));
    const saved = expectOk<AppVersion>(await submit(windows));
    expect(saved).toMatchObject({ fileSha512: SHA('A'), fileSize: 95_000_123 });
    expectOk(await submit({ ...windows, mobileType: '4', versionName: '1.3.0', isUpdate: 1, downloadUrl: 'https://dl.example.com/cem-1.3.0.dmg', fileSha512: SHA('C'), fileSize: 120_000_000 }));

    const win = await feed('latest.yml');
    expect(win.status).toBe(200);
    expect(win.headers.get('content-type')).toContain('text/yaml');
    expect(win.headers.get('cache-control')).toBe('no-store');
    const text = await win.text();
    expect(text).toContain('version: "1.2.0"');
    expect(text).toContain(`  - url: "https://dl.example.com/cem-1.2.0-setup.exe"\n    sha512: "${SHA('A')}"\n    size: 95000123`);
    expect(text).toMatch(/releaseDate: "\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z"/);
    expect(text).toContain('releaseNotes: "新增发票导出"');
    expect(text).toContain('forced: false');
    expect(await (await feed('latest-mac.yml')).text()).toContain('forced: true');
  });

  it.skipIf(skip)('is read by electron-updater: its parsing, file list and semver comparison, per platform', async () => {
    const base = `${server.url}/updates`;
    const older = await nodeUpdater(base, 'win32', '1.0.1').checkForUpdates();
    expect(older?.isUpdateAvailable).toBe(true);
    expect(older?.updateInfo).toMatchObject({ version: '1.2.0', releaseNotes: '新增发票导出', forced: false, files: [{ url: 'https://dl.example.com/cem-1.2.0-setup.exe', sha512: SHA('A'), size: 95_000_123 }] });
    // The same version, and a newer one than the feed's, are not updates (no downgrade).
    expect((await nodeUpdater(base, 'win32', '1.2.0').checkForUpdates())?.isUpdateAvailable).toBe(false);
    expect((await nodeUpdater(base, 'win32', '1.10.0').checkForUpdates())?.isUpdateAvailable).toBe(false);
    const mac = await nodeUpdater(base, 'darwin', '1.2.0').checkForUpdates();
    expect(mac).toMatchObject({ isUpdateAvailable: true, updateInfo: { version: '1.3.0', forced: true } });
    // No Linux version is published: electron-updater reports the missing channel file.
    await expect(nodeUpdater(base, 'linux', '1.0.0').checkForUpdates()).rejects.toThrow(/latest-linux\.yml/);
  });

  it.skipIf(skip)('refuses a desktop record electron-updater could not use, and keeps mobile records free of installer fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ versionName: 'v1.2' }, APP_VERSION_MESSAGES.appVersionDesktopName],
      [{ fileSha512: '' }, APP_VERSION_MESSAGES.appVersionSha512],
      [{ fileSha512: 'abc' }, APP_VERSION_MESSAGES.appVersionSha512],
      [{ fileSize: '' }, APP_VERSION_MESSAGES.appVersionFileSize],
      [{ fileSize: -1 }, APP_VERSION_MESSAGES.appVersionFileSize],
      [{ fileSize: 1.5 }, APP_VERSION_MESSAGES.appVersionFileSize],
    ];
    for (const [change, message] of cases) expectEnvelopeFailure(await submit({ ...windows, ...change }), 400, message);
    const mobile = expectOk<AppVersion>(await submit({ ...windows, mobileType: '1', versionName: 'v9', downloadUrl: 'https://dl.example.com/a.apk' }));
    expect(mobile).toMatchObject({ fileSha512: '', fileSize: 0 });
  });
});
