/** The queue follows the session: each person and organisation has their own, and it keeps working across sign-outs. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../src/main/services/core';
import { DWG_SIGNATURE, writeSignedFile } from '../../support/files';
import { DEMO_PASSWORD, enqueue, items, RestartableServer, signedInCore, tempDir, waitFor } from './support/harness';

let server: RestartableServer;
let dir: string;
let core: Core;

beforeAll(async () => {
  server = new RestartableServer();
  await server.start();
  dir = tempDir('cem-scope-');
  core = await signedInCore(server.server.url, tempDir('cem-scope-core-'));
});
afterAll(async () => {
  await core?.dispose();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const signIn = async (tenantId: string, username: string) => {
  await core.bridge.session.logout();
  const r = await core.bridge.session.loginPassword({ tenantId, username, password: DEMO_PASSWORD });
  expect(r.ok).toBe(true);
};

describe('the queue of each person', () => {
  it('switches with the session, and a sign-out takes the person’s queue with it (issue 19)', { timeout: 120_000 }, async () => {
    const a = join(dir, 'a.dwg');
    await writeSignedFile(a, 3 * 1024 * 1024, DWG_SIGNATURE);
    await enqueue(core, a);
    await waitFor(() => items(core), (l) => l.every((i) => i.state === 'complete'), 30_000, 'sj_admin’s first upload');

    await signIn('100006', 'multi');
    expect(await items(core)).toEqual([]);
    await enqueue(core, a, 'b.dwg');
    await waitFor(() => items(core), (l) => l.length === 1 && l[0].state === 'complete', 30_000, 'multi’s upload');

    await signIn('100004', 'sj_admin');
    await enqueue(core, a, 'c.dwg');
    const back = await waitFor(() => items(core), (l) => l.length === 1 && l.every((i) => i.state === 'complete'), 30_000, 'sj_admin’s new queue');
    expect(back.map((i) => i.name)).toEqual(['c.dwg']);
  });
});
