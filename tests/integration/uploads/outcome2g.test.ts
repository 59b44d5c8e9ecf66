/**
 * Issue 15's proof: a 2 GB phase outcome (the largest the outcome field takes) uploaded through the
 * engine as the outcome form does (kind largeAttachment), the core killed halfway (SIGKILL) and started
 * again: the upload resumes from its checkpoint, the stored object is byte-identical, and the outcome
 * saved with it keeps the attachment's 2 GB size. The file is sparse: nothing 2 GB is written locally.
 */
import { closeSync, openSync, rmSync, writeSync, ftruncateSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveEndpoints } from '@shared/api/archiveEndpoints';
import type { PhaseOutcome } from '@shared/domain/phaseOutcome';
import { GB, type UploadItem } from '@shared/domain/upload';
import { openDatabase } from '../../../src/server/db/database';
import { expectOk } from '../../support/envelope';
import { sha256File } from '../../support/files';
import type { FaultProxy } from '../../support/faultProxy';
import { apiClient } from '../../support/server';
import { proxiedServer, type RestartableServer, tempDir, runEngineChild } from './support/harness';
import { storedSha, todayKey } from './support/objects';

const MB = 1024 * 1024;
const PART = 10 * MB;
const SIZE = 2 * GB;
let server: RestartableServer;
let proxy: FaultProxy;
let dir: string;

beforeAll(async () => {
  ({ server, proxy } = await proxiedServer());
  dir = tempDir('cem-outcome-2g-');
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A sparse file of `size` bytes that starts as a PDF (the content sniffing reads the head). */
function writeSparsePdf(path: string, size: number): void {
  const fd = openSync(path, 'w');
  writeSync(fd, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'), 0, undefined, 0);
  ftruncateSync(fd, size);
  closeSync(fd);
}

describe('a 2 GB phase outcome through the engine', () => {
  it('resumes after the core is killed halfway, stores the object whole, and the outcome keeps its size', { timeout: 1_800_000 }, async () => {
    const started = Date.now();
    const dataDir = tempDir('cem-outcome-core-');
    const file = join(dir, '施工图成果.pdf');
    writeSparsePdf(file, SIZE);

    let killedAt = 0;
    const first = await runEngineChild('outcomeChild.ts', { serverUrl: proxy.url, dataDir, file }, (list, child) => {
      const item = list[0];
      if (item && !killedAt && item.bytesDone >= SIZE / 2) {
        killedAt = item.bytesDone;
        child.kill('SIGKILL');
      }
    }, 900_000);
    expect(first).toBeNull();
    expect(killedAt).toBeGreaterThanOrEqual(SIZE / 2);
    const sentBeforeKill = proxy.bytesUp;

    let last: UploadItem | undefined;
    let resumedFrom = -1;
    const second = await runEngineChild('outcomeChild.ts', { serverUrl: proxy.url, dataDir, file }, (list) => {
      last = list[0];
      if (last && resumedFrom < 0) resumedFrom = last.bytesDone;
    }, 900_000);
    expect(second).toBe(0);
    expect(last).toMatchObject({ state: 'complete', size: SIZE });
    // Resumed from its checkpoint, not from the start: at most the parts in flight are sent again.
    expect(resumedFrom).toBeGreaterThan(0);
    expect(proxy.bytesUp - SIZE).toBeLessThanOrEqual(4 * PART + 4 * MB);
    expect(sentBeforeKill).toBeGreaterThanOrEqual(SIZE / 2);
    expect(await storedSha(server.server.url, todayKey(last!.ossName))).toBe(await sha256File(file));

    // The outcome form's submit with the uploaded attachment: the registry's 2 GB size is kept.
    const api = apiClient(server.server.url);
    await api.login('sj_admin', '100004');
    const db = openDatabase(server.server.config.databaseUrl).db;
    const project = await db.selectFrom('project').select(['id', 'phase_keys']).where('tenant_id', '=', '100004').executeTakeFirstOrThrow();
    await db.destroy();
    const outcome = expectOk<PhaseOutcome>(
      await api.call(archiveEndpoints.outcomeSubmit, {
        json: { projectId: project.id, attach: [{ attachId: last!.attachId }], name: '施工图成果', phaseKey: project.phase_keys.split(',')[0], hflx: '1' },
      }),
    );
    expect(outcome).toMatchObject({ attachSize: SIZE, attach: [{ attachId: last!.attachId, size: SIZE, name: '施工图成果.pdf' }] });
    console.log(`2 GB outcome upload with a restart of the core: ${Math.round((Date.now() - started) / 1000)} s`);
  });
});
