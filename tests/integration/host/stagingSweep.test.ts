import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBrowserMode, type BrowserMode } from '../../../src/main/host/browserMode';
import { DEMO_PASSWORD, tempDir } from '../../support/core';

const dataDir = tempDir('cem-host-sweep-');
const rendererDir = join(dataDir, 'renderer');
mkdirSync(rendererDir, { recursive: true });
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
const env = { ...process.env, CEM_DEMO: 'on', CEM_KEYCHAIN_SERVICE: `cem-host-sweep-${Date.now()}` };
const start = () => startBrowserMode({ dataDir, port: 0, rendererDir, version: 'test', env, log: () => {} });

let mode: BrowserMode | null = null;
afterAll(() => mode?.close());

/** Stages a file as the page does: the launch address, then a PUT with the cookie and the page key. */
async function stage(m: BrowserMode, name: string, body: Uint8Array<ArrayBuffer>): Promise<string> {
  const launch = await fetch(m.host.launchUrl, { redirect: 'manual' });
  const cookie = String(launch.headers.get('set-cookie')).split(';')[0];
  const key = String(launch.headers.get('location')).split('=')[1];
  const res = await fetch(`${m.host.origin}/bridge/upload?name=${encodeURIComponent(name)}&purpose=large`, {
    method: 'PUT',
    headers: { cookie, origin: m.host.origin, 'x-cem-bridge': key, 'content-type': 'application/octet-stream' },
    body,
  });
  const answer = (await res.json()) as { result: { id: string } };
  return answer.result.id;
}

describe('staged upload copies after a crash', () => {
  it('are swept on the next start, except those a queued upload still refers to', async () => {
    mode = await start();
    const staging = mode.core.transfers.uploads.stagingDir!;
    expect(await mode.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD })).toMatchObject({ ok: true });
    // One copy is taken over by the queue (the upload stays listed, so its file is kept)…
    const queued = await stage(mode, 'notes.txt', new TextEncoder().encode('工程说明\n'.repeat(4096)));
    const added = await mode.core.bridge.uploads.add({ handles: [queued], kind: 'large' });
    expect(added).toMatchObject({ ok: true });
    const kept = readdirSync(staging);
    expect(kept).toHaveLength(1);
    // …another is staged and never used: the app dies before the page lets it go.
    await stage(mode, 'forgotten.txt', new TextEncoder().encode('未用\n'.repeat(1024)));
    expect(readdirSync(staging)).toHaveLength(2);
    await mode.close();
    // What a crash mid-transfer leaves too: a partly written copy.
    writeFileSync(join(staging, 'f'.repeat(32)), 'partly written');

    mode = await start();
    expect(readdirSync(staging)).toEqual(kept);
    expect(existsSync(join(staging, kept[0]))).toBe(true);
  });
});
