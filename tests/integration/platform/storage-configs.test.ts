/**
 * Issue 14, storage: oss/list, detail, submit, remove, enable (the operator's administrator only),
 * oss/sts following the enabled configuration, and the attachments registry (attach/list, detail,
 * remove deleting the stored object).
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { storageEndpoints } from '@shared/api/storageEndpoints';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import { STORAGE_CONFIG_MESSAGES, type StorageConfig } from '@shared/domain/storageConfig';
import type { Attachment, StsCredentials } from '@shared/domain/upload';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { TINY_PDF } from '../../support/files';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';
import { operatorStaff } from './operatorStaff';

const aliyun = { code: 'ali-main', category: 'aliyun', endpoint: 'https://oss-cn-shanghai.aliyuncs.com', bucket: 'cem-prod', region: 'oss-cn-shanghai', accessKey: 'LTAIexample', secretKey: 'TopSecret-123', roleArn: 'acs:ram::1:role/cem-upload', remark: '生产' };

/** Stands in for Aliyun's STS (unreachable here): answers AssumeRole as Aliyun does, and records what it was asked. */
function fakeSts(): Promise<{ url: string; asked: string[]; close: () => void }> {
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      asked.push(body);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ RequestId: 'r', Credentials: { AccessKeyId: 'STS.ALIYUN', AccessKeySecret: 'ali-secret', SecurityToken: 'ali-token', Expiration: '2099-01-01T00:00:00Z' } }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, asked, close: () => server.close() })));
}

describe.each(BACKENDS)('storage configurations and the attachments registry ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let sts: Awaited<ReturnType<typeof fakeSts>>;
  let db: Db;
  let admin: ApiClient;
  let sj: ApiClient;
  let staff: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    sts = await fakeSts();
    server = await startTestServer({ backend, env: { CEM_OSS_ALIYUN_STS_ENDPOINT: sts.url } });
    db = openDatabase(server.databaseUrl).db;
    [admin, sj] = await signIn(server, 'admin', 'sj_admin');
    staff = await operatorStaff(server, db);
  });
  afterAll(async () => {
    sts?.close();
    await db?.destroy();
    await server?.close();
  });

  const list = async () => expectOk<Page<StorageConfig>>(await admin.call(storageEndpoints.ossList, { query: { size: -1 } })).records;

  it.skipIf(skip)('seeds the reference store as the one enabled configuration, answering the address it serves', async () => {
    const [reference, ...others] = await list();
    expect(others).toEqual([]);
    expect(reference).toMatchObject({ code: 'reference', category: 'reference', status: 1, bucket: 'cem-files', endpoint: server.url, secretSet: false });
  });

  it.skipIf(skip)('adds with 新增成功 (disabled), never answers the secret, keeps it on a blank edit, seals it at rest', async () => {
    const added = await admin.call(storageEndpoints.ossSubmit, { json: aliyun });
    expect(added.body.msg).toBe('新增成功');
    const created = expectOk<StorageConfig>(added);
    expect(created).toMatchObject({ code: 'ali-main', status: 0, secretSet: true, bucket: 'cem-prod' });
    expect(JSON.stringify(added.body)).not.toContain(aliyun.secretKey);
    const detail = await admin.call(storageEndpoints.ossDetail, { query: { id: created.id } });
    expect(JSON.stringify(detail.body)).not.toContain(aliyun.secretKey);
    const edited = await admin.call(storageEndpoints.ossSubmit, { json: { ...aliyun, id: created.id, secretKey: '', remark: '改' } });
    expect(edited.body.msg).toBe('更新成功');
    expect(expectOk<StorageConfig>(edited)).toMatchObject({ remark: '改', secretSet: true });
    const row = await db.selectFrom('oss_config').select('secret_key').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.secret_key.startsWith('v1:')).toBe(true);
    expect(row.secret_key).not.toContain(aliyun.secretKey);
    expect(server.lines.join('\n')).not.toContain(aliyun.secretKey);
  });

  it.skipIf(skip)('answers each rule with its message and writes nothing', async () => {
    const before = (await list()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...aliyun, code: '' }, STORAGE_CONFIG_MESSAGES.code],
      [{ ...aliyun, code: '阿里' }, STORAGE_CONFIG_MESSAGES.codeFormat],
      [{ ...aliyun, category: '' }, STORAGE_CONFIG_MESSAGES.category],
      [{ ...aliyun, endpoint: '' }, STORAGE_CONFIG_MESSAGES.endpoint],
      [{ ...aliyun, endpoint: 'oss.example.com' }, STORAGE_CONFIG_MESSAGES.endpointFormat],
      [{ ...aliyun, bucket: 'Bad_Bucket' }, STORAGE_CONFIG_MESSAGES.bucketFormat],
      [{ ...aliyun, region: '' }, STORAGE_CONFIG_MESSAGES.region],
      [{ ...aliyun, accessKey: '' }, STORAGE_CONFIG_MESSAGES.accessKey],
      [{ ...aliyun, code: 'ali-2', secretKey: '' }, STORAGE_CONFIG_MESSAGES.secretKey],
      [{ ...aliyun, roleArn: '' }, STORAGE_CONFIG_MESSAGES.roleArn],
      [{ ...aliyun, remark: '备'.repeat(201) }, '长度不能超过200个字符'],
      [aliyun, STORAGE_CONFIG_MESSAGES.codeTaken],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await admin.call(storageEndpoints.ossSubmit, { json: body }), 400, message);
    expect(await list()).toHaveLength(before);
  });

  it.skipIf(skip)('refuses other organisations and the operator’s non-administrators on every call', async () => {
    const id = (await list())[0].id;
    for (const api of [sj, staff]) {
      expectEnvelopeFailure(await api.call(storageEndpoints.ossList), 403, MESSAGES.forbidden);
      expectEnvelopeFailure(await api.call(storageEndpoints.ossDetail, { query: { id } }), 403, MESSAGES.forbidden);
      expectEnvelopeFailure(await api.call(storageEndpoints.ossSubmit, { json: { ...aliyun, code: 'x1' } }), 403, MESSAGES.forbidden);
      expectEnvelopeFailure(await api.call(storageEndpoints.ossEnable, { query: { id } }), 403, MESSAGES.forbidden);
      expectEnvelopeFailure(await api.call(storageEndpoints.ossRemove, { query: { ids: id } }), 403, MESSAGES.forbidden);
    }
    expect((await list()).find((c) => c.status === 1)?.code).toBe('reference');
  });

  it.skipIf(skip)('enabling one disables the others; oss/sts follows the enabled configuration; the enabled one is not removed', async () => {
    const [reference, ali] = [(await list()).find((c) => c.code === 'reference')!, (await list()).find((c) => c.code === 'ali-main')!];
    const before = expectOk<StsCredentials>(await sj.call(uploadEndpoints.ossSts, { query: { fileName: 'a.zip' } }));
    expect(before).toMatchObject({ bucket: 'cem-files', endpoint: server.url });

    expect(expectOk<StorageConfig>(await admin.call(storageEndpoints.ossEnable, { query: { id: ali.id } })).status).toBe(1);
    expect((await list()).filter((c) => c.status === 1).map((c) => c.code)).toEqual(['ali-main']);
    const issued = expectOk<StsCredentials>(await sj.call(uploadEndpoints.ossSts, { query: { fileName: 'b.zip' } }));
    expect(issued).toMatchObject({ bucket: 'cem-prod', endpoint: 'https://oss-cn-shanghai.aliyuncs.com', region: 'oss-cn-shanghai', accessKeyId: 'STS.ALIYUN', securityToken: 'ali-token' });
    // Asked with the configuration's access key and role, a policy naming only the granted key.
    const asked = new URLSearchParams(sts.asked.at(-1));
    expect(asked.get('AccessKeyId')).toBe(aliyun.accessKey);
    expect(asked.get('RoleArn')).toBe(aliyun.roleArn);
    expect(asked.get('Policy')).toContain(`cem-prod/${issued.key}`);

    expectEnvelopeFailure(await admin.call(storageEndpoints.ossRemove, { query: { ids: ali.id } }), 400, STORAGE_CONFIG_MESSAGES.enabledNotRemovable);
    expectEnvelopeFailure(await admin.call(storageEndpoints.ossRemove, { query: { ids: `${reference.id},${ali.id}` } }), 400, STORAGE_CONFIG_MESSAGES.enabledNotRemovable);
    expectEnvelopeFailure(await admin.call(storageEndpoints.ossEnable, { query: { id: '999' } }), 404, STORAGE_CONFIG_MESSAGES.notFound);

    await admin.call(storageEndpoints.ossEnable, { query: { id: reference.id } });
    expect(expectOk<StsCredentials>(await sj.call(uploadEndpoints.ossSts, { query: { fileName: 'c.zip' } }))).toMatchObject({ bucket: 'cem-files', endpoint: server.url });
    const removed = await admin.call(storageEndpoints.ossRemove, { query: { ids: ali.id } });
    expect(removed.body.msg).toBe('删除成功');
    expect((await list()).map((c) => c.code)).toEqual(['reference']);
  });

  async function putAttach(api: ApiClient, name: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(TINY_PDF)]), name);
    const res = await fetch(`${server.url}${api.path('resource', uploadEndpoints.putFileAttach.path)}`, {
      method: 'POST',
      headers: { authorization: 'Basic Y2VtLWRlc2t0b3A6Y2VtLWRlc2t0b3Atc2VjcmV0', 'blade-auth': `bearer ${api.session.accessToken}`, 'tenant-id': api.session.tenantId! },
      body: form,
    });
    return ((await res.json()) as { data: { attachId: string } }).data.attachId;
  }

  it.skipIf(skip)('the registry lists every organisation’s attachments to the operator’s administrator, searched; others see their own', async () => {
    const id = await putAttach(sj, '设计合同.pdf');
    const sjName = (await db.selectFrom('app_user').select('real_name').where('account', '=', 'sj_admin').executeTakeFirstOrThrow()).real_name;
    const page = expectOk<Page<Attachment>>(await admin.call(uploadEndpoints.attachList, { query: { name: '设计合同', type: 'pdf', uploader: sjName, createTimeFrom: '2000-01-01', createTimeTo: '2099-12-31' } }));
    expect(page.records.map((r) => r.id)).toEqual([id]);
    expect(page.records[0]).toMatchObject({ tenantId: '100004', tenantName: expect.any(String), uploaderName: expect.any(String), size: TINY_PDF.length, type: 'pdf' });
    expect(expectOk<Page<Attachment>>(await admin.call(uploadEndpoints.attachList, { query: { tenantId: '100005' } })).records.some((r) => r.id === id)).toBe(false);
    expect(expectOk<Page<Attachment>>(await admin.call(uploadEndpoints.attachList, { query: { createTimeTo: '2000-01-01' } })).total).toBe(0);
    expect(expectOk<Attachment>(await admin.call(uploadEndpoints.attachDetail, { query: { id } })).originalName).toBe('设计合同.pdf');
    expectEnvelopeFailure(await sj.call(uploadEndpoints.attachList, { query: { tenantId: '100005' } }), 403, MESSAGES.forbidden);
  });

  it.skipIf(skip)('removing an attachment deletes its stored object; the operator’s non-administrator may not', async () => {
    const id = await putAttach(sj, '待删除.pdf');
    const { ossName } = expectOk<Attachment>(await admin.call(uploadEndpoints.attachDetail, { query: { id } }));
    expect(await db.selectFrom('oss_object').select('object_key').where('object_key', '=', ossName).executeTakeFirst()).toBeDefined();
    expectEnvelopeFailure(await staff.call(uploadEndpoints.attachRemove, { query: { ids: id } }), 403, MESSAGES.forbidden);
    expect((await admin.call(uploadEndpoints.attachRemove, { query: { ids: id } })).status).toBe(200);
    expect(await db.selectFrom('oss_object').select('object_key').where('object_key', '=', ossName).executeTakeFirst()).toBeUndefined();
    expectEnvelopeFailure(await sj.call(uploadEndpoints.ossReadUrl, { query: { key: ossName } }), 404, '文件不存在，请先上传');
    expectEnvelopeFailure(await sj.call(uploadEndpoints.attachDetail, { query: { id } }), 404, '附件不存在');
  });
});
