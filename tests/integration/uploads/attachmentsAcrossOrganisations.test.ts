/**
 * Issue 20: links are built from configuration, never from the request's Host header; and a storage
 * call naming another organisation's attachment or object answers not found and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import { TINY_PDF } from '../../support/files';
import { BACKENDS, apiClient, startTestServer, type ApiClient, type TestServer } from '../../support/server';

describe.each(BACKENDS)('attachments and links across organisations ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let configured: TestServer;
  let sj: ApiClient;
  let yz: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    // evil.example is a name both servers answer to (as behind a proxy that passes Host on), so the
    // request passes the front door's Host check and what is tested is how the link is built.
    server = await startTestServer({ backend, env: { CEM_PUBLIC_HOSTS: 'evil.example' } });
    configured = await startTestServer({ backend, env: { CEM_PUBLIC_HOSTS: 'evil.example', CEM_OSS_ENDPOINT: 'https://files.example.com/' } });
    sj = apiClient(server.url);
    await sj.login('sj_admin', '100004');
    yz = apiClient(server.url);
    await yz.login('yz_admin', '100005');
  });
  afterAll(async () => {
    await server?.close();
    await configured?.close();
  });

  /** put-file-attach with a forged Host header. */
  async function putAttach(target: TestServer, api: ApiClient, host: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(TINY_PDF)]), '合同.pdf');
    // fetch will not forge Host, so the request goes out through node:http.
    const { request } = await import('node:http');
    const body = new Response(form);
    const bytes = Buffer.from(await body.arrayBuffer());
    return new Promise<{ status: number; body: { data: { link: string; domain: string; attachId: string } } }>((resolve, reject) => {
      const req = request(
        `${target.url}${api.path('resource', uploadEndpoints.putFileAttach.path)}`,
        {
          method: 'POST',
          headers: {
            host,
            authorization: 'Basic Y2VtLWRlc2t0b3A6Y2VtLWRlc2t0b3Atc2VjcmV0',
            'blade-auth': `bearer ${api.session.accessToken}`,
            'tenant-id': api.session.tenantId!,
            'content-type': body.headers.get('content-type')!,
            'content-length': String(bytes.length),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(bytes);
    });
  }

  it.skipIf(skip)('put-file-attach stores a link on the configured address, whatever Host the request names', async () => {
    const forged = await putAttach(server, sj, 'evil.example');
    expect(forged.status).toBe(200);
    expect(forged.body.data.link.startsWith(`${server.url}/cem-files/100004/`)).toBe(true);
    expect(forged.body.data.domain).toBe(server.url);
    const listed = await sj.call(uploadEndpoints.attachDetail, { query: { id: forged.body.data.attachId } });
    expect(listed.body.data.link).not.toContain('evil.example');

    const other = apiClient(configured.url);
    await other.login('sj_admin', '100004');
    const named = await putAttach(configured, other, 'evil.example');
    expect(named.body.data.link.startsWith('https://files.example.com/cem-files/100004/')).toBe(true);
    const sts = await other.call(uploadEndpoints.ossSts, { query: { fileName: 'a.zip' }, headers: { host: 'evil.example' } });
    expect(sts.body.data.endpoint).toBe('https://files.example.com');
  });

  it.skipIf(skip)('removing another organisation’s attachment answers 404 附件不存在 and removes nothing, even beside an own id', async () => {
    const mine = (await putAttach(server, sj, `127.0.0.1:${server.port}`)).body.data.attachId;
    const theirs = (await putAttach(server, yz, `127.0.0.1:${server.port}`)).body.data.attachId;
    expect(await sj.call(uploadEndpoints.attachRemove, { query: { ids: theirs } })).toMatchObject({ status: 404, body: { msg: '附件不存在' } });
    expect(await sj.call(uploadEndpoints.attachRemove, { query: { ids: `${mine},${theirs}` } })).toMatchObject({ status: 404, body: { msg: '附件不存在' } });
    expect(await sj.call(uploadEndpoints.attachRemove, { json: { ids: '999999999' } })).toMatchObject({ status: 404, body: { msg: '附件不存在' } });
    expect((await yz.call(uploadEndpoints.attachDetail, { query: { id: theirs } })).status).toBe(200);
    expect((await sj.call(uploadEndpoints.attachDetail, { query: { id: mine } })).status).toBe(200);
    expect(await sj.call(uploadEndpoints.attachDetail, { query: { id: theirs } })).toMatchObject({ status: 404, body: { msg: '附件不存在' } });
    // Its own ids go.
    expect(await sj.call(uploadEndpoints.attachRemove, { query: { ids: mine } })).toMatchObject({ status: 200 });
    expect((await sj.call(uploadEndpoints.attachDetail, { query: { id: mine } })).status).toBe(404);
  });

  it.skipIf(skip)('an object key of another organisation is not found by attach/submit, oss/read-url or oss/sts', async () => {
    const theirs = (await putAttach(server, yz, `127.0.0.1:${server.port}`)).body.data;
    const key = decodeURIComponent(new URL(theirs.link).pathname.replace('/cem-files/', ''));
    expect(await sj.call(uploadEndpoints.attachSubmit, { json: { originalName: 'x.pdf', ossName: key } })).toMatchObject({ status: 404, body: { msg: '文件不存在，请先上传' } });
    expect(await sj.call(uploadEndpoints.ossReadUrl, { query: { key } })).toMatchObject({ status: 404, body: { msg: '文件不存在，请先上传' } });
    expect((await sj.call(uploadEndpoints.ossSts, { query: { key } })).status).toBe(404);
    const list = await sj.call(uploadEndpoints.attachList, { query: { current: 1, size: 100 } });
    expect((list.body.data.records as { ossName: string }[]).some((r) => r.ossName === key)).toBe(false);
  });
});
