/**
 * Desktop notifications for uploads, and the person's setting that turns them off: a real core and
 * server, the desktop a stand-in recording what it was asked to show (Electron cannot run here).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../src/main/services/core';
import { FileSettingsStore } from '../../../src/main/services/settings/fileSettingsStore';
import type { DesktopIntegration } from '../../../src/main/services/uploads/platform';
import type { FaultProxy } from '../../support/faultProxy';
import { DWG_SIGNATURE, writeSignedFile } from '../../support/files';
import { InProcessKeychain } from '../../support/keychain';
import { DEMO_PASSWORD, enqueue, FAST_RETRY, items, proxiedServer, type RestartableServer, tempDir, waitFor } from './support/harness';

const MB = 1024 * 1024;
let server: RestartableServer;
let proxy: FaultProxy;
let dir: string;
let core: Core;
const notes: string[] = [];

beforeAll(async () => {
  ({ server, proxy } = await proxiedServer());
  dir = tempDir('cem-notes-');
  const desktop: DesktopIntegration = {
    pickFiles: async () => [],
    saveFile: async () => null,
    setProgress: () => undefined,
    notify: (title, body) => void notes.push(`${title}: ${body}`),
  };
  const dataDir = tempDir('cem-notes-core-');
  core = await createCore({
    mode: 'electron',
    version: 'test',
    defaultServerUrl: proxy.url,
    secrets: new InProcessKeychain(),
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

async function uploadThatFails(name: string): Promise<void> {
  const file = join(dir, name);
  await writeSignedFile(file, 12 * MB, DWG_SIGNATURE);
  // Bytes corrupted on the way: the CRC check at the end fails the upload (文件上传失败).
  proxy.failNext('corrupt-body', /^PUT .*partNumber=2/);
  const item = await enqueue(core, file);
  await waitFor(async () => (await items(core)).find((i) => i.id === item.id)!, (i) => i.state === 'error' || i.state === 'complete', 60_000, name);
}

describe('upload notifications', () => {
  it('tell a failed upload, and stay silent once the person turns notifications off', { timeout: 120_000 }, async () => {
    expect((await core.bridge.settings.get()).notifications).toBe(true);
    await uploadThatFails('first.dwg');
    expect(notes).toEqual(['文件上传失败: first.dwg']);

    expect(await core.bridge.settings.update({ notifications: false })).toMatchObject({ notifications: false });
    await uploadThatFails('second.dwg');
    const ok = join(dir, 'third.dwg');
    await writeSignedFile(ok, 1 * MB, DWG_SIGNATURE);
    const item = await enqueue(core, ok);
    await waitFor(async () => (await items(core)).find((i) => i.id === item.id)!, (i) => i.state === 'complete', 60_000, 'third.dwg');
    expect(notes).toEqual(['文件上传失败: first.dwg']);

    await core.bridge.settings.update({ notifications: true });
    const again = join(dir, 'fourth.dwg');
    await writeSignedFile(again, 1 * MB, DWG_SIGNATURE);
    const next = await enqueue(core, again);
    await waitFor(async () => (await items(core)).find((i) => i.id === next.id)!, (i) => i.state === 'complete', 60_000, 'fourth.dwg');
    expect(notes).toEqual(['文件上传失败: first.dwg', '文件上传完成: fourth.dwg']);
  });
});
