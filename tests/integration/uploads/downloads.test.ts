/**
 * Downloads as Electron does them (the save dialog stood in for by a stub, since Electron cannot run
 * here): into the chosen file, with progress, resumed by Range requests after the connection is reset
 * again and again, and byte-identical at the end.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadItem } from '@shared/domain/upload';
import { createCore, type Core } from '../../../src/main/services/core';
import { MemorySecretStore } from '../../../src/main/services/secrets/secretStore';
import { FileSettingsStore } from '../../../src/main/services/settings/fileSettingsStore';
import type { DesktopIntegration } from '../../../src/main/services/uploads/platform';
import type { FaultProxy } from '../../support/faultProxy';
import { writeSignedFile } from '../../support/files';
import { DEMO_PASSWORD, FAST_RETRY, proxiedServer, type RestartableServer, tempDir, waitFor } from './support/harness';

const MB = 1024 * 1024;
let server: RestartableServer;
let proxy: FaultProxy;
let dir: string;
let core: Core;
const progress: number[] = [];
const notes: string[] = [];

beforeAll(async () => {
  ({ server, proxy } = await proxiedServer());
  dir = tempDir('cem-downloads-');
  const desktop: DesktopIntegration = {
    pickFiles: async () => [],
    saveFile: async (name) => join(dir, `saved-${name}`),
    setProgress: (p) => void progress.push(p ?? -1),
    notify: (title, body) => void notes.push(`${title}: ${body}`),
  };
  const dataDir = tempDir('cem-downloads-core-');
  core = await createCore({
    mode: 'electron',
    version: 'test',
    defaultServerUrl: proxy.url,
    secrets: new MemorySecretStore(),
    settings: new FileSettingsStore(join(dataDir, 'settings.json')),
    env: { ...process.env, ...FAST_RETRY, CEM_UPLOAD_NOTIFY_AFTER_MS: '1' },
    dataDir,
    desktop,
  });
  const r = await core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
  if (!r.ok) throw new Error(r.error.message);
  await core.transfers.uploads.sync();
});
afterAll(async () => {
  await core?.dispose();
  await proxy?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('downloads in Electron', () => {
  it('survive connection resets every 6 MB by resuming with Range, and end byte-identical', { timeout: 120_000 }, async () => {
    const source = join(dir, 'report.pdf');
    await writeSignedFile(source, 20 * MB + 99, '%PDF-1.4\n');
    const handle = await core.transfers.uploads.handles.register(source);
    // A reset midway makes the upload stop part-done, so the taskbar is shown a fraction between 0 and
    // 1 however fast loopback is (progress within a part is throttled and a fast run skips it).
    proxy.resetEvery(12 * MB);
    const added = await core.bridge.uploads.add({ handles: [handle.id] });
    if (!added.ok) throw new Error(added.error.message);
    const done = await waitFor(() => core.bridge.uploads.list(), (r) => r.ok && r.data[0]?.state === 'complete', 60_000, 'the upload');
    proxy.resetEvery(null);
    expect(proxy.resets).toBeGreaterThan(0);
    const link = done.ok ? done.data[0].link : '';
    // The taskbar showed the upload's progress, cleared at the end, and the system said it finished.
    expect(progress.some((p) => p > 0 && p < 1)).toBe(true);
    expect(progress.at(-1)).toBe(-1);
    expect(notes).toEqual(['文件上传完成: report.pdf']);

    const states = new Set<string>();
    core.events.on((e) => {
      if (e.type === 'downloads-changed') for (const i of e.items) states.add(i.state);
    });
    proxy.resetDownEvery(6 * MB);
    const started = await core.bridge.downloads.start({ link, name: '报告.pdf' });
    expect(started).toMatchObject({ ok: true, data: { state: 'downloading', target: join(dir, 'saved-报告.pdf') } });
    const finished = await waitFor(
      async () => ((await core.bridge.downloads.list()) as { ok: true; data: DownloadItem[] }).data[0],
      (i) => i.state === 'complete' || i.state === 'error',
      90_000,
      'the download',
    );
    proxy.resetDownEvery(null);
    expect(finished.state).toBe('complete');
    expect(states.has('interrupted')).toBe(true);
    expect(readFileSync(join(dir, 'saved-报告.pdf')).equals(readFileSync(source))).toBe(true);
    expect(existsSync(join(dir, 'saved-报告.pdf.download'))).toBe(false);
  });

  it('a link to nothing starts nothing', async () => {
    const none = await core.bridge.downloads.start({ link: `${proxy.url}/cem-files/100004/none.pdf`, name: 'none.pdf' });
    expect(none.ok).toBe(false);
    expect(((await core.bridge.downloads.list()) as { ok: true; data: DownloadItem[] }).data).toHaveLength(1);
  });
});
