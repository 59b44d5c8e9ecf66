import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type OSS from 'ali-oss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import { crc64 } from '@shared/crc64';
import type { StsCredentials } from '@shared/domain/upload';
import { ossClient } from '../../../src/main/services/uploads/ossClient';
import { apiClient, startTestServer, type TestServer } from '../../support/server';
import { sha256File, sha256Stream, writeRandomFile } from '../../support/files';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'cem-oss-'));
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function sts(username = 'sj_admin', tenantId = '100004'): Promise<StsCredentials> {
  const api = apiClient(server.url);
  await api.login(username, tenantId);
  const answer = await api.call(uploadEndpoints.ossSts);
  expect(answer.status).toBe(200);
  return answer.body.data as StsCredentials;
}

function client(c: StsCredentials, overrides: Partial<StsCredentials> = {}): OSS {
  return ossClient({ ...c, ...overrides });
}

describe('the OSS-compatible endpoint with ali-oss', () => {
  it('takes a multipart upload of 25 MB in 10 MB parts and serves it back byte for byte, with the CRC-64 OSS reports', async () => {
    const c = await sts();
    expect(c.prefix).toBe('100004/');
    const file = join(dir, 'a.bin');
    await writeRandomFile(file, 25 * 1024 * 1024 + 123);
    const oss = client(c);
    const key = `${c.prefix}test/a.bin`;
    const progress: number[] = [];
    const result = await oss.multipartUpload(key, file, { partSize: 10 * 1024 * 1024, parallel: 4, progress: (p: number) => void progress.push(p) });
    expect(result.res.status).toBe(200);
    expect(progress.at(-1)).toBe(1);
    const head = await oss.head(key);
    expect(Number((head.res.headers as Record<string, string>)['content-length'])).toBe(statSync(file).size);
    expect((head.res.headers as Record<string, string>)['x-oss-hash-crc64ecma']).toBe(crc64(await import('node:fs').then((fs) => fs.readFileSync(file))));
    const got = await oss.getStream(key);
    expect(await sha256Stream(got.stream)).toBe(await sha256File(file));
    const range = await oss.get(key, { headers: { Range: 'bytes=10485755-10485764' } });
    expect(range.res.status).toBe(206);
    const fs = await import('node:fs');
    expect(Buffer.from(range.content).equals(fs.readFileSync(file).subarray(10485755, 10485765))).toBe(true);
  });

  it('lists parts, aborts an upload and forgets its parts', async () => {
    const c = await sts();
    const oss = client(c);
    const key = `${c.prefix}test/b.bin`;
    const init = await oss.initMultipartUpload(key);
    const file = join(dir, 'b.bin');
    await writeRandomFile(file, 300 * 1024);
    await oss.uploadPart(key, init.uploadId, 1, file, 0, 200 * 1024);
    await oss.uploadPart(key, init.uploadId, 2, file, 200 * 1024, 300 * 1024);
    const listed = await oss.listParts(key, init.uploadId, {} as OSS.ListPartsQuery);
    expect((listed.parts as unknown as { PartNumber: string }[]).map((p) => Number(p.PartNumber))).toEqual([1, 2]);
    await oss.abortMultipartUpload(key, init.uploadId);
    await expect(oss.listParts(key, init.uploadId, {} as OSS.ListPartsQuery)).rejects.toMatchObject({ code: 'NoSuchUpload', status: 404 });
  });

  it('puts, heads and deletes small objects', async () => {
    const c = await sts();
    const oss = client(c);
    const key = `${c.prefix}test/small.txt`;
    await oss.put(key, Buffer.from('你好, storage'));
    expect((await oss.get(key)).content.toString()).toBe('你好, storage');
    await oss.delete(key);
    await expect(oss.head(key)).rejects.toMatchObject({ status: 404 });
  });

  it('answers OSS errors ali-oss understands: wrong secret, unknown key id, another organisation’s prefix', async () => {
    const c = await sts();
    await expect(client(c, { accessKeySecret: 'wrong' }).put(`${c.prefix}x.txt`, Buffer.from('x'))).rejects.toMatchObject({ code: 'SignatureDoesNotMatch', status: 403 });
    await expect(client(c, { accessKeyId: 'STS.UNKNOWN' }).put(`${c.prefix}x.txt`, Buffer.from('x'))).rejects.toMatchObject({ code: 'InvalidAccessKeyId', status: 403 });
    await expect(client(c).put('100005/x.txt', Buffer.from('x'))).rejects.toMatchObject({ code: 'AccessDenied', status: 403 });
    await expect(client(c).head('100005/x.txt')).rejects.toMatchObject({ status: 403 });
  });

  it('answers SecurityTokenExpired once the credentials’ lifetime is over', async () => {
    const shortLived = await startTestServer({ env: { CEM_OSS_STS_TTL: '1' } });
    try {
      const api = apiClient(shortLived.url);
      await api.login('sj_admin', '100004');
      const c = (await api.call(uploadEndpoints.ossSts)).body.data as StsCredentials;
      await new Promise((r) => setTimeout(r, 2100));
      await expect(client(c).put(`${c.prefix}x.txt`, Buffer.from('x'))).rejects.toMatchObject({ code: 'SecurityTokenExpired', status: 403 });
    } finally {
      await shortLived.close();
    }
  });

  it('credentials of organisation A cannot read what B stored', async () => {
    const a = await sts('sj_admin', '100004');
    const b = await sts('yz_admin', '100005');
    await client(b).put(`${b.prefix}secret.txt`, Buffer.from('b only'));
    await expect(client(a).get(`${b.prefix}secret.txt`)).rejects.toMatchObject({ code: 'AccessDenied' });
    await expect(client(a).delete(`${b.prefix}secret.txt`)).rejects.toMatchObject({ code: 'AccessDenied' });
    expect((await client(b).get(`${b.prefix}secret.txt`)).content.toString()).toBe('b only');
  });
});
