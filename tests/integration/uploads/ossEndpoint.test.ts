import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type OSS from 'ali-oss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import { crc64 } from '@shared/crc64';
import type { StsCredentials } from '@shared/domain/upload';
import { ossClient } from '../../../src/main/services/uploads/ossClient';
import { apiClient, startTestServer, type ApiClient, type TestServer } from '../../support/server';
import { sha256File, writeRandomFile } from '../../support/files';
import { storedSha } from './support/objects';

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

async function signedIn(username = 'sj_admin', tenantId = '100004'): Promise<ApiClient> {
  const api = apiClient(server.url);
  await api.login(username, tenantId);
  return api;
}

/** Upload credentials for a new upload of `fileName`: the server chooses the key. */
async function sts(fileName = 'a.zip', api?: ApiClient): Promise<StsCredentials> {
  const answer = await (api ?? (await signedIn())).call(uploadEndpoints.ossSts, { query: { fileName } });
  expect(answer.status).toBe(200);
  return answer.body.data as StsCredentials;
}

function client(c: StsCredentials, overrides: Partial<StsCredentials> = {}): OSS {
  return ossClient({ ...c, ...overrides });
}

describe('the OSS-compatible endpoint with ali-oss', () => {
  it('takes a multipart upload of 25 MB in 10 MB parts to the key it granted, with the CRC-64 OSS reports; reads go through a signed address', async () => {
    const c = await sts('a.zip');
    expect(c.key).toMatch(/^100004\/\d{8}\/a_\d+\.zip$/);
    expect(c.prefix).toBe(c.key);
    const file = join(dir, 'a.bin');
    await writeRandomFile(file, 25 * 1024 * 1024 + 123);
    const oss = client(c);
    const progress: number[] = [];
    const result = await oss.multipartUpload(c.key, file, { partSize: 10 * 1024 * 1024, parallel: 4, progress: (p: number) => void progress.push(p) });
    expect(result.res.status).toBe(200);
    expect(progress.at(-1)).toBe(1);
    const head = await oss.head(c.key);
    expect(Number((head.res.headers as Record<string, string>)['content-length'])).toBe(statSync(file).size);
    expect((head.res.headers as Record<string, string>)['x-oss-hash-crc64ecma']).toBe(crc64(readFileSync(file)));
    expect(await storedSha(server.url, c.key)).toBe(await sha256File(file));
    const signed = await (await signedIn()).call(uploadEndpoints.ossReadUrl, { query: { key: c.key } });
    const range = await fetch(signed.body.data.url as string, { headers: { range: 'bytes=10485755-10485764' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).equals(readFileSync(file).subarray(10485755, 10485765))).toBe(true);
  });

  it('lists parts, aborts an upload and forgets its parts', async () => {
    const c = await sts('b.zip');
    const oss = client(c);
    const init = await oss.initMultipartUpload(c.key);
    const file = join(dir, 'b.bin');
    await writeRandomFile(file, 300 * 1024);
    await oss.uploadPart(c.key, init.uploadId, 1, file, 0, 200 * 1024);
    await oss.uploadPart(c.key, init.uploadId, 2, file, 200 * 1024, 300 * 1024);
    const listed = await oss.listParts(c.key, init.uploadId, {} as OSS.ListPartsQuery);
    expect((listed.parts as unknown as { PartNumber: string }[]).map((p) => Number(p.PartNumber))).toEqual([1, 2]);
    await oss.abortMultipartUpload(c.key, init.uploadId);
    await expect(oss.listParts(c.key, init.uploadId, {} as OSS.ListPartsQuery)).rejects.toMatchObject({ code: 'NoSuchUpload', status: 404 });
  });

  it('puts and heads a small object; the upload may remove its own object until it is recorded', async () => {
    const c = await sts('small.txt');
    const oss = client(c);
    await oss.put(c.key, Buffer.from('你好, storage'));
    expect(Number((await oss.head(c.key)).res.headers['content-length' as keyof object])).toBe(Buffer.byteLength('你好, storage'));
    await oss.delete(c.key);
    await expect(oss.head(c.key)).rejects.toMatchObject({ status: 404 });
  });

  it('answers OSS errors ali-oss understands: wrong secret, unknown key id, a key it was not granted', async () => {
    const c = await sts('x.zip');
    await expect(client(c, { accessKeySecret: 'wrong' }).put(c.key, Buffer.from('x'))).rejects.toMatchObject({ code: 'SignatureDoesNotMatch', status: 403 });
    await expect(client(c, { accessKeyId: 'STS.UNKNOWN' }).put(c.key, Buffer.from('x'))).rejects.toMatchObject({ code: 'InvalidAccessKeyId', status: 403 });
    await expect(client(c).put('100005/x.txt', Buffer.from('x'))).rejects.toMatchObject({ code: 'AccessDenied', status: 403 });
    await expect(client(c).put('100004/other.txt', Buffer.from('x'))).rejects.toMatchObject({ code: 'AccessDenied', status: 403 });
    await expect(client(c).head('100005/x.txt')).rejects.toMatchObject({ status: 403 });
  });

  it('answers SecurityTokenExpired once the credentials’ lifetime is over', async () => {
    const shortLived = await startTestServer({ env: { CEM_OSS_STS_TTL: '1' } });
    try {
      const api = apiClient(shortLived.url);
      await api.login('sj_admin', '100004');
      const c = (await api.call(uploadEndpoints.ossSts, { query: { fileName: 'x.zip' } })).body.data as StsCredentials;
      await new Promise((r) => setTimeout(r, 2100));
      await expect(client(c).put(c.key, Buffer.from('x'))).rejects.toMatchObject({ code: 'SecurityTokenExpired', status: 403 });
    } finally {
      await shortLived.close();
    }
  });

  it('organisation A cannot read, overwrite or remove what B stored', async () => {
    const yz = await signedIn('yz_admin', '100005');
    const b = await sts('secret.txt', yz);
    await client(b).put(b.key, Buffer.from('b only'));
    const a = await sts('mine.txt');
    await expect(client(a).get(b.key)).rejects.toMatchObject({ code: 'AccessDenied' });
    await expect(client(a).put(b.key, Buffer.from('a'))).rejects.toMatchObject({ code: 'AccessDenied' });
    await expect(client(a).delete(b.key)).rejects.toMatchObject({ code: 'AccessDenied' });
    expect((await (await signedIn()).call(uploadEndpoints.ossReadUrl, { query: { key: b.key } })).status).toBe(404);
    expect(await storedSha(server.url, b.key, 'yz_admin', '100005')).not.toBeNull();
  });
});
